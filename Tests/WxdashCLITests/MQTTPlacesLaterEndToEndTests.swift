import Foundation
import Testing

/// The household's leftovers, through a real Mosquitto on loopback: a saved place's document names the region and
/// country its config gives (while displays still show it by its name alone), and a wall started while the broker is
/// away follows the publisher's places once the broker is there.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct MQTTPlacesLaterEndToEndTests {
    static let prefix = "haus"

    static let config = """
        [[places]]
        name = "Zuhause"
        lat = 40.71427
        lon = -74.00597
        country = "US"
        region = "New York"

        [[places]]
        name = "Oma"
        lat = 40.8
        lon = -73.9

        """

    static func publisher(_ broker: MosquittoBroker, _ server: FixtureServer, home: URL) throws
        -> MQTTEndToEndTests.Publisher
    {
        let config = home.appendingPathComponent("config.toml")
        try Self.config.write(to: config, atomically: true, encoding: .utf8)
        return try MQTTEndToEndTests.Publisher(
            [
                "--mqtt", "\(broker.url)/\(Self.prefix)", "--api-base", server.base, "--alerts-base", server.base,
                "--refresh", "1h", "--units", "metric"
            ],
            environment: ["WXDASH_CONFIG": config.path])
    }

    @Test func aSavedPlacesDocumentNamesItsRegionAndCountry() async throws {
        let server = try MQTTAlertsAndPlacesEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Self.publisher(broker, server, home: broker.directory)
        defer { publisher.end() }
        let watcher = try await BrokerWatcher(broker)
        defer { watcher.close() }
        let text = try #require(await watcher.text(on: "\(Self.prefix)/zuhause/forecast"), "\(publisher.stderr)")
        let location = try #require(try MQTTEndToEndTests.json(text)["location"] as? [String: Any])
        #expect(location["name"] as? String == "Zuhause")
        #expect(location["region"] as? String == "New York", "\(location)")
        #expect(location["country"] as? String == "United States", "\(location)")
        #expect(location["saved_place"] as? Bool == true)
        // A place whose config says neither keeps null: nothing is made up.
        let oma = try #require(await watcher.text(on: "\(Self.prefix)/oma/forecast"), "\(publisher.stderr)")
        let omaLocation = try #require(try MQTTEndToEndTests.json(oma)["location"] as? [String: Any])
        #expect(omaLocation["region"] is NSNull && omaLocation["country"] is NSNull, "\(omaLocation)")

        // A display shows the saved place by its name alone, as a fetching one does.
        let line = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "line", "--no-alerts"
        ])
        #expect(line.stdout.hasSuffix(" Zuhause\n"), "\(line.stdout)\(line.stderr)")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable))
    func aWallStartedWithoutTheBrokerFollowsThePlacesWhenItComes() async throws {
        let server = try MQTTAlertsAndPlacesEndToEndTests.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        broker.stop()
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: ["--source", "\(broker.url)/\(Self.prefix)", "--alerts-base", server.base, "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session
        // The start gives up on the places after 3 s and says the broker cannot be reached.
        let away = try await session.waitFor(seconds: 30) {
            $0.contains("cannot be reached") || DashboardInTmux.exited($0)
        }
        #expect(!DashboardInTmux.exited(away), "\(away)")

        try broker.start()
        let publisher = try Self.publisher(broker, server, home: broker.directory)
        defer { publisher.end() }
        // Within the client's reconnect (1 s doubling to 30 s) and the publisher's first fetch.
        let followed = try await session.waitFor(seconds: 60) {
            $0.contains("Zuhause  (1/2)") && $0.contains("Feels like") || DashboardInTmux.exited($0)
        }
        #expect(followed.contains("Zuhause  (1/2)"), "\(followed)\n\(publisher.stderr)")
        try session.press("Tab")
        let oma = try await session.waitFor(seconds: 20) { $0.contains("Oma  (2/2)") && $0.contains("Feels like") }
        #expect(oma.contains("Oma  (2/2)"), "\(oma)")
        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
