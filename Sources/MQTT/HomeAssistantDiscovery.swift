import Foundation
import WeatherKit

/// Home Assistant's MQTT discovery configs for one place: a retained message per entity at
/// `homeassistant/<component>/wxdash_<place>_<field>/config`, so the entities appear in Home Assistant by themselves.
///
/// Each sensor reads its value out of the place's forecast document with a `value_template` that renders `None`
/// (which Home Assistant shows as "unknown") wherever the document has `null`, never a template error. An entity is
/// available only while the publisher is online *and* the place's data is younger than `staleAfterSeconds`, and its
/// value expires `expireAfterSeconds` after the last message, so a place whose fetches keep failing greys out rather
/// than show hours-old values as current.
public struct HomeAssistantDiscovery: Sendable {
    public var prefix: String
    /// The place's topic level (`MQTTTopic.slug`).
    public var place: String
    /// The place's label, as a person reads it (`Vilnius`).
    public var label: String
    public var units: Units
    public var version: String
    /// How old the place's data may be (its status topic's `age_seconds`) before its entities are unavailable.
    public var staleAfterSeconds: Int
    /// Home Assistant's `expire_after`: a value not renewed in this time becomes unavailable.
    public var expireAfterSeconds: Int
    /// Home Assistant's discovery prefix.
    public var discoveryPrefix = "homeassistant"

    /// `refreshSeconds` is the publisher's refresh interval: data three intervals old means three failed fetches.
    public init(prefix: String, place: String, label: String, units: Units, version: String, refreshSeconds: Int = 900)
    {
        self.prefix = prefix
        self.place = place
        self.label = label
        self.units = units
        self.version = version
        let interval = max(refreshSeconds, 60)
        staleAfterSeconds = 3 * interval
        expireAfterSeconds = 3 * interval + 60
    }

    public var entities: [HomeAssistantEntity] {
        let temperature = units.temperature.rawValue
        let rain = units.precipitation.rawValue
        typealias Entity = HomeAssistantEntity
        return [
            Entity(
                field: "temperature", name: "Temperature", deviceClass: "temperature", unit: temperature,
                stateClass: "measurement", read: "current.temperature"),
            Entity(
                field: "feels_like", name: "Feels like", deviceClass: "temperature", unit: temperature,
                stateClass: "measurement", read: "current.feels_like"),
            Entity(
                field: "humidity", name: "Humidity", deviceClass: "humidity", unit: "%",
                stateClass: "measurement", read: "current.humidity"),
            Entity(
                field: "pressure", name: "Pressure", deviceClass: "atmospheric_pressure",
                unit: units.pressure.rawValue, stateClass: "measurement", read: "pressure.value", guarding: ["pressure"]
            ),
            Entity(
                field: "wind_speed", name: "Wind speed", deviceClass: "wind_speed", unit: units.windSpeed.rawValue,
                stateClass: "measurement", read: "current.wind_speed"),
            // An angle: statistics must not average 350° and 10° into 180°.
            Entity(
                field: "wind_direction", name: "Wind direction", deviceClass: "wind_direction", unit: "°",
                stateClass: "measurement_angle", read: "current.wind_direction"),
            Entity(
                field: "high_today", name: "High today", deviceClass: "temperature", unit: temperature,
                read: "today.high"),
            Entity(
                field: "low_today", name: "Low today", deviceClass: "temperature", unit: temperature,
                read: "today.low"),
            Entity(
                field: "precipitation_probability_today", name: "Chance of precipitation today", unit: "%",
                read: "today.precipitation_probability"),
            Entity(
                field: "precipitation_rest_of_today", name: "Precipitation rest of today",
                deviceClass: "precipitation", unit: rain, read: "today.precipitation_rest_of_day"),
            Entity(
                field: "precipitation_next_hour", name: "Precipitation next hour", deviceClass: "precipitation",
                unit: rain, read: "today.precipitation_next_hour"),
            Entity(
                field: "precipitation_past_hour", name: "Precipitation past hour", deviceClass: "precipitation",
                unit: rain, stateClass: "measurement", read: "today.precipitation_past_hour"),
            Entity(field: "uv_index", name: "UV index", stateClass: "measurement", read: "uv.index"),
            // A difference of temperatures: no temperature device class, which Home Assistant would convert as a reading
            // (+2 °C is +3.6 °F, not 35.6 °F).
            Entity(
                field: "departure_from_normal", name: "Departure from normal", unit: temperature,
                stateClass: "measurement",
                read: "today.departure_from_normal"),
            Entity(
                field: "air_quality", name: "Air quality index", deviceClass: "aqi", stateClass: "measurement",
                read: "air_quality.index", guarding: ["air_quality"]),
            Entity(field: "condition", name: "Condition", read: "current.condition"),
            Entity(field: "updated", name: "Data time", deviceClass: "timestamp", read: "source.fetched_at"),
            Entity.warning
        ]
    }

    public func topic(for entity: HomeAssistantEntity) -> String {
        "\(discoveryPrefix)/\(entity.component)/wxdash_\(place)_\(entity.field)/config"
    }

    /// The config document of one entity.
    public func config(for entity: HomeAssistantEntity) -> JSONValue {
        let stateTopic =
            entity.component == HomeAssistantEntity.binarySensor
            ? MQTTTopic.alerts(prefix: prefix, place: place) : MQTTTopic.forecast(prefix: prefix, place: place)
        var members: [(String, JSONValue)] = [
            ("name", .string(entity.name)),
            ("unique_id", .string("wxdash_\(place)_\(entity.field)")),
            ("object_id", .string("wxdash_\(place)_\(entity.field)")),
            ("state_topic", .string(stateTopic)),
            ("value_template", .string(entity.template))
        ]
        if let deviceClass = entity.deviceClass { members.append(("device_class", .string(deviceClass))) }
        if let unit = entity.unit { members.append(("unit_of_measurement", .string(unit))) }
        if let stateClass = entity.stateClass { members.append(("state_class", .string(stateClass))) }
        if let attributes = entity.attributesTemplate {
            members += [
                ("json_attributes_topic", .string(stateTopic)), ("json_attributes_template", .string(attributes))
            ]
        }
        members += [
            ("expire_after", .number(Double(expireAfterSeconds), decimals: 0)),
            ("availability_mode", .string("all")),
            (
                "availability",
                .array([
                    .object([
                        ("topic", .string(MQTTTopic.availability(prefix: prefix))),
                        ("payload_available", .string("online")),
                        ("payload_not_available", .string("offline"))
                    ]),
                    .object([
                        ("topic", .string(MQTTTopic.status(prefix: prefix, place: place))),
                        (
                            "value_template",
                            .string(
                                "{{ 'online' if value_json.age_seconds is number and value_json.age_seconds <= "
                                    + "\(staleAfterSeconds) else 'offline' }}")
                        ),
                        ("payload_available", .string("online")),
                        ("payload_not_available", .string("offline"))
                    ])
                ])
            ),
            (
                "device",
                .object([
                    ("identifiers", .array([.string("wxdash_\(place)")])),
                    ("name", .string("wxdash \(label)")),
                    ("manufacturer", .string("wxdash")),
                    ("model", .string("wxdash publish")),
                    ("sw_version", .string(version))
                ])
            ),
            ("origin", .object([("name", .string("wxdash")), ("sw", .string(version))]))
        ]
        return .object(members)
    }

    /// Every entity's config, retained.
    public var messages: [MQTTMessage] {
        entities.map { MQTTMessage(topic: topic(for: $0), text: config(for: $0).serialized(), retained: true) }
    }
}
