import Foundation
import Testing

/// `role = "outdoor"` through a real Mosquitto on loopback: a reading published to the station's topic replaces the
/// provider's current temperature and humidity (marked as the station's) in `now --source` and on the dashboard, and
/// the provider's come back once the station has been silent past its `stale-after`.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct OutdoorStationEndToEndTests {
    static let topic = "weewx/garden"

    static func sensors(staleAfter: String? = nil) -> String {
        let window = staleAfter.map { "stale-after = \"\($0)\"\n" } ?? ""
        return """
            [[sensors]]
            name = "Garden"
            topic = "\(topic)"
            field = "temperature"
            kind = "temperature"
            role = "outdoor"
            \(window)[[sensors]]
            name = "Garden"
            topic = "\(topic)"
            field = "humidity"
            kind = "humidity"
            role = "outdoor"
            \(window)
            """
    }

    @Test func aPublishedStationReadingIsTheCurrentOneAndSilenceFallsBack() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let config = broker.directory.appendingPathComponent("config.toml")
        try Self.sensors().write(to: config, atomically: true, encoding: .utf8)
        let publisher = try MQTTEndToEndTests.Publisher(
            [
                "--mqtt", "\(broker.url)/test", "--city", "Kathmandu", "--api-base", server.base, "--geocoding-base",
                server.base, "--refresh", "1h",
                "--units", "metric"
            ],
            environment: ["WXDASH_CONFIG": config.path])
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        #expect(await watcher.text(on: "test/sensors") != nil, "\(publisher.stderr)")
        #expect(await watcher.text(on: "test/kathmandu/forecast") != nil, "\(publisher.stderr)")
        let source = ["now", "--source", "\(broker.url)/test", "--units", "metric"]

        // Before the station speaks: the provider's.
        let before = try MQTTEndToEndTests.json(try await WxdashProcess.run(source + ["--format", "json"]).stdout)
        let providerCurrent = try #require(before["current"] as? [String: Any])
        #expect(providerCurrent["source"] as? String == "provider")
        let providerTemperature = try #require(providerCurrent["temperature"] as? Double)
        let providerHumidity = providerCurrent["humidity"] as? Double

        await watcher.publish(Self.topic, Data(#"{"temperature":-3.4,"humidity":91,"wind":2}"#.utf8), retained: false)
        #expect(
            await watcher.text(on: "test/sensors") { $0.contains("-3.4") && $0.contains(#""role":"outdoor""#) } != nil,
            "\(publisher.stderr)")

        let json = try MQTTEndToEndTests.json(try await WxdashProcess.run(source + ["--format", "json"]).stdout)
        let current = try #require(json["current"] as? [String: Any])
        #expect(current["temperature"] as? Double == -3.4, "\(current)")
        #expect(current["humidity"] as? Double == 91, "\(current)")
        #expect(current["source"] as? String == "station")
        #expect(current["provider_temperature"] as? Double == providerTemperature)
        #expect(current["provider_humidity"] as? Double == providerHumidity)
        #expect((current["station"] as? [String: Any])?["name"] as? String == "Garden", "\(current)")

        let text = try await WxdashProcess.run(source)
        #expect(text.stdout.contains("-3°C") && text.stdout.contains("· from your station (Garden)"), "\(text.stdout)")
        #expect(text.stdout.contains("Humidity 91%"), "\(text.stdout)")
        let line = try await WxdashProcess.run(source + ["--format", "line"])
        #expect(line.stdout.contains("-3°C⌂ Kathmandu"), "\(line.stdout)")
        let german = try await WxdashProcess.run(source + ["--ui-lang", "de"])
        #expect(german.stdout.contains("von deiner Wetterstation (Garden)"), "\(german.stdout)")

        // Two hours on, well past an outdoor station's 30 minutes (the reading is stamped by the publisher's clock,
        // which ran on while the machine was busy): the provider's values again, said as theirs.
        let later = try await WxdashProcess.run(
            source + ["--format", "json"], environment: ["WXDASH_NOW": String(TestClock.seconds + 2 * 3600)])
        let fallen = try #require(
            try MQTTEndToEndTests.json(later.stdout)["current"] as? [String: Any], "\(later.stderr)")
        #expect(fallen["source"] as? String == "provider", "\(fallen)")
        #expect(fallen["temperature"] as? Double == providerTemperature)
        let laterText = try await WxdashProcess.run(
            source, environment: ["WXDASH_NOW": String(TestClock.seconds + 2 * 3600)])
        #expect(!laterText.stdout.contains("from your station"), "\(laterText.stdout)")
        #expect(laterText.stdout.contains("Garden -3.4° · 91 % (silent"), "\(laterText.stdout)")
    }

    /// `wxdash mood add` hears the station's retained reading and keeps its temperature with the mood, saying whose it is.
    @Test func moodAddKeepsTheStationsTemperatureAndSaysSo() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        await watcher.publish(Self.topic, Data(#"{"temperature":-3.4,"humidity":91}"#.utf8))
        let home = broker.directory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config.toml")
        try ("lat = 27.7\nlon = 85.3\n\n[mqtt]\nurl = \"\(broker.url)/test\"\n\n" + Self.sensors()).write(
            to: config, atomically: true, encoding: .utf8)
        let environment = ["WXDASH_CONFIG": config.path, "XDG_DATA_HOME": home.path, "XDG_CACHE_HOME": home.path]

        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "--api-base", server.base, "--units", "metric"], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("-3°C") || added.stdout.contains("-3.4"), "\(added.stdout)")
        let listed = try await WxdashProcess.run(["mood", "list", "--format", "json"], environment: environment)
        let mood = try #require(
            (try NowOpenMeteoEndToEndTests.json(listed.stdout)["moods"] as? [[String: Any]])?.first, "\(listed.stderr)")
        let forecast = try #require(mood["forecast"] as? [String: Any], "\(listed.stdout)")
        #expect(forecast["temperature"] as? Double == -3.4, "\(forecast)")
        #expect(forecast["temperature_source"] as? String == "station", "\(forecast)")
        #expect(mood["indoor_temperature"] is NSNull, "an outdoor station is not the indoors: \(mood)")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theDashboardShowsTheStationAsItPublishes()
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
        let config = "[mqtt]\nurl = \"\(broker.url)/test\"\n\n" + Self.sensors()
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"], config: config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let provider = try await session.waitFor(seconds: 30) {
            $0.contains("Feels like") || DashboardInTmux.exited($0)
        }
        #expect(provider.contains("Garden – · – (no reading yet)"), "\(provider)")
        #expect(!provider.contains("from your station"), "\(provider)")

        // Retained: the reading reaches the dashboard however late its subscription gets to the broker.
        await watcher.publish(Self.topic, Data(#"{"temperature":-3.4,"humidity":91}"#.utf8))
        let station = try await session.waitFor(seconds: 30) {
            $0.contains("from your station") || DashboardInTmux.exited($0)
        }
        #expect(station.contains("Garden -3.4° · 91 % · from your station"), "\(station)")
        #expect(station.contains("Humidity 91%"), "\(station)")
        try session.press("q")
        try await session.waitFor(DashboardInTmux.exited)
    }
}
