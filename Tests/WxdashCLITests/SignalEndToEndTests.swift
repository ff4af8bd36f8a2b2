import Foundation
import Testing

/// SIGTERM, SIGINT and SIGHUP sent to the running dashboard under tmux: during a fetch with the mood prompt
/// open, and just as a mood is written. Each time the exit status is 128+N, the shell gets its terminal
/// back, and the journal is whole (readable, and holding the mood entirely or not at all).
@Suite(.serialized) struct SignalEndToEndTests {
    static let signals: [(String, Int32)] = [("TERM", SIGTERM), ("INT", SIGINT), ("HUP", SIGHUP)]

    static func moods(in dashboard: DashboardInTmux) async throws -> [[String: Any]] {
        let listed = try await WxdashProcess.run(
            ["mood", "list", "--format", "json"], environment: ["XDG_DATA_HOME": dashboard.home.path])
        #expect(listed.status == 0, "the journal still opens: \(listed.stderr)")
        return try NowOpenMeteoEndToEndTests.json(listed.stdout)["moods"] as? [[String: Any]] ?? []
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable), arguments: signals)
    func duringAFetchWithTheMoodPromptOpen(name: String, signal: Int32) async throws {
        // The forecast never arrives while the test runs: the fetch is in flight throughout.
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"), delay: 30)
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3"])
        defer { dashboard.stop() }
        let session = dashboard.session
        let pid = try dashboard.pid()
        try session.press("m")
        let prompt = try await session.waitFor { $0.contains("How do you feel?") }
        #expect(prompt.contains("How do you feel?"), "\(prompt)")
        try session.press("2")
        try session.typeLiterally("half a thought")
        try await session.waitFor { $0.contains("half a thought") }

        kill(pid, signal)
        let shell = try await session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-\(128 + signal)"), "SIG\(name) ends it with 128+\(signal):\n\(shell)")
        #expect(!shell.contains("How do you feel?"), "the dashboard is gone from the screen")
        #expect(try await dashboard.terminalIsRestored(), "SIG\(name): echo and line editing are back on")
        await #expect(try Self.moods(in: dashboard).isEmpty, "an unfinished mood is not saved")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable), arguments: signals)
    func justAsAMoodIsWritten(name: String, signal: Int32) async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session
        let pid = try dashboard.pid()
        try await session.waitFor { $0.contains("Feels like") }
        try session.press("m")
        try await session.waitFor { $0.contains("How do you feel?") }
        try session.press("4")
        try session.press("Enter")
        kill(pid, signal)

        let shell = try await session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-\(128 + signal)"), "SIG\(name) ends it with 128+\(signal):\n\(shell)")
        #expect(try await dashboard.terminalIsRestored(), "SIG\(name): echo and line editing are back on")
        let moods = try await Self.moods(in: dashboard)
        #expect(moods.count <= 1)
        if let mood = moods.first {
            #expect(mood["level"] as? Int == 4, "a mood that was written is written whole: \(mood)")
        }
        let next = try await WxdashProcess.run(
            ["mood", "add", "3", "after SIG\(name)", "--offline"], environment: ["XDG_DATA_HOME": dashboard.home.path])
        #expect(next.status == 0, "the journal takes the next mood: \(next.stderr)")
    }
}
