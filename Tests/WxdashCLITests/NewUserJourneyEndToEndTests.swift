import Foundation
import Testing

/// Issue 6's new user, in one go against a loopback server: write the example config with `config init`,
/// find a place and save it with `locate --save`, add a second by hand, check both with `config show`, then
/// start the dashboard and cycle between the places with Tab.
@Suite struct NewUserJourneyEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func locateSaveShowAndCycle() async throws {
        let server = try FixtureServer([
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json")),
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-journey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: configHome) }
        let environment = [
            "XDG_CONFIG_HOME": configHome.path,
            "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path
        ]

        let initialised = try await WxdashProcess.run(["config", "init"], environment: environment)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let file = configHome.appendingPathComponent("wxdash/config.toml")
        let example = try String(contentsOf: file, encoding: .utf8)
        try (example + "\nunits = \"metric\"\n").write(to: file, atomically: true, encoding: .utf8)

        let located = try await WxdashProcess.run(
            ["locate", "Kathmandu", "--save", "--as", "Home", "--geocoding-base", server.base], environment: environment
        )
        #expect(located.status == 0, "\(located.stderr)")
        let firstMatch = try #require(located.stdout.split(separator: "\n").first.map(String.init))
        #expect(firstMatch.hasPrefix("Kathmandu"), "\(located.stdout)")
        #expect(located.stderr.contains("saved Kathmandu"), "\(located.stderr)")
        #expect(located.stderr.contains("as place 1"), "\(located.stderr)")
        let again = try await WxdashProcess.run(
            ["locate", "Kathmandu", "--save", "--geocoding-base", server.base], environment: environment)
        #expect(again.stderr.contains("already saved, as place 1"), "\(again.stderr)")

        var config = try String(contentsOf: file, encoding: .utf8)
        #expect(config.hasPrefix(example), "the example's lines are all kept")
        config += "\n[[places]]\nname = \"Cabin\"\nlat = 61.1\nlon = 10.4\n"
        try config.write(to: file, atomically: true, encoding: .utf8)

        let shown = try await WxdashProcess.run(["config", "show"], environment: environment)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("units = \"metric\"   # from the file"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Home"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Cabin"), "\(shown.stdout)")

        let now = try await WxdashProcess.run(
            ["now", "--format", "line", "--template", "{name}", "--api-base", server.base], environment: environment)
        #expect(
            now.stdout == "Home\n",
            "with no place given, now takes the first saved place, by its name: \(now.stdout) \(now.stderr)")

        let dashboard = try await DashboardInTmux(apiBase: server.base, arguments: [], config: config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let home = try await session.waitFor {
            ($0.contains("(1/2)") && $0.contains("Feels like")) || DashboardInTmux.exited($0)
        }
        #expect(home.contains("Home  (1/2)"), "the place saved by locate, under its label: \(home)")
        #expect(home.contains("(1/2)"), "\(home)")
        try session.press("Tab")
        let cabin = try await session.waitFor { $0.contains("(2/2)") && $0.contains("Feels like") }
        #expect(cabin.contains("Cabin  (2/2)"), "a saved place shows its name: \(cabin)")
        #expect(cabin.contains("Cabin (2 of 2)"), "and a banner says where Tab went: \(cabin)")
        try session.press("BTab")
        let back = try await session.waitFor { $0.contains("(1/2)") }
        #expect(back.contains("Home  (1/2)"), "\(back)")
        try session.press("q")
        let shell = try await session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
