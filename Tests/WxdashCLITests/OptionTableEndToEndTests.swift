import Foundation
import Testing

/// The option table as the commands apply it: each takes its own options, says whose another one is, and
/// answers a near miss with the option meant.
@Suite struct OptionTableEndToEndTests {
    @Test(arguments: [
        (["now", "--citty", "Paris"], "Unknown option '--citty'; did you mean --city? See 'wxdash help now'."),
        (
            ["mood", "add", "4", "--format", "json"],
            "--format is for 'wxdash now', 'wxdash locate', 'wxdash mood list', 'wxdash mood stats' and 'wxdash mood export', not 'wxdash mood add'."
        ),
        (
            ["locate", "Paris", "--units", "metric"],
            "--units is for the dashboard, 'wxdash now', 'wxdash publish', 'wxdash mood add', 'wxdash mood list', 'wxdash mood stats' and 'wxdash mood export', not 'wxdash locate'."
        ),
        (
            ["mood", "list", "--sinse", "2026-01-01"],
            "Unknown option '--sinse'; did you mean --since? See 'wxdash help mood'."
        ),
        (["mood", "stats", "--since", "2026-01-01"], "--since is for 'wxdash mood list', not 'wxdash mood stats'."),
        (["mood", "export", "--format", "text"], "--format 'text' is not one of: json, csv."),
        (["--kiosk=yes"], "--kiosk takes no value; write just --kiosk.")
    ])
    func eachCommandTakesItsOwnOptions(arguments: [String], message: String) async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await WxdashProcess.run(arguments, environment: MoodEndToEndTests.environment(home))
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr == "wxdash: \(message)\n")
        #expect(
            !FileManager.default.fileExists(atPath: home.appendingPathComponent("data/wxdash/journal.sqlite").path),
            "nothing was written")
    }

    /// `mood add --offline` keeps the mood with the cached weather or none, and never asks the server.
    @Test func moodAddOfflineAsksNoServer() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let added = try await WxdashProcess.run(
            ["mood", "add", "3", "quiet", "--offline", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base],
            environment: MoodEndToEndTests.environment(home))
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("without weather: --offline"), "\(added.stdout)")
        #expect(server.requests().isEmpty, "\(server.requests().map(\.path))")
    }

    @Test func helpAndVersionWhereverTheyAreAsked() async throws {
        let version = try await WxdashProcess.run(["--demo", "--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("wxdash "), "\(version.stderr)")
        let locate = try await WxdashProcess.run(["help", "locate"])
        for word in ["--save", "--as LABEL", "--format FORMAT", "--geocoding-base URL"] {
            #expect(locate.stdout.contains(word), "\(locate.stdout)")
        }
        #expect(try await WxdashProcess.run(["locate", "--help"]).stdout == locate.stdout)
        let listHelp = try await WxdashProcess.run(["mood", "list", "--help"])
        #expect(listHelp.status == 0 && listHelp.stdout.contains("Usage: wxdash mood COMMAND"), "\(listHelp.stderr)")
    }
}
