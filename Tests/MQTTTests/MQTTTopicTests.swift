import Foundation
import Testing

@testable import MQTT

@Suite struct MQTTTopicTests {
    @Test func slugsArePlainLowerCaseLevels() {
        #expect(MQTTTopic.slug("Vilnius") == "vilnius")
        #expect(MQTTTopic.slug("Home") == "home")
        #expect(MQTTTopic.slug("São Paulo, BR") == "sao-paulo-br")
        #expect(MQTTTopic.slug("  Köln / Bonn  ") == "koln-bonn")
        #expect(MQTTTopic.slug("a/+/#") == "a")
        #expect(MQTTTopic.slug("\u{1B}[31mRed\u{0}") == "31mred")
        #expect(MQTTTopic.slug("東京") == "place")
        #expect(MQTTTopic.slug(String(repeating: "x", count: 500)).count == 64)
    }

    @Test func addressesParse() throws {
        #expect(
            try MQTTEndpoint.parse("mqtt://127.0.0.1:1884/home/weather")
                == MQTTEndpoint(host: "127.0.0.1", port: 1884, prefix: "home/weather"))
        #expect(
            try MQTTEndpoint.parse("mqtt://broker.local")
                == MQTTEndpoint(host: "broker.local", port: 1883, prefix: "wxdash"))
        #expect(
            try MQTTEndpoint.parse("mqtts://broker.local/x/")
                == MQTTEndpoint(host: "broker.local", port: 8883, prefix: "x", tls: true))
        #expect(try MQTTEndpoint.parse("mqtt://[::1]:1900/w") == MQTTEndpoint(host: "::1", port: 1900, prefix: "w"))
    }

    @Test func badAddressesAreRefusedWithAReason() {
        for text in [
            "http://x/y", "mqtt://", "mqtt://host:0/x", "mqtt://host:99999", "mqtt://host/a/+/b", "mqtt://host/a//b",
            "mqtt://ho st/x", "mqtt://host/#"
        ] {
            #expect(throws: MQTTError.self, "\(text)") { try MQTTEndpoint.parse(text) }
        }
        // A password in the address would show in ps: refused, and the message does not repeat it whole.
        do {
            _ = try MQTTEndpoint.parse("mqtt://user:secret@host/x")
            Issue.record("a password in the address was taken")
        } catch {
            #expect(!error.message.contains("secret") && error.message.contains("mqtt://…@host/x"))
        }
    }

    @Test func credentialsComeFromTheEnvironmentOrAPrivateFile() throws {
        #expect(try MQTTCredentials.find(file: nil, environment: [:]) == nil)
        #expect(
            try MQTTCredentials.find(
                file: nil, environment: ["WXDASH_MQTT_USERNAME": "wx", "WXDASH_MQTT_PASSWORD": "pw"])
                == MQTTCredentials(username: "wx", password: "pw"))
        #expect(throws: MQTTError.self) {
            try MQTTCredentials.find(file: nil, environment: ["WXDASH_MQTT_PASSWORD": "pw"])
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-mqtt-cred-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try "wx:pa:ss\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        let found = try MQTTCredentials.find(file: file.path, environment: [:])
        #expect(found == MQTTCredentials(username: "wx", password: "pa:ss"))
        #expect(!"\(String(describing: found))".contains("pa:ss"))
        chmod(file.path, 0o644)
        #expect(throws: MQTTError.self) { try MQTTCredentials.find(file: file.path, environment: [:]) }
    }
}
