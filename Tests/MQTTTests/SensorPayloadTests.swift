import Foundation
import Testing

@testable import MQTT

@Suite struct SensorPayloadTests {
    static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/recorded/mqtt-ha")

    func message(_ text: String) -> MQTTMessage { MQTTMessage(topic: "t", payload: Data(text.utf8)) }

    @Test func plainNumbersAndJSONFields() {
        #expect(SensorPayload.value(of: message("21.5"), field: nil) == .success(21.5))
        #expect(SensorPayload.value(of: message(" -3\n"), field: nil) == .success(-3))
        #expect(
            SensorPayload.value(of: message(#"{"temperature":21.5,"humidity":45}"#), field: "humidity") == .success(45))
        #expect(SensorPayload.value(of: message(#"{"temperature":"21.5"}"#), field: "temperature") == .success(21.5))
    }

    @Test func hostilePayloadsAreProblemsNotValues() {
        #expect(SensorPayload.value(of: message("nan"), field: nil) == .failure(.notANumber))
        #expect(SensorPayload.value(of: message("1e999"), field: nil) == .failure(.notFinite))
        #expect(SensorPayload.value(of: message("21.5; rm -rf"), field: nil) == .failure(.notANumber))
        #expect(
            SensorPayload.value(of: message(#"{"temperature":true}"#), field: "temperature")
                == .failure(.missingField("temperature")))
        #expect(
            SensorPayload.value(of: message(#"{"temperature":{"x":1}}"#), field: "temperature")
                == .failure(.missingField("temperature")))
        #expect(SensorPayload.value(of: message("[1,2]"), field: "temperature") == .failure(.notJSON))
        #expect(
            SensorPayload.value(of: message(String(repeating: "[", count: 60_000)), field: "temperature")
                == .failure(.notJSON))
        #expect(
            SensorPayload.value(of: MQTTMessage(topic: "t", payload: Data(), oversized: true), field: nil)
                == .failure(.oversized))
        #expect(
            SensorPayload.value(of: MQTTMessage(topic: "t", payload: Data(count: 70_000)), field: nil)
                == .failure(.oversized))
    }

    /// zigbee2mqtt's state payloads as recorded (../shared/fixtures/recorded/mqtt-ha), when that folder is here.
    @Test func zigbee2mqttRecordedStates() throws {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: Self.recorded, includingPropertiesForKeys: nil))?
            .filter { $0.lastPathComponent.hasPrefix("z2m_state") } ?? []
        guard !files.isEmpty else { return }
        for file in files {
            let payload = MQTTMessage(topic: "zigbee2mqtt/x", payload: try Data(contentsOf: file))
            let temperature = try SensorPayload.value(of: payload, field: "temperature").get()
            let humidity = try SensorPayload.value(of: payload, field: "humidity").get()
            #expect((-40...80).contains(temperature) && (0...100).contains(humidity), "\(file.lastPathComponent)")
            #expect(SensorPayload.value(of: payload, field: "co2") == .failure(.missingField("co2")))
        }
    }
}
