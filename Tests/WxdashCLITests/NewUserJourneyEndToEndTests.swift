import Foundation
import Testing

/// Issue 6's new user, in one go against a loopback server: find a place with `locate`, write the example
/// config with `config init`, save two places in it, check them with `config show`, then start the
/// dashboard and cycle between the places with Tab.
@Suite struct NewUserJourneyEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func locateSaveShowAndCycle() throws {
        let server = try FixtureServer([
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json")),
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")),
        ])
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-journey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: configHome) }
        let environment = [
            "XDG_CONFIG_HOME": configHome.path, "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path,
        ]

        let located = try WxdashProcess.run(["locate", "Kathmandu", "--geocoding-base", server.base], environment: environment)
        #expect(located.status == 0, "\(located.stderr)")
        let firstMatch = try #require(located.stdout.split(separator: "\n").first.map(String.init))
        #expect(firstMatch.hasPrefix("Kathmandu"), "\(located.stdout)")

        let initialised = try WxdashProcess.run(["config", "init"], environment: environment)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let file = configHome.appendingPathComponent("wxdash/config.toml")
        var config = try String(contentsOf: file, encoding: .utf8)
        config += """

            units = "metric"
            geocoding-base = "\(server.base)"

            [[places]]
            name = "Home"
            city = "Kathmandu"

            [[places]]
            name = "Cabin"
            lat = 61.1
            lon = 10.4

            """
        try config.write(to: file, atomically: true, encoding: .utf8)

        let shown = try WxdashProcess.run(["config", "show"], environment: environment)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("units = \"metric\"   # from the file"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Home"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Cabin"), "\(shown.stdout)")

        let dashboard = try DashboardInTmux(apiBase: server.base, arguments: [], config: config)
        let session = dashboard.session
        let home = try session.waitFor { ($0.contains("(1/2)") && $0.contains("Feels like")) || DashboardInTmux.exited($0) }
        #expect(home.contains("Kathmandu"), "the first saved place, found through the geocoder: \(home)")
        #expect(home.contains("(1/2)"), "\(home)")
        try session.press("Tab")
        let cabin = try session.waitFor { $0.contains("(2/2)") && $0.contains("Feels like") }
        #expect(cabin.contains("61.10°N 10.40°E"), "\(cabin)")
        try session.press("BTab")
        let back = try session.waitFor { $0.contains("(1/2)") }
        #expect(back.contains("Kathmandu"), "\(back)")
        try session.press("q")
        let shell = try session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
