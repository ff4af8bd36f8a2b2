import Foundation
import Testing

/// `mqtts://` through a real Mosquitto on loopback that has a CA of its own and asks every client for a certificate
/// signed by it (made with openssl in the broker's folder). Skipped without mosquitto or openssl.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .enabled(if: TestCertificates.binary != nil, "openssl is not installed"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct MQTTTLSEndToEndTests {
    @Test func theBrokersCAAndAClientCertificateReachIt() async throws {
        let broker = try MosquittoBroker(tls: true)
        defer { broker.remove() }
        let files = try #require(broker.certificates)
        let now = ["now", "--source", "\(broker.url)/test", "--city", "Nowhere", "--timeout", "3"]
        let ca = ["--mqtt-ca", files.ca]
        let client = ["--mqtt-cert", files.clientCertificate, "--mqtt-key", files.clientKey]

        // Reached: the broker has no forecast for the place, which only a connected client can tell.
        let right = try await WxdashProcess.run(now + ca + client)
        #expect(right.status == 4 && right.stderr.contains("no forecast at test/nowhere/forecast"), "\(right.stderr)")

        let noCertificate = try await WxdashProcess.run(now + ca)
        #expect(noCertificate.status == 11, "\(noCertificate.stderr)")
        #expect(
            noCertificate.stderr.contains("TLS handshake") && noCertificate.stderr.contains("--mqtt-cert"),
            "\(noCertificate.stderr)")

        // Their own CA is not in the system's bundle.
        let noCA = try await WxdashProcess.run(now + client)
        #expect(noCA.status == 11, "\(noCA.stderr)")
        #expect(
            noCA.stderr.contains("certificate verify failed") && noCA.stderr.contains("--mqtt-ca"), "\(noCA.stderr)")

        let missing = try await WxdashProcess.run(now + ["--mqtt-ca", files.ca + ".gone"] + client)
        #expect(
            missing.status == 2 && missing.stderr.contains("Cannot read the MQTT CA file \(files.ca).gone"),
            "\(missing.stderr)")
        let half = try await WxdashProcess.run(now + ca + ["--mqtt-cert", files.clientCertificate])
        #expect(half.status == 2 && half.stderr.contains("--mqtt-key"), "\(half.stderr)")
        chmod(files.clientKey, 0o644)
        let exposed = try await WxdashProcess.run(now + ca + client)
        #expect(exposed.status == 2 && exposed.stderr.contains("chmod 600 \(files.clientKey)"), "\(exposed.stderr)")
        chmod(files.clientKey, 0o600)
        // The same files from the config's [mqtt] section.
        let config = broker.directory.appendingPathComponent("config.toml")
        try "[mqtt]\nca = \"\(files.ca)\"\ncert = \"\(files.clientCertificate)\"\nkey = \"\(files.clientKey)\"\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let configured = try await WxdashProcess.run(now, environment: ["WXDASH_CONFIG": config.path])
        #expect(
            configured.status == 4 && configured.stderr.contains("no forecast at test/nowhere/forecast"),
            "\(configured.stderr)")
        let plain = try await WxdashProcess.run(["now", "--source", "mqtt://127.0.0.1:\(broker.port)/test"] + ca)
        #expect(plain.status == 2 && plain.stderr.contains("mqtts://"), "\(plain.stderr)")
    }

    @Test func publishConnectsWithTheCAAndClientCertificate() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker(tls: true)
        defer { broker.remove() }
        let files = try #require(broker.certificates)
        let publisher = try MQTTEndToEndTests.publisher(
            broker, server,
            ["--mqtt-ca", files.ca, "--mqtt-cert", files.clientCertificate, "--mqtt-key", files.clientKey])
        defer { publisher.end() }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !publisher.stderr.contains("connected to \(broker.url)") {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(
            publisher.stderr.contains("connected to \(broker.url)/\(MQTTEndToEndTests.prefix)"), "\(publisher.stderr)")
        // What it published is there for a TLS client with the same files.
        var relayed = WxdashProcess.Result(status: -1, stdout: "", stderr: "")
        for _ in 0..<10 {
            relayed = try await WxdashProcess.run(
                [
                    "now", "--source", "\(broker.url)/\(MQTTEndToEndTests.prefix)", "--format", "line", "--template",
                    "{temp}", "--timeout", "5",
                    "--mqtt-ca", files.ca, "--mqtt-cert", files.clientCertificate, "--mqtt-key", files.clientKey
                ])
            if relayed.status == 0 { break }
            try await Task.sleep(for: .seconds(1))
        }
        #expect(relayed.status == 0 && relayed.stdout == "18°C\n", "\(relayed.stderr)")
    }
}
