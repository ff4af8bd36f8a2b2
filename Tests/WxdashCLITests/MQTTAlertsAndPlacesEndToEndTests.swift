import Foundation
import Testing

/// A household on one broker: `wxdash publish` fetches two saved places (both under an NWS Wind Advisory) from a
/// loopback server, and displays with no places of their own follow it through a real Mosquitto: the warning in
/// the band, the `a` list and `now --source --format line`, Tab to the second place, `now --source --all`.
@Suite(
    .serialized, .enabled(if: MosquittoBroker.binary != nil, "mosquitto is not installed (Scripts/deps.sh test)"),
    .disabled(if: MosquittoBroker.underThreadSanitizer, "\(MosquittoBroker.skippedUnderThreadSanitizer)"))
struct MQTTAlertsAndPlacesEndToEndTests {
    static let prefix = "haus"
    static let start = DashboardAlertsTmuxEndToEndTests.start

    static let config = """
        [[places]]
        name = "Zuhause"
        lat = 40.71427
        lon = -74.00597
        country = "US"

        [[places]]
        name = "Oma"
        lat = 40.8
        lon = -73.9
        country = "US"

        """

    /// A Wind Advisory for five hours from the clock's start, for every point asked.
    static var nwsBody: String {
        let feature = DashboardAlertsTmuxEndToEndTests.feature(
            "Wind Advisory", severity: "Moderate", ends: start.addingTimeInterval(5 * 3600))
        return #"{"type":"FeatureCollection","features":[\#(feature)]}"#
    }

    static func server(alerts: FixtureServer.Route? = nil) throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": .init(
                body: try NowAlertsEndToEndTests.forecast(
                    timezone: "America/New_York", offset: DashboardAlertsTmuxEndToEndTests.newYorkOffset)),
            "/alerts/active": alerts ?? .init(body: Self.nwsBody, headers: ["Content-Type": "application/geo+json"])
        ])
    }

    /// `wxdash publish` with the two saved places in its config; `end()` it from a `defer`.
    final class Publisher {
        let process: SpawnedProcess
        let home: URL

        init(_ broker: MosquittoBroker, _ server: FixtureServer) throws {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-home-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: home.appendingPathComponent("config/wxdash"), withIntermediateDirectories: true)
            try MQTTAlertsAndPlacesEndToEndTests.config.write(
                to: home.appendingPathComponent("config/wxdash/config.toml"), atomically: true, encoding: .utf8)
            let arguments = [
                "--mqtt", "\(broker.url)/\(MQTTAlertsAndPlacesEndToEndTests.prefix)", "--api-base", server.base,
                "--alerts-base", server.base,
                "--refresh", "1h", "--units", "metric"
            ]
            process = try SpawnedProcess(
                [WxdashProcess.binary.path, "publish"] + arguments,
                environment: WxdashProcess.environment(home: home, arguments: arguments),
                stdout: .file(home.appendingPathComponent("stdout").path),
                stderr: .file(home.appendingPathComponent("stderr").path))
        }

        var stderr: String { (try? String(contentsOf: home.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        func end() {
            process.end()
            try? FileManager.default.removeItem(at: home)
        }
    }

    /// Waits until the publisher has left both places' forecasts on the broker.
    static func published(_ broker: MosquittoBroker, _ publisher: Publisher) async throws -> BrokerWatcher {
        let watcher = try await BrokerWatcher(broker)
        let places = await watcher.text(on: "\(prefix)/places", where: { $0.contains("oma") })
        #expect(
            places == #"[{"name":"Zuhause","topic":"zuhause"},{"name":"Oma","topic":"oma"}]"#, "\(publisher.stderr)")
        #expect(await watcher.text(on: "\(prefix)/oma/forecast") != nil, "\(publisher.stderr)")
        return watcher
    }

    @Test func nowSourceCarriesThePublishersAlertsAndAllItsPlaces() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await Self.published(broker, publisher)
        defer { watcher.close() }
        let source = "\(broker.url)/\(Self.prefix)"
        // `--alerts-base` only keeps the tests' WXDASH_NO_ALERTS away: nothing is fetched from it.
        let before = server.requests().count
        let line = try await WxdashProcess.run([
            "now", "--source", source, "--format", "line", "--alerts-base", server.base
        ])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasPrefix("⚠ Wind Advisory "), "\(line.stdout)")
        #expect(line.stdout.hasSuffix("Zuhause\n"), "\(line.stdout)")
        let json = try NowAlertsEndToEndTests.json(
            try await WxdashProcess.run([
                "now", "--source", source, "--place", "Oma", "--format", "json", "--alerts-base", server.base
            ]).stdout)
        #expect(json["alerts_source"] as? String == "nws")
        #expect((json["alerts"] as? [[String: Any]])?.first?["event"] as? String == "Wind Advisory")
        #expect((json["location"] as? [String: Any])?["name"] as? String == "Oma")
        let text = try await WxdashProcess.run(["now", "--source", source, "--alerts-base", server.base])
        #expect(text.stdout.contains("⚠ Wind Advisory (moderate) until "), "\(text.stdout)")
        // Off only when the person says so.
        let off = try await WxdashProcess.run(["now", "--source", source, "--format", "line", "--no-alerts"])
        #expect(!off.stdout.contains("⚠"), "\(off.stdout)")

        let all = try await WxdashProcess.run([
            "now", "--source", source, "--all", "--format", "line", "--alerts-base", server.base
        ])
        #expect(all.status == 0, "\(all.stderr)")
        let lines = all.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(all.stdout)")
        #expect(lines.first?.hasSuffix("Zuhause") == true && lines.last?.hasSuffix("Oma") == true, "\(all.stdout)")
        #expect(lines.allSatisfy { $0.hasPrefix("⚠ Wind Advisory ") }, "\(all.stdout)")
        #expect(server.requests().count == before, "the displays asked the provider nothing")
    }

    /// The publisher's alerts source failing: its displays say so rather than showing no warning as if none were out.
    @Test func aPublisherThatCouldNotFetchAlertsIsSaidSo() async throws {
        let server = try Self.server(alerts: .init(status: 503, body: "down"))
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await Self.published(broker, publisher)
        defer { watcher.close() }
        let line = try await WxdashProcess.run([
            "now", "--source", "\(broker.url)/\(Self.prefix)", "--format", "line", "--alerts-base", server.base
        ])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(!line.stdout.contains("⚠"), "\(line.stdout)")
        #expect(line.stderr.contains("The publisher could not fetch official alerts from"), "\(line.stderr)")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func aWallShowsTheWarningAndTabReachesTheSecondPlace()
        async throws
    {
        let server = try Self.server()
        defer { server.stop() }
        let broker = try MosquittoBroker()
        defer { broker.remove() }
        let publisher = try Publisher(broker, server)
        defer { publisher.end() }
        let watcher = try await Self.published(broker, publisher)
        defer { watcher.close() }
        let before = server.requests().count
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: ["--source", "\(broker.url)/\(Self.prefix)", "--alerts-base", server.base, "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session
        let banded = try await session.waitFor {
            ($0.contains("Wind Advisory") && $0.contains("Zuhause")) || DashboardInTmux.exited($0)
        }
        let top = banded.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(top.contains("⚠ Wind Advisory until "), "the publisher's warning in the band:\n\(banded)")
        #expect(banded.contains("Zuhause  (1/2)"), "\(banded)")

        try session.press("a")
        let list = try await session.waitFor { $0.contains("Official alerts") && $0.contains("What to do") }
        #expect(list.contains("Wind Advisory issued by NWS New York NY"), "\(list)")
        #expect(!list.contains("--no-alerts"), "\(list)")
        try session.press("Escape")
        _ = try await session.waitFor { !$0.contains("Official alerts") }

        try session.press("Tab")
        // Oma's warning comes with its own read from the broker, and the place's name is said in the top row for a
        // moment first: the warning must come, not be there in the first frame.
        let oma = try await session.waitFor {
            ($0.contains("Oma  (2/2)") && $0.contains("Feels like") && $0.contains("Wind Advisory"))
                || DashboardInTmux.exited($0)
        }
        #expect(oma.contains("Oma  (2/2)") && oma.contains("Wind Advisory"), "\(oma)")
        // The Places page: a card for each of the publisher's places, each with its warning.
        try session.press("4")
        let cards = try await session.waitFor {
            $0.contains("Places") && $0.components(separatedBy: "Updated").count >= 3
        }
        #expect(cards.contains("Zuhause") && cards.contains("Oma"), "\(cards)")
        #expect(cards.components(separatedBy: "Wind Advisory").count >= 3, "both cards carry the warning:\n\(cards)")
        #expect(server.requests().count == before, "the wall asked the provider nothing")
        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
