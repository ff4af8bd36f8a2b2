import Foundation
import Testing
import WeatherKit

@testable import MQTT

/// A broker that cannot be turned against its readers, and deadlines that hold with TLS (issue 43): through a real
/// Mosquitto on loopback, a silent peer and a peer that vanishes mid-read. The bounds on time are the commands'
/// own deadlines with wide margins: the regressions they guard against took 20–30 s.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct MQTTHardeningEndToEndTests {
    static let prefix = "test"

    static func timed(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
        result: WxdashProcess.Result, seconds: Double
    ) {
        let result = try await WxdashProcess.run(arguments, environment: environment)
        return (result, result.seconds)
    }

    /// A config file in a folder of its own; the folder is removed by the caller.
    static func config(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-mqtt-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The JSON document `now --format json` prints for the fixture's Kathmandu, as the publisher would send it.
    static func forecastDocument() async throws -> [String: Any] {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let direct = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(direct.status == 0, "\(direct.stderr)")
        return try MQTTEndToEndTests.json(direct.stdout)
    }

    // MARK: - Finding 2: deadlines that hold with TLS

    @Test func mqttsAgainstNothingAndASilentPeerKeepsTheTimeout() async throws {
        let silent = try LoopbackPeer(.silent)
        defer { silent.close() }
        let nothing = try MosquittoBroker.freePort()
        for port in [nothing, silent.port] {
            let (result, seconds) = try await Self.timed([
                "now", "--source", "mqtts://127.0.0.1:\(port)/\(Self.prefix)", "--timeout", "2"
            ])
            #expect(result.status == 4, "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "no MQTT broker answered at mqtts://127.0.0.1:\(port)/\(Self.prefix) within 2 s"),
                "\(result.stderr)")
            #expect(seconds < 2 + 3, "port \(port): \(seconds) s for a 2 s timeout")
        }
    }

    @Test func publishGivesUpOnADeadTLSBroker() async throws {
        let silent = try LoopbackPeer(.silent)
        defer { silent.close() }
        let (result, seconds) = try await Self.timed(
            [
                "publish", "--mqtt", "mqtts://127.0.0.1:\(silent.port)/\(Self.prefix)", "--lat", "1", "--lon", "2",
                "--timeout", "2"
            ])
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.contains("no MQTT broker answered"), "\(result.stderr)")
        #expect(seconds < 2 + 3, "\(seconds) s")
    }

    @Test func moodAddKeepsItsThreeSecondsWithASilentTLSBroker() async throws {
        let silent = try LoopbackPeer(.silent)
        defer { silent.close() }
        let config = try Self.config(
            """
            [mqtt]
            url = "mqtts://127.0.0.1:\(silent.port)/\(Self.prefix)"

            [[sensors]]
            name = "Indoors"
            topic = "home/indoors"
            kind = "temperature"

            """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let environment = ["WXDASH_CONFIG": config.path, "XDG_DATA_HOME": config.deletingLastPathComponent().path]
        let (result, seconds) = try await Self.timed(
            ["mood", "add", "4", "--offline", "--lat", "27.7", "--lon", "85.3"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(seconds < 3 + 3, "\(seconds) s")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func qEndsADashboardWhoseTLSBrokerIsSilent()
        async throws
    {
        let silent = try LoopbackPeer(.silent)
        defer { silent.close() }
        let dashboard = try await DashboardInTmux(
            apiBase: "http://127.0.0.1:9",
            arguments: ["--source", "mqtts://127.0.0.1:\(silent.port)/\(Self.prefix)", "--timeout", "30"])
        defer { dashboard.stop() }
        _ = try dashboard.pid()
        _ = try await dashboard.session.waitFor {
            $0.contains("Waiting") || $0.contains("q quit") || DashboardInTmux.exited($0)
        }
        try dashboard.session.press("q")
        // Watched from a thread of its own: the seconds are the dashboard's, not a busy test runner's.
        let ended = await dashboard.session.watch(seconds: 45) { DashboardInTmux.exited($0) }
        let screen = try #require(ended?.screen, "q did not end the dashboard")
        #expect(screen.contains("WXDASH-EXIT-0"), "\(screen)")
        #expect((ended?.seconds ?? 99) < 3, "q took \(ended?.seconds ?? 99) s")
    }

    // MARK: - Finding 3: one large retained message blocks no reader

    @Test func aHugeRetainedMessageHoldsNoReaderUp() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        let document = try await JSONSerialization.data(withJSONObject: try Self.forecastDocument())
        await watcher.publish("\(Self.prefix)/sensors", Data(repeating: UInt8(ascii: "x"), count: 20 * 1024 * 1024))
        await watcher.publish("\(Self.prefix)/kathmandu/forecast", document)
        let result = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Kathmandu", "--timeout", "5", "--format",
            "json"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            (try MQTTEndToEndTests.json(result.stdout)["location"] as? [String: Any])?["name"] as? String == "Kathmandu"
        )
    }

    // MARK: - Findings 4 and 5: a publisher that cannot flood its broker or overwrite its own places

    @Test func aSensorUnderThePublishersOwnPrefixIsRefused() async throws {
        let config = try Self.config(
            """
            [[sensors]]
            name = "Loop"
            topic = "\(Self.prefix)/sensors"
            kind = "temperature"

            """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await WxdashProcess.run(
            ["publish", "--mqtt", "mqtt://127.0.0.1:9/\(Self.prefix)", "--lat", "1", "--lon", "2"],
            environment: ["WXDASH_CONFIG": config.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "[[sensors]] 'Loop' listens to '\(Self.prefix)/sensors', a topic this publisher writes itself"),
            "\(result.stderr)")
    }

    @Test func placesWhoseTopicsCollideAreRefused() async throws {
        let config = try Self.config(
            """
            [[places]]
            name = "Vilnius"
            lat = 54.7
            lon = 25.3
            [[places]]
            name = "VILNIUS!"
            lat = 32.2
            lon = -110.9

            """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await WxdashProcess.run(
            ["publish", "--mqtt", "mqtt://127.0.0.1:9/\(Self.prefix)"], environment: ["WXDASH_CONFIG": config.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "'Vilnius' and 'VILNIUS!' would both be published at \(Self.prefix)/vilnius/forecast"),
            "\(result.stderr)")
    }

    // MARK: - Finding 6: a lost broker is told to the display

    @Test func aDisplaysSubscriptionHearsTheBrokerGo() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let subscription = try PublisherSubscription(
            endpoint: try MQTTEndpoint.parse("\(broker.url)/\(Self.prefix)"), credentials: nil, timeout: 1)
        defer { subscription.close() }
        let heard = AsyncStream<Bool>.makeStream()
        subscription.watchConnection { heard.continuation.yield($0) }
        _ = try? await subscription.read(label: "Nowhere")
        broker.stop()
        // The broker is gone at once here; a broker that vanishes silently is noticed within two keepalives (20 s).
        var lost = false
        for await event in heard.stream where event {
            lost = true
            break
        }
        #expect(lost)
    }

    // MARK: - Finding 12, the MQTT parts

    @Test func moodAddFallsBackToThePublishersRelayedSensors() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        let reading = SensorReading(
            name: "Indoors", kind: .temperature, value: 21.5, unit: "°C", updatedAt: TestClock.now)
        await watcher.publish(
            SensorDocument.topic(prefix: Self.prefix), Data(SensorDocument.json([reading]).serialized().utf8))
        let config = try Self.config("[mqtt]\nurl = \"\(broker.url)/\(Self.prefix)\"\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let environment = ["WXDASH_CONFIG": config.path, "XDG_DATA_HOME": config.deletingLastPathComponent().path]
        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "--offline", "--lat", "27.7", "--lon", "85.3"], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("indoors 21.5 °C"), "\(added.stdout)")
    }

    @Test func aStoppedPublisherWhoseBrokerIsGoneDoesNotClaimOffline() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try MQTTEndToEndTests.publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        #expect(await watcher.text(on: "\(Self.prefix)/places") != nil, "\(publisher.stderr)")
        watcher.close()
        broker.stop()
        kill(publisher.process.pid, SIGTERM)
        #expect(await publisher.process.wait(seconds: 60) == 0, "\(publisher.stderr)")
        #expect(!publisher.stderr.contains("says offline"), "\(publisher.stderr)")
        #expect(publisher.stderr.contains("was not set to offline"), "\(publisher.stderr)")
    }

    @Test func aWrongPasswordIsSaidOnceWithWhatToDo() async throws {
        let broker = try MosquittoBroker(users: ["wx": "right-one"])
        defer { broker.remove() }
        let wrong = ["WXDASH_MQTT_USERNAME": "wx", "WXDASH_MQTT_PASSWORD": "not-the-one"]
        let publish = try await WxdashProcess.run(
            ["publish", "--mqtt", "\(broker.url)/\(Self.prefix)", "--lat", "1", "--lon", "2"], environment: wrong)
        #expect(publish.status == 11, "\(publish.stderr)")
        #expect(!publish.stderr.contains("trying again"), "\(publish.stderr)")
        #expect(!publish.stderr.contains(".;"), "\(publish.stderr)")
        #expect(publish.stderr.components(separatedBy: "refused").count == 2, "said once: \(publish.stderr)")
        #expect(publish.stderr.contains("check the user name and password"), "\(publish.stderr)")
    }

    @Test func aBrokerThatGoesMidReadIsNamedAsSuch() async throws {
        let peer = try LoopbackPeer(.vanishing)
        defer { peer.close() }
        let result = try await WxdashProcess.run([
            "now", "--source", "\(peer.url)/\(Self.prefix)", "--city", "Kathmandu", "--timeout", "20"
        ])
        #expect(result.status == 4, "\(result.stderr)")
        #expect(
            result.stderr.contains("closed the connection before it sent \(Self.prefix)/kathmandu/forecast"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("no forecast at"), "\(result.stderr)")
    }

    @Test func anImpossibleUTCOffsetFromTheBrokerIsRefused() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        var document = try await Self.forecastDocument()
        var location = try #require(document["location"] as? [String: Any])
        location["utc_offset_seconds"] = -99_999_999_999
        document["location"] = location
        await watcher.publish("\(Self.prefix)/odd/forecast", try JSONSerialization.data(withJSONObject: document))
        let result = try await WxdashProcess.run(["now", "--source", "\(broker.url)/\(Self.prefix)", "--city", "Odd"])
        #expect(result.status == 7, "\(result.stderr)")
        #expect(result.stderr.contains("-99999999999 s, no place's UTC offset"), "\(result.stderr)")
        #expect(!result.stderr.contains("UTC-27777777"))
    }
}
