import Foundation
import Locking
import WeatherKit

/// The publisher's side of the sensors: it listens to each `[[sensors]]` topic, reads each payload as hostile input,
/// and keeps one retained document, `PREFIX/sensors`, with every sensor's latest value and when it came, for the
/// displays to show. Called on the client's network thread; its state is under a lock.
public final class SensorRelay: Sendable {
    public let definitions: [SensorDefinition]
    public let prefix: String
    private let clock: @Sendable () -> Date
    private let readings: Locked<[SensorReading]>

    public init(_ definitions: [SensorDefinition], prefix: String, clock: @escaping @Sendable () -> Date) {
        self.definitions = definitions
        self.prefix = prefix
        self.clock = clock
        readings = Locked(
            definitions.map {
                SensorReading(
                    name: $0.name, kind: $0.kind, value: nil, unit: $0.unit, updatedAt: nil, staleAfter: $0.staleAfter,
                    place: $0.place, role: $0.role)
            })
    }

    public var topics: [String] {
        var topics: [String] = []
        for definition in definitions where !topics.contains(definition.topic) { topics.append(definition.topic) }
        return topics
    }

    /// Takes a message on one of the sensors' topics; returns the new `PREFIX/sensors` document to publish, or nil
    /// when the message was for none of them.
    public func receive(_ message: MQTTMessage) -> MQTTMessage? {
        let matching = definitions.indices.filter { definitions[$0].topic == message.topic }
        guard !matching.isEmpty else { return nil }
        let now = clock()
        let document = readings.withLock { readings -> JSONValue in
            for index in matching {
                let definition = definitions[index]
                switch SensorPayload.value(of: message, field: definition.field) {
                case .success(let value):
                    readings[index] = SensorReading(
                        name: definition.name, kind: definition.kind, value: value, unit: definition.unit,
                        updatedAt: now, staleAfter: definition.staleAfter,
                        place: definition.place, role: definition.role)
                    if readings[index].value == nil {
                        readings[index].problem =
                            "its value \(value) is not one a \(definition.kind.rawValue) sensor can read"
                    }
                case .failure(let problem):
                    readings[index].problem = problem.message
                }
            }
            return SensorDocument.json(readings)
        }
        return MQTTMessage(topic: SensorDocument.topic(prefix: prefix), text: document.serialized())
    }

    /// Every sensor's latest reading, in the config's order.
    public var current: [SensorReading] {
        readings.withLock { $0 }
    }

    public var document: MQTTMessage {
        MQTTMessage(
            topic: SensorDocument.topic(prefix: prefix),
            text: readings.withLock { SensorDocument.json($0) }.serialized())
    }
}
