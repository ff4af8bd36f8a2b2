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

    public static let defaultStaleAfter: TimeInterval = 3600

    public init(name: String, topic: String, field: String? = nil, unit: String? = nil, kind: SensorReading.Kind = .other, staleAfter: TimeInterval = defaultStaleAfter, place: String? = nil) {
        self.place = place
        self.name = name
        self.topic = topic
        self.field = field
        self.unit = unit
        self.kind = kind
        self.staleAfter = staleAfter
    }
}
