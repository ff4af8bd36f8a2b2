import Foundation
import WeatherKit

/// Home Assistant's MQTT discovery configs for one place: a retained message per sensor at
/// `homeassistant/sensor/wxdash_<place>_<field>/config`, so the sensors appear in Home Assistant by themselves. Each
/// reads its value out of the place's forecast document with a `value_template`, is one device per place, and is
/// unavailable while the publisher's availability topic says `offline`.
public struct HomeAssistantDiscovery: Sendable {
    /// One sensor: its key in the topic and unique id, its name, and how Home Assistant reads and shows it.
    public struct Sensor: Sendable, Equatable {
        public var field: String
        public var name: String
        public var deviceClass: String?
        public var unit: String?
        /// The path in the forecast document (`current.temperature`).
        public var path: String
        public var measurement = true
    }

    public var prefix: String
    /// The place's topic level (`MQTTTopic.slug`).
    public var place: String
    /// The place's label, as a person reads it (`Vilnius`).
    public var label: String
    public var units: Units
    public var version: String
    /// Home Assistant's discovery prefix.
    public var discoveryPrefix = "homeassistant"

    public init(prefix: String, place: String, label: String, units: Units, version: String) {
        self.prefix = prefix
        self.place = place
        self.label = label
        self.units = units
        self.version = version
    }

    public var sensors: [Sensor] {
        [
            Sensor(field: "temperature", name: "Temperature", deviceClass: "temperature", unit: units.temperature.rawValue, path: "current.temperature"),
            Sensor(field: "feels_like", name: "Feels like", deviceClass: "temperature", unit: units.temperature.rawValue, path: "current.feels_like"),
            Sensor(field: "humidity", name: "Humidity", deviceClass: "humidity", unit: "%", path: "current.humidity"),
            Sensor(field: "pressure", name: "Pressure", deviceClass: "atmospheric_pressure", unit: units.pressure.rawValue, path: "pressure.value"),
            Sensor(field: "wind_speed", name: "Wind speed", deviceClass: "wind_speed", unit: units.windSpeed.rawValue, path: "current.wind_speed"),
            Sensor(field: "wind_direction", name: "Wind direction", deviceClass: nil, unit: "°", path: "current.wind_direction"),
            Sensor(field: "precipitation", name: "Precipitation", deviceClass: "precipitation", unit: units.precipitation.rawValue, path: "hourly[0].precipitation"),
            Sensor(field: "precipitation_probability", name: "Chance of precipitation", deviceClass: nil, unit: "%", path: "hourly[0].precipitation_probability"),
            Sensor(field: "uv_index", name: "UV index", deviceClass: nil, unit: nil, path: "uv.index"),
            Sensor(field: "air_quality", name: "Air quality index", deviceClass: "aqi", unit: nil, path: "air_quality.index"),
            Sensor(field: "condition", name: "Condition", deviceClass: nil, unit: nil, path: "current.condition", measurement: false),
        ]
    }

    public func topic(for sensor: Sensor) -> String {
        "\(discoveryPrefix)/sensor/wxdash_\(place)_\(sensor.field)/config"
    }

    /// The config document of one sensor.
    public func config(for sensor: Sensor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(sensor.name)),
            ("unique_id", .string("wxdash_\(place)_\(sensor.field)")),
            ("object_id", .string("wxdash_\(place)_\(sensor.field)")),
            ("state_topic", .string(MQTTTopic.forecast(prefix: prefix, place: place))),
            ("value_template", .string("{{ value_json.\(sensor.path) }}")),
        ]
        if let deviceClass = sensor.deviceClass { members.append(("device_class", .string(deviceClass))) }
        if let unit = sensor.unit { members.append(("unit_of_measurement", .string(unit))) }
        if sensor.measurement { members.append(("state_class", .string("measurement"))) }
        members += [
            ("availability", .array([.object([
                ("topic", .string(MQTTTopic.availability(prefix: prefix))),
                ("payload_available", .string("online")),
                ("payload_not_available", .string("offline")),
            ])])),
            ("device", .object([
                ("identifiers", .array([.string("wxdash_\(place)")])),
                ("name", .string("wxdash \(label)")),
                ("manufacturer", .string("wxdash")),
                ("model", .string("wxdash publish")),
                ("sw_version", .string(version)),
            ])),
            ("origin", .object([("name", .string("wxdash")), ("sw", .string(version))])),
        ]
        return .object(members)
    }

    /// Every sensor's config, retained.
    public var messages: [MQTTMessage] {
        sensors.map { MQTTMessage(topic: topic(for: $0), text: config(for: $0).serialized(), retained: true) }
    }
}
