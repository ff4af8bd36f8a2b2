import Foundation
import WeatherKit

/// A `[[sensors]]` table of the config: which topic to listen to, where the number is in its payload, and how to
/// show it.
public struct SensorDefinition: Sendable, Equatable {
    public var name: String
    public var topic: String
    /// The key in a JSON payload (zigbee2mqtt's `temperature`); nil for a payload that is a plain number.
    public var field: String?
    public var unit: String?
    public var kind: SensorReading.Kind
    public var staleAfter: TimeInterval
    /// The saved place it belongs to (`place = "Home"`); nil for every place.
    public var place: String?
    /// `role = "outdoor"`: an outdoor station whose fresh reading is shown as the current one.
    public var role: SensorReading.Role?

    public static let defaultStaleAfter: TimeInterval = 3600
    /// An outdoor station's reading is the current one for this long unless `stale-after` says otherwise: a station
    /// reports every minute or so, and a temperature half an hour old is no longer "now".
    public static let outdoorStaleAfter: TimeInterval = 1800

    public init(
        name: String, topic: String, field: String? = nil, unit: String? = nil, kind: SensorReading.Kind = .other,
        staleAfter: TimeInterval = defaultStaleAfter, place: String? = nil, role: SensorReading.Role? = nil
    ) {
        self.place = place
        self.role = role
        self.name = name
        self.topic = topic
        self.field = field
        self.unit = unit
        self.kind = kind
        self.staleAfter = staleAfter
    }
}
