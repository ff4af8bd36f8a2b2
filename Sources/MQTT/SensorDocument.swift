import Foundation
import WeatherKit

/// `PREFIX/sensors`: every sensor the publisher relays, as `now --format json` prints them under `sensors`.
public enum SensorDocument {
    public static func topic(prefix: String) -> String { "\(prefix)/sensors" }

    public static func json(_ readings: [SensorReading]) -> JSONValue {
        .array(readings.map { json($0) })
    }

    public static func json(_ reading: SensorReading, now: Date? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(reading.name)),
            ("kind", .string(reading.kind.rawValue)),
            ("value", .number(reading.value, decimals: 2)),
            ("unit", .string(reading.unit)),
            ("updated_at", .string(reading.updatedAt.map(PublisherStatus.format))),
            ("stale_after_seconds", .number(reading.staleAfter, decimals: 0)),
            ("problem", .string(reading.problem)),
            ("place", .string(reading.place)),
            ("role", .string(reading.role?.rawValue))
        ]
        if let now { members.append(("stale", .bool(reading.isStale(now: now)))) }
        return .object(members)
    }

    /// Read back as hostile input: at most 100 sensors, names and units cut short; nil when it is not such a list.
    public static func readings(from payload: Data) -> [SensorReading]? {
        guard payload.count <= MQTTMessage.maximumPayload,
            let wire = try? JSONDecoder().decode([Wire].self, from: payload)
        else { return nil }
        return wire.prefix(100).map { entry in
            SensorReading(
                name: String(entry.name.prefix(64)), kind: SensorReading.Kind(rawValue: entry.kind ?? "") ?? .other,
                value: entry.value,
                unit: entry.unit.map { String($0.prefix(16)) },
                updatedAt: entry.updated_at.flatMap(PublisherStatus.parse),
                staleAfter: max(1, min(entry.stale_after_seconds ?? SensorDefinition.defaultStaleAfter, 30 * 86_400)),
                problem: entry.problem.map { String($0.prefix(200)) }, place: entry.place.map { String($0.prefix(64)) },
                role: entry.role.flatMap(SensorReading.Role.init(rawValue:)))
        }
    }

    private struct Wire: Decodable {
        var name: String
        var kind: String?
        var value: Double?
        var unit: String?
        var updated_at: String?
        var stale_after_seconds: Double?
        var problem: String?
        var place: String?
        var role: String?
    }
}
