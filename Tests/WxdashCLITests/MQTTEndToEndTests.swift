import Foundation
import Testing
@testable import MQTT

/// `wxdash publish` and `wxdash now --source` through a real Mosquitto on loopback, against the loopback fixture
/// server speaking Open-Meteo. Skipped when the mosquitto binary is not installed.
@Suite(.serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"))
struct MQTTEndToEndTests {
    static let prefix = "test"

    /// `wxdash publish` in the background with its files under a home of its own; `end()` it from a `defer`.
    final class Publisher {
        let process: SpawnedProcess
        let home: URL

        init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-home-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let environment = WxdashProcess.environment(home: home, arguments: arguments, extra: extra)
            process = try SpawnedProcess(
                [WxdashProcess.binary.path, "publish"] + arguments, environment: environment,
                stdout: .file(home.appendingPathComponent("stdout").path), stderr: .file(home.appendingPathComponent("stderr").path))
        }

        var stderr: String { (try? String(contentsOf: home.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        func end() {
            process.end()
            try? FileManager.default.removeItem(at: home)
        }
    }

    static func publisher(_ broker: MosquittoBroker, _ server: FixtureServer, _ extra: [String] = []) throws -> Publisher {
        try Publisher(
            ["--mqtt", "\(broker.url)/\(prefix)", "--city", "Kathmandu", "--api-base", server.base, "--geocoding-base", server.base,
             "--ip-locate-base", server.base, "--refresh", "1h", "--units", "metric"] + extra)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func publisherToBrokerToNowSourceGivesTheSameDocument() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Self.publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        let places = try #require(await watcher.text(on: "\(Self.prefix)/places"), "\(publisher.stderr)")
        #expect(places == #"[{"name":"Kathmandu","topic":"kathmandu"}]"#)
        #expect(await watcher.text(on: "\(Self.prefix)/status") == "online")

        let direct = try NowOpenMeteoEndToEndTests.now(server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(direct.status == 0, "\(direct.stderr)")
        // No place named: the publisher's first; and by name, as a saved place or --city would give it.
        for place in [[], ["--city", "Kathmandu"]] {
            let relayed = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "json"] + place)
            #expect(relayed.status == 0, "\(relayed.stderr)")
            let (mine, theirs) = (try Self.json(relayed.stdout), try Self.json(direct.stdout))
            for key in ["location", "units", "current", "today", "daily", "hourly", "uv", "pressure", "source", "alerts"] {
                #expect(NSDictionary(dictionary: ["v": mine[key] as Any]) == NSDictionary(dictionary: ["v": theirs[key] as Any]), "\(key)")
            }
        }
        let line = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "line", "--template", "{temp}"])
        #expect(line.stdout == "18°\n", "\(line.stderr)")

        // Home Assistant's discovery configs are retained: a client that comes later finds them.
        let late = try await BrokerWatcher(broker)
        defer { late.close() }
        for field in ["temperature", "humidity", "pressure", "wind_speed", "precipitation"] {
            let config = try #require(await late.text(on: "homeassistant/sensor/wxdash_kathmandu_\(field)/config"), "\(field)")
            let object = try Self.json(config)
            #expect(object["state_topic"] as? String == "\(Self.prefix)/kathmandu/forecast")
            #expect(object["unique_id"] as? String == "wxdash_kathmandu_\(field)")
        }
        let status = try Self.json(try #require(await late.text(on: "\(Self.prefix)/kathmandu/status")))
        #expect(status["last_error"] is NSNull)
        #expect(status["age_seconds"] as? Int == 0)

        // SIGTERM: offline on the availability topic, and a clean exit.
        kill(publisher.process.pid, SIGTERM)
        #expect(publisher.process.wait(seconds: 60) == 0, "\(publisher.stderr)")
        #expect(await watcher.text(on: "\(Self.prefix)/status", where: { $0 == "offline" }) == "offline")
    }

    /// The broker restarts without persistence (its retained messages gone): the publisher reconnects by itself and
    /// publishes its retained state again, and a subscriber reads it as before.
    @Test func brokerRestartIsRecoveredByThePublisher() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Self.publisher(broker, server)
        defer { publisher.end() }
        do {
            let watcher = try await BrokerWatcher(broker)
            defer { watcher.close() }
            #expect(await watcher.text(on: "\(Self.prefix)/places") != nil, "\(publisher.stderr)")
        }
        broker.stop()
        let gone = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--timeout", "1"])
        #expect(gone.status == 4)
        #expect(gone.stderr.contains("no MQTT broker answered at mqtt://127.0.0.1:\(broker.port)/\(Self.prefix)"), "\(gone.stderr)")
        try broker.start()
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        #expect(await watcher.text(on: "\(Self.prefix)/kathmandu/forecast") != nil, "\(publisher.stderr)")
        #expect(await watcher.text(on: "\(Self.prefix)/status") == "online")
        let relayed = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "json"])
        #expect(relayed.status == 0, "\(relayed.stderr)")
        #expect((try Self.json(relayed.stdout)["location"] as? [String: Any])?["name"] as? String == "Kathmandu")
        #expect(publisher.stderr.contains("trying again"))
    }

    @Test func wrongPasswordIsRefusedAndNeverShown() async throws {
        let broker = try MosquittoBroker(users: ["wx": "right-one"])
        defer { broker.remove() }
        let wrong = ["WXDASH_MQTT_USERNAME": "wx", "WXDASH_MQTT_PASSWORD": "not-the-one"]
        let now = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)"], environment: wrong)
        #expect(now.status == 11, "\(now.stderr)")
        #expect(now.stderr.contains("refused"), "\(now.stderr)")
        #expect(!now.stderr.contains("not-the-one"))
        let publish = try WxdashProcess.run(["publish", "--mqtt", "\(broker.url)/\(Self.prefix)", "--lat", "1", "--lon", "2"], environment: wrong)
        #expect(publish.status == 11, "\(publish.stderr)")
        #expect(!publish.stderr.contains("not-the-one"))
        // The right one from a private file: no forecast there yet, so the broker is reached and the place is missing.
        let file = broker.directory.appendingPathComponent("credentials")
        try "wx:right-one\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        let exposed = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--mqtt-credentials", file.path])
        #expect(exposed.status == 2 && exposed.stderr.contains("chmod 600"), "\(exposed.stderr)")
        chmod(file.path, 0o600)
        let right = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Nowhere", "--mqtt-credentials", file.path, "--timeout", "1"])
        #expect(right.status == 4 && right.stderr.contains("no forecast at \(Self.prefix)/nowhere/forecast"), "\(right.stderr)")
    }

    @Test func oversizedAndMalformedPayloadsAreRefused() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish("\(Self.prefix)/big/forecast", Data(repeating: UInt8(ascii: "{"), count: 70_000))
        await watcher.publish("\(Self.prefix)/bad/forecast", Data(#"{"location": "\u001b[31m"#.utf8))
        await watcher.publish("\(Self.prefix)/deep/forecast", Data(String(repeating: "[", count: 60_000).utf8))
        await watcher.publish("\(Self.prefix)/places", Data("not a list".utf8))
        let big = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Big"])
        #expect(big.status == 7 && big.stderr.contains("over 64 KiB"), "\(big.stderr)")
        for name in ["bad", "deep"] {
            let result = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", name])
            #expect(result.status == 7 && result.stderr.contains("is not one wxdash can read"), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
        let list = try WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)"])
        #expect(list.status == 7 && list.stderr.contains("holds no list of places"), "\(list.stderr)")
    }

    @Test func badSourcesAreUsageErrors() throws {
        for (value, words) in [("http://x/y", "is not an MQTT address"), ("mqtt://u:p@127.0.0.1/x", "ps and in shell history"), ("mqtt://127.0.0.1/x,nowhere", "not a provider")] {
            let result = try WxdashProcess.run(["now", "--source", value])
            #expect(result.status == 2 && result.stderr.contains(words), "\(result.stderr)")
            #expect(!result.stderr.contains("u:p@"))
        }
        let none = try WxdashProcess.run(["publish", "--lat", "1", "--lon", "2"])
        #expect(none.status == 2 && none.stderr.contains("--mqtt"), "\(none.stderr)")
    }
}
