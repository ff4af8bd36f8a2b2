import Foundation
import Testing

/// The person's own sensors (`[[sensors]]`, heard on `[mqtt] url`'s broker) on the dashboard's Now page and kept
/// with moods, through a real Mosquitto on loopback: a test client publishes what zigbee2mqtt would.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct SensorsEndToEndTests {
    static let topic = "zigbee2mqtt/Living room"

    static func config(_ broker: MosquittoBroker) -> String {
        """
        [mqtt]
        url = "\(broker.url)/test"

        [[sensors]]
        name = "Indoors"
        topic = "\(topic)"
        field = "temperature"
        kind = "temperature"
        [[sensors]]
        name = "Indoors"
        topic = "\(topic)"
        field = "humidity"
        kind = "humidity"

        """
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theNowPageShowsASensorAndAMoodKeepsIt()
        async throws
    {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish(Self.topic, Data(#"{"temperature":21.5,"humidity":45}"#.utf8))
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"],
            config: Self.config(broker))
        defer { dashboard.stop() }
        let session = dashboard.session
        let page = try await session.waitFor {
            ($0.contains("Feels like") && $0.contains("Indoors 21.5° · 45 %")) || DashboardInTmux.exited($0)
        }
        #expect(page.contains("Indoors 21.5° · 45 %"), "\(page)")
        #expect(!page.contains("silent"), "\(page)")

        // A new reading is shown when it comes, without a key or a refresh.
        await watcher.publish(
            Self.topic, Data(#"{"temperature":22.25,"humidity":47,"battery":90}"#.utf8), retained: false)
        let later = try await session.waitFor {
            $0.contains("Indoors 22.2° · 47 %") || $0.contains("Indoors 22.3° · 47 %") || DashboardInTmux.exited($0)
        }
        #expect(later.contains("· 47 %"), "\(later)")

        // A hostile payload changes nothing shown and ends nothing.
        await watcher.publish(
            Self.topic, Data("{\"temperature\":\"\u{1b}[2J\",\"humidity\":1e999}".utf8), retained: false)
        try session.press("m")
        try await session.waitFor { $0.contains("How do you feel?") }
        try session.press("4")
        try session.press("Enter")
        let saved = try await session.waitFor { $0.contains("Saved mood #1 (good)") || DashboardInTmux.exited($0) }
        #expect(saved.contains("Saved mood #1 (good)"), "\(saved)")
        try session.press("q")
        try await session.waitFor(DashboardInTmux.exited)

        let listed = try await WxdashProcess.run(
            ["mood", "list", "--format", "json"], environment: ["XDG_DATA_HOME": dashboard.home.path])
        let mood = try #require(
            (try NowOpenMeteoEndToEndTests.json(listed.stdout)["moods"] as? [[String: Any]])?.first, "\(listed.stderr)")
        #expect(
            mood["indoor_temperature"] as? Double == 22.3 || mood["indoor_temperature"] as? Double == 22.2,
            "\(listed.stdout)")
        #expect(mood["indoor_humidity"] as? Double == 47, "\(listed.stdout)")
    }

    /// Sensors with no broker to hear them on: the dashboard says how to name one, once, and shows the weather.
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func sensorsWithoutABrokerAreExplained() async throws
    {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let config =
            "[[sensors]]\nname = \"Indoors\"\ntopic = \"\(Self.topic)\"\nfield = \"temperature\"\nkind = \"temperature\"\n"
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"], config: config)
        defer { dashboard.stop() }
        let page = try await dashboard.session.waitFor {
            $0.contains("sensors in the config are not shown") || DashboardInTmux.exited($0)
        }
        #expect(page.contains("[mqtt] url"), "\(page)")
        #expect(!page.contains("Indoors"), "\(page)")
    }

    /// `wxdash mood add` hears the retained readings on the config's broker and keeps the fresh ones with the mood;
    /// `mood stats` groups by them.
    @Test func moodAddKeepsTheIndoorReading() async throws {
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish(Self.topic, Data(#"{"temperature":21.5,"humidity":45,"linkquality":80}"#.utf8))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-sensor-mood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config.toml")
        try Self.config(broker).write(to: config, atomically: true, encoding: .utf8)
        let environment = ["WXDASH_CONFIG": config.path, "XDG_DATA_HOME": home.path]

        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "warm inside", "--offline", "--lat", "27.7", "--lon", "85.3"], environment: environment
        )
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("indoors 21.5 °C, 45 %"), "\(added.stdout)")
        let listed = try await WxdashProcess.run(["mood", "list", "--format", "json"], environment: environment)
        let mood = try #require(
            (try NowOpenMeteoEndToEndTests.json(listed.stdout)["moods"] as? [[String: Any]])?.first, "\(listed.stderr)")
        #expect(mood["indoor_temperature"] as? Double == 21.5, "\(listed.stdout)")
        #expect(mood["indoor_humidity"] as? Double == 45, "\(listed.stdout)")

        let stats = try await WxdashProcess.run(["mood", "stats", "--format", "json"], environment: environment)
        let bands = try #require(
            try NowOpenMeteoEndToEndTests.json(stats.stdout)["by_indoor_temperature"] as? [[String: Any]],
            "\(stats.stdout)")
        #expect(bands.first?["name"] as? String == "20–22 °C" && bands.first?["count"] as? Int == 1, "\(stats.stdout)")
        let text = try await WxdashProcess.run(["mood", "stats"], environment: environment)
        #expect(text.stdout.contains("By indoor temperature\n  20–22 °C"), "\(text.stdout)")

        // Without a broker that answers, the mood is saved all the same, without the reading.
        broker.stop()
        let alone = try await WxdashProcess.run(
            ["mood", "add", "3", "--offline", "--lat", "27.7", "--lon", "85.3"], environment: environment)
        #expect(alone.status == 0, "\(alone.stderr)")
        let both = try await WxdashProcess.run(["mood", "list", "--format", "json"], environment: environment)
        let newest = try #require((try NowOpenMeteoEndToEndTests.json(both.stdout)["moods"] as? [[String: Any]])?.first)
        #expect(newest["indoor_temperature"] is NSNull, "\(both.stdout)")
    }
}
