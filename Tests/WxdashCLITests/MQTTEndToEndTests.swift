import Foundation
import Testing

@testable import MQTT

/// `wxdash publish` and `wxdash now --source` through a real Mosquitto on loopback, against the loopback fixture
/// server speaking Open-Meteo. Skipped when the mosquitto binary is not installed.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
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
                stdout: .file(home.appendingPathComponent("stdout").path),
                stderr: .file(home.appendingPathComponent("stderr").path))
        }

        var stderr: String { (try? String(contentsOf: home.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        func end() {
            process.end()
            try? FileManager.default.removeItem(at: home)
        }
    }

    static func publisher(_ broker: MosquittoBroker, _ server: FixtureServer, _ extra: [String] = []) throws
        -> Publisher
    {
        try Publisher(
            [
                "--mqtt", "\(broker.url)/\(prefix)", "--city", "Kathmandu", "--api-base", server.base,
                "--geocoding-base", server.base,
                "--ip-locate-base", server.base, "--refresh", "1h", "--units", "metric"
            ] + extra)
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

        let direct = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(direct.status == 0, "\(direct.stderr)")
        // No place named: the publisher's first; and by name, as a saved place or --city would give it.
        for place in [[], ["--city", "Kathmandu"]] {
            let relayed = try await WxdashProcess.run(
                ["now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "json"] + place)
            #expect(relayed.status == 0, "\(relayed.stderr)")
            let (mine, theirs) = (try Self.json(relayed.stdout), try Self.json(direct.stdout))
            for key in [
                "location", "units", "current", "today", "daily", "hourly", "uv", "pressure", "source", "alerts"
            ] {
                #expect(
                    NSDictionary(dictionary: ["v": mine[key] as Any])
                        == NSDictionary(dictionary: ["v": theirs[key] as Any]), "\(key)")
            }
        }
        let line = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "line", "--template", "{temp}"
        ])
        #expect(line.stdout == "18°C\n", "\(line.stderr)")

        // Home Assistant's discovery configs are retained: a client that comes later finds them.
        let late = try await BrokerWatcher(broker)
        defer { late.close() }
        for field in ["temperature", "humidity", "pressure", "wind_speed", "precipitation_past_hour", "high_today"] {
            let config = try #require(
                await late.text(on: "homeassistant/sensor/wxdash_kathmandu_\(field)/config"), "\(field)")
            let object = try Self.json(config)
            #expect(object["state_topic"] as? String == "\(Self.prefix)/kathmandu/forecast")
            #expect(object["unique_id"] as? String == "wxdash_kathmandu_\(field)")
        }
        let warning = try Self.json(
            try #require(await late.text(on: "homeassistant/binary_sensor/wxdash_kathmandu_warning/config")))
        #expect(warning["state_topic"] as? String == "\(Self.prefix)/kathmandu/alerts")
        #expect(warning["device_class"] as? String == "safety")
        let status = try Self.json(try #require(await late.text(on: "\(Self.prefix)/kathmandu/status")))
        #expect(status["last_error"] is NSNull)
        #expect(status["age_seconds"] as? Int == 0)

        // SIGTERM: offline on the availability topic, and a clean exit.
        kill(publisher.process.pid, SIGTERM)
        #expect(await publisher.process.wait(seconds: 60) == 0, "\(publisher.stderr)")
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
        // A subscriber that stays through the restart: it reconnects and subscribes again by itself.
        let subscriber = try await BrokerWatcher(broker)
        defer { subscriber.close() }
        #expect(await subscriber.text(on: "\(Self.prefix)/places") != nil, "\(publisher.stderr)")
        #expect(await subscriber.text(on: "\(Self.prefix)/kathmandu/forecast") != nil)
        broker.stop()
        let gone = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--timeout", "1"])
        #expect(gone.status == 4)
        #expect(
            gone.stderr.contains("no MQTT broker answered at mqtt://127.0.0.1:\(broker.port)/\(Self.prefix)"),
            "\(gone.stderr)")
        try broker.start()
        #expect(
            await subscriber.text(on: "\(Self.prefix)/kathmandu/forecast", newer: true) != nil,
            "the subscriber got nothing after the restart")
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        #expect(await watcher.text(on: "\(Self.prefix)/kathmandu/forecast") != nil, "\(publisher.stderr)")
        #expect(await watcher.text(on: "\(Self.prefix)/status") == "online")
        let relayed = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "json"
        ])
        #expect(relayed.status == 0, "\(relayed.stderr)")
        #expect((try Self.json(relayed.stdout)["location"] as? [String: Any])?["name"] as? String == "Kathmandu")
        #expect(publisher.stderr.contains("trying again"))
    }

    @Test func wrongPasswordIsRefusedAndNeverShown() async throws {
        let broker = try MosquittoBroker(users: ["wx": "right-one"])
        defer { broker.remove() }
        let wrong = ["WXDASH_MQTT_USERNAME": "wx", "WXDASH_MQTT_PASSWORD": "not-the-one"]
        let now = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)"], environment: wrong)
        #expect(now.status == 11, "\(now.stderr)")
        #expect(now.stderr.contains("refused"), "\(now.stderr)")
        #expect(!now.stderr.contains("not-the-one"))
        let publish = try await WxdashProcess.run(
            ["publish", "--mqtt", "\(broker.url)/\(Self.prefix)", "--lat", "1", "--lon", "2"], environment: wrong)
        #expect(publish.status == 11, "\(publish.stderr)")
        #expect(!publish.stderr.contains("not-the-one"))
        // The right one from a private file: no forecast there yet, so the broker is reached and the place is missing.
        let file = broker.directory.appendingPathComponent("credentials")
        try "wx:right-one\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        let exposed = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--mqtt-credentials", file.path
        ])
        #expect(exposed.status == 2 && exposed.stderr.contains("chmod 600"), "\(exposed.stderr)")
        chmod(file.path, 0o600)
        let right = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Nowhere", "--mqtt-credentials", file.path,
            "--timeout", "1"
        ])
        #expect(
            right.status == 4 && right.stderr.contains("no forecast at \(Self.prefix)/nowhere/forecast"),
            "\(right.stderr)")
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
        let big = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Big"])
        #expect(big.status == 7 && big.stderr.contains("over 64 KiB"), "\(big.stderr)")
        for name in ["bad", "deep"] {
            let result = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", name]
            )
            #expect(result.status == 7 && result.stderr.contains("is not one wxdash can read"), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
        let list = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)"])
        #expect(list.status == 7 && list.stderr.contains("holds no list of places"), "\(list.stderr)")
    }

    @Test func badSourcesAreUsageErrors() async throws {
        for (value, words) in [
            ("http://x/y", "is not an MQTT address"), ("mqtt://u:p@127.0.0.1/x", "ps and in shell history"),
            ("mqtt://127.0.0.1/x,nowhere", "not a provider")
        ] {
            let result = try await WxdashProcess.run(["now", "--source", value])
            #expect(result.status == 2 && result.stderr.contains(words), "\(result.stderr)")
            #expect(!result.stderr.contains("u:p@"))
        }
        let offline = try await WxdashProcess.run(["now", "--source", "mqtt://127.0.0.1/x", "--offline"])
        #expect(offline.status == 2 && offline.stderr.contains("does not go with --offline"), "\(offline.stderr)")
        let none = try await WxdashProcess.run(["publish", "--lat", "1", "--lon", "2"])
        #expect(none.status == 2 && none.stderr.contains("--mqtt"), "\(none.stderr)")
    }
}

/// `[[sensors]]` at the publisher: a zigbee2mqtt-style JSON state and a plain number, published by a test client,
/// reach `now --source` as a line, a template field and JSON.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct MQTTSensorEndToEndTests {
    static let config = """
        [[sensors]]
        name = "Indoors"
        topic = "zigbee2mqtt/Living room"
        field = "temperature"
        kind = "temperature"
        [[sensors]]
        name = "Indoors"
        topic = "zigbee2mqtt/Living room"
        field = "humidity"
        kind = "humidity"
        [[sensors]]
        name = "Balcony"
        topic = "test/balcony"
        kind = "temperature"
        stale-after = "10m"

        """

    @Test func sensorsPublishedByAClientAppearInNow() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let config = broker.directory.appendingPathComponent("config.toml")
        try Self.config.write(to: config, atomically: true, encoding: .utf8)
        let publisher = try MQTTEndToEndTests.Publisher(
            [
                "--mqtt", "\(broker.url)/test", "--city", "Kathmandu", "--api-base", server.base, "--geocoding-base",
                server.base, "--refresh", "1h"
            ],
            environment: ["WXDASH_CONFIG": config.path])
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        // The relay's first document (no readings yet) says its subscriptions are in place.
        #expect(await watcher.text(on: "test/sensors") != nil, "\(publisher.stderr)")
        #expect(await watcher.text(on: "test/places") != nil, "\(publisher.stderr)")
        await watcher.publish(
            "zigbee2mqtt/Living room",
            Data(#"{"battery":100,"humidity":45.2,"linkquality":90,"temperature":21.5}"#.utf8), retained: false)
        await watcher.publish("test/balcony", Data("7.5".utf8), retained: false)
        let document = await watcher.text(on: "test/sensors") { $0.contains("21.5") && $0.contains("7.5") }
        #expect(document != nil, "\(publisher.stderr)")

        let source = ["now", "--source", "\(broker.url)/test"]
        let text = try await WxdashProcess.run(source)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Indoors 21.5° · 45 %\n"), "\(text.stdout)")
        #expect(text.stdout.contains("Balcony 7.5°\n"), "\(text.stdout)")
        let line = try await WxdashProcess.run(source + ["--template", "{temp} · {sensor:Indoors} · {sensor:nowhere}"])
        #expect(line.stdout == "18°C · 21.5° · 45 % · –\n", "\(line.stderr)")
        let json = try MQTTEndToEndTests.json(try await WxdashProcess.run(source + ["--format", "json"]).stdout)
        let sensors = try #require(json["sensors"] as? [[String: Any]])
        #expect(sensors.map { $0["name"] as? String } == ["Indoors", "Indoors", "Balcony"])
        #expect(sensors[0]["value"] as? Double == 21.5 && sensors[0]["kind"] as? String == "temperature")
        #expect(sensors[1]["value"] as? Double == 45.2 && sensors[1]["unit"] as? String == "%")
        #expect(sensors.allSatisfy { $0["stale"] as? Bool == false })

        // A malformed payload: the value is kept out, and the document says why.
        await watcher.publish("test/balcony", Data("warm".utf8), retained: false)
        #expect(await watcher.text(on: "test/sensors") { $0.contains("not a number") } != nil)
        // An hour and a half later on the reader's clock (the publisher's pinned clock has run on a few seconds since it
        // started), past Balcony's 10 minutes: it says it has been silent.
        let later = try await WxdashProcess.run(source, environment: ["WXDASH_NOW": String(TestClock.seconds + 5400)])
        #expect(later.stdout.contains("Balcony 7.5° (silent 1h)"), "\(later.stdout)")
    }

    /// `[mqtt] url = …` is `--mqtt`; the section takes nothing but url, credentials, ca, cert and key.
    @Test func theMQTTSectionOfTheConfig() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-mqtt-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.toml")
        let port = try MosquittoBroker.freePort()
        try "[mqtt]\nurl = \"mqtt://127.0.0.1:\(port)/from-config\"\n".write(
            to: config, atomically: true, encoding: .utf8)
        let result = try await WxdashProcess.run(
            ["publish", "--lat", "1", "--lon", "2", "--timeout", "1"], environment: ["WXDASH_CONFIG": config.path])
        #expect(
            result.status == 4
                && result.stderr.contains("no MQTT broker answered at mqtt://127.0.0.1:\(port)/from-config"),
            "\(result.stderr)")
        try "[mqtt]\nhost = \"x\"\n".write(to: config, atomically: true, encoding: .utf8)
        let wrong = try await WxdashProcess.run(
            ["publish", "--lat", "1", "--lon", "2"], environment: ["WXDASH_CONFIG": config.path])
        #expect(
            wrong.status == 2 && wrong.stderr.contains("only url, credentials, ca, cert and key in the [mqtt] section"),
            "\(wrong.stderr)")
    }

    @Test func badSensorTablesAreConfigErrors() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-sensors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (table, words) in [
            ("[[sensors]]\nname = \"A\"\n", "needs topic"),
            ("[[sensors]]\nname = \"A\"\ntopic = \"a/#\"\n", "without + or #"),
            ("[[sensors]]\nname = \"A\"\ntopic = \"a\"\nkind = \"mood\"\n", "kind = one of"),
            ("[[sensors]]\nname = \"A\"\ntopic = \"a\"\ncolour = \"red\"\n", "only name, topic"),
            ("[[sensors]]\nname = \"A\"\ntopic = \"a\"\nstale-after = \"soon\"\n", "stale-after"),
            ("[[sensors]]\nname = \"A\"\ntopic = \"a\"\nplace = \"\"\n", "place = the name of a saved place"),
            ("[[gadgets]]\nname = \"A\"\n", "only [[places]] and [[sensors]]")
        ] {
            let config = directory.appendingPathComponent("config.toml")
            try table.write(to: config, atomically: true, encoding: .utf8)
            let result = try await WxdashProcess.run(
                ["now", "--lat", "1", "--lon", "2", "--offline"], environment: ["WXDASH_CONFIG": config.path])
            #expect(result.status == 2 && result.stderr.contains(words), "\(table): \(result.stderr)")
        }
    }
}
