import Foundation
import Testing

/// `--demo` tells one story (issue 37): `wxdash now --demo` moves the bundled sample to today and reads it at the
/// sample's time of day, as `wxdash --demo` does, so the two agree on the date and the rain; README's screen is
/// what `wxdash --demo` draws.
@Suite(.serialized) struct DemoAgreesEndToEndTests {
    /// Thu 3 Dec 2026, 12:00 UTC: three days after the sample's own Monday.
    static let thursday = "1796299200"
    /// Mon 30 Nov 2026, 10:30 in Berlin: the sample's own instant, the moment README's screen shows.
    static let sampleInstant = "1796031000"

    static func now(_ pinned: String, _ arguments: [String] = []) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            ["now", "--demo", "--units", "metric", "--clock", "24"] + arguments, environment: ["WXDASH_NOW": pinned])
    }

    /// `wxdash --demo` in a private tmux shell of `columns`×`rows` on the pinned clock, until its first page is drawn.
    static func dashboard(_ pinned: String, columns: Int = 100, rows: Int = 30, arguments: [String] = []) async throws
        -> String
    {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try await TmuxSession(
            columns: columns, rows: rows,
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "screen-256color",
                "XDG_CACHE_HOME": home.path,
                "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path,
                "no_proxy": "127.0.0.1,localhost",
                "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path, "WXDASH_NOW": pinned,
                "WXDASH_NO_ALERTS": "1"
            ])
        defer { session.stop() }
        try await session.waitFor { $0.contains("READY$") }
        try session.type(
            ([WxdashProcess.binary.path, "--demo", "--units", "metric", "--clock", "24"] + arguments).joined(
                separator: " ") + "; echo WXDASH-EXIT-$?")
        let screen = try await session.waitFor {
            ($0.contains("sample data") && $0.contains("Sunset")) || DashboardInTmux.exited($0)
        }
        try session.press("q")
        return screen
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func nowAndTheDashboardAgreeOnTheDateAndTheRain()
        async throws
    {
        let text = try await Self.now(Self.thursday)
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = try #require(lines.first)
        #expect(
            title.contains("Thu 3 Dec 10:30"), "the sample moved to the pinned day, at its own time of day: \(title)")
        #expect(!text.stdout.contains("No hourly forecast"), "\(text.stdout)")
        #expect(!text.stdout.contains("Mon 30 Nov"), "\(text.stdout)")
        // The outlook is the header's last line (conditions, high/low, humidity and wind before it).
        let rain = lines[4]
        #expect(rain.hasPrefix("Rain"), "\(text.stdout)")

        let screen = try await Self.dashboard(Self.thursday, columns: 120, rows: 30)
        #expect(screen.contains("Thu 3 Dec"), "\(screen)")
        // The dashboard's outlook is the same sentence, or its first spell where the line is narrower.
        let headline = rain.components(separatedBy: ", then").first ?? rain
        #expect(screen.contains(headline), "'\(headline)' from now --demo on the dashboard:\n\(screen)")
    }

    /// README's first screen is `wxdash --demo` at 100×17 at the sample's own instant. With
    /// `WXDASH_RECORD_SNAPSHOTS=1` the screen is written into README.md instead, to be read and committed by a person.
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func readmesScreenIsWhatTheDemoDraws() async throws {
        let file = FixturePaths.packageRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: file, encoding: .utf8)
        var blocks = readme.components(separatedBy: "```")
        try #require(blocks.count > 1)
        let documented = Self.trimmed(blocks[1])
        let screen = Self.trimmed(try await Self.dashboard(Self.sampleInstant, columns: 100, rows: 17))
        if ProcessInfo.processInfo.environment["WXDASH_RECORD_SNAPSHOTS"] == "1" {
            blocks[1] = "\n" + screen + "\n"
            try blocks.joined(separator: "```").write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            documented == screen, "README.md's first screen, then what wxdash --demo draws:\n\(documented)\n\n\(screen)"
        )
    }

    /// Lines without their trailing blanks, and no blank lines at either end.
    static func trimmed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        return lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
    }
}
