import Foundation
import Testing
import WeatherKit

@testable import MQTT

@Suite struct HomeAssistantDiscoveryTests {
    /// Home Assistant's abbreviations (used by OpenMQTTGateway) and the keys they stand for.
    static let abbreviations = [
        "stat_t": "state_topic", "uniq_id": "unique_id", "dev_cla": "device_class", "val_tpl": "value_template",
        "unit_of_meas": "unit_of_measurement", "avty": "availability", "dev": "device", "stat_cla": "state_class"
    ]

    static let discovery = HomeAssistantDiscovery(
        prefix: "wxdash", place: "vilnius", label: "Vilnius", units: Units(system: .metric), version: "1.2.3")

    func config(_ field: String) throws -> [String: Any] {
        let sensor = try #require(Self.discovery.entities.first { $0.field == field })
        return try #require(
            try JSONSerialization.jsonObject(with: Data(Self.discovery.config(for: sensor).serialized().utf8))
                as? [String: Any])
    }

    @Test func temperatureConfigSaysWhereAndHow() throws {
        let config = try config("temperature")
        #expect(
            Self.discovery.topic(for: Self.discovery.entities[0])
                == "homeassistant/sensor/wxdash_vilnius_temperature/config")
        #expect(config["state_topic"] as? String == "wxdash/vilnius/forecast")
        #expect(config["value_template"] as? String == "{{ value_json.current.temperature }}")
        #expect(config["device_class"] as? String == "temperature")
        #expect(config["unit_of_measurement"] as? String == "°C")
        #expect(config["unique_id"] as? String == "wxdash_vilnius_temperature")
        let availability = try #require(config["availability"] as? [[String: Any]])
        #expect(availability.first?["topic"] as? String == "wxdash/status")
        #expect(availability.first?["payload_not_available"] as? String == "offline")
        #expect(availability.last?["topic"] as? String == "wxdash/vilnius/status")
        #expect(config["availability_mode"] as? String == "all")
        #expect(config["expire_after"] as? Int == 3 * 900 + 60)
        let device = try #require(config["device"] as? [String: Any])
        #expect(device["identifiers"] as? [String] == ["wxdash_vilnius"])
    }

    @Test func everySensorHasAUniqueIDAndATopicOfItsOwn() {
        let messages = Self.discovery.messages
        #expect(messages.count == Self.discovery.entities.count)
        #expect(Set(messages.map(\.topic)).count == messages.count)
        #expect(messages.allSatisfy { $0.retained && $0.payload.count < 4096 })
        for field in ["temperature", "humidity", "pressure", "wind_speed", "precipitation_past_hour", "high_today"] {
            #expect(messages.contains { $0.topic == "homeassistant/sensor/wxdash_vilnius_\(field)/config" }, "\(field)")
        }
    }

    /// The recorded discovery configs of zigbee2mqtt and OpenMQTTGateway (../shared/fixtures/recorded/mqtt-ha, read
    /// from there, skipped when absent): each key they give a temperature sensor, ours gives too, with the same kind
    /// of value, and the same device class and unit.
    @Test func matchesTheRecordedDiscoveryConfigs() throws {
        let folder = SensorPayloadTests.recorded
        let files =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
            .filter { $0.lastPathComponent.hasPrefix("ha-discovery") } ?? []
        guard !files.isEmpty else { return }
        let ours = try config("temperature")
        for file in files {
            let raw = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let recorded = Dictionary(
                raw.map { (Self.abbreviations[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for key in [
                "state_topic", "unique_id", "device_class", "value_template", "unit_of_measurement", "device", "name"
            ] where recorded[key] != nil {
                #expect(ours[key] != nil, "\(file.lastPathComponent): \(key)")
                #expect(
                    type(of: ours[key] as Any) == type(of: recorded[key] as Any)
                        || (ours[key] is String) == (recorded[key] is String), "\(key)")
            }
            if let availability = recorded["availability"] as? [[String: Any]] {
                let mine = try #require(ours["availability"] as? [[String: Any]])
                #expect(Set(availability[0].keys).isSubset(of: Set(mine[0].keys).union(["value_template"])))
            }
            if let device = recorded["device"] as? [String: Any] {
                let mine = try #require(ours["device"] as? [String: Any])
                for key in ["identifiers", "name", "manufacturer", "model"] where device[key] != nil {
                    #expect(mine[key] != nil, "device.\(key)")
                }
            }
            #expect(recorded["device_class"] as? String == ours["device_class"] as? String)
            if let template = recorded["value_template"] as? String {
                #expect(
                    template.hasPrefix("{{ value_json.")
                        && (ours["value_template"] as? String)?.hasPrefix("{{ value_json.") == true)
            }
            // zigbee2mqtt writes °C; OpenMQTTGateway's record is mojibake of it (Â°C): ours is the proper one.
            if let unit = recorded["unit_of_measurement"] as? String {
                #expect(unit.hasSuffix("°C") && ours["unit_of_measurement"] as? String == "°C")
            }
        }
    }

    @Test func statusDocumentRoundTripsAndRefusesHostileOnes() throws {
        let status = PublisherStatus(
            place: "Vilnius", fetchedAt: Date(timeIntervalSince1970: 1_796_032_800),
            updatedAt: Date(timeIntervalSince1970: 1_796_033_100), lastError: "timed out")
        let read = try #require(PublisherStatus(payload: Data(status.json.serialized().utf8)))
        #expect(read == status)
        #expect(status.json.serialized().contains(#""age_seconds":300"#))
        #expect(PublisherStatus(payload: Data("{".utf8)) == nil)
        #expect(PublisherStatus(payload: Data(#"{"place":"x","updated_at":"yesterday"}"#.utf8)) == nil)
        #expect(
            PublishedPlaces(payload: Data(#"[{"name":"A","topic":"a/#"},{"name":"B","topic":"b"}]"#.utf8))?.entries == [
                .init(label: "B", topic: "b")
            ])
    }
}
