import Foundation
import Testing

/// The mood journal's faces, symbols and bars follow the glyph set, and the Linux console gets ASCII unasked.
@Suite struct OneGlyphSetEndToEndTests {
    static func journalWithAMood() async throws -> URL {
        let home = try MoodEndToEndTests.home()
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "sunny", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base],
            environment: MoodEndToEndTests.environment(home))
        #expect(added.status == 0, "\(added.stderr)")
        return home
    }

    @Test(arguments: [["TERM": "linux"], ["WXDASH_ICONS": "ascii", "TERM": "xterm-256color"]])
    func asciiMoodListAndStats(_ extra: [String: String]) async throws {
        let home = try await Self.journalWithAMood()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = MoodEndToEndTests.environment(home).merging(extra) { $1 }
        let list = try await WxdashProcess.run(["mood", "list"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(":-) good"), "\(list.stdout)")
        let stats = try await WxdashProcess.run(["mood", "stats"], environment: environment)
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("#"), "\(stats.stdout)")
        for output in [list.stdout, stats.stdout] {
            #expect(output.unicodeScalars.allSatisfy { $0.value < 0x100 }, "\(output)")
        }
    }

    @Test func anyOtherTerminalKeepsTheUnicodeSetWhoseFacesAreNoEmoji() async throws {
        let home = try await Self.journalWithAMood()
        defer { try? FileManager.default.removeItem(at: home) }
        let list = try await WxdashProcess.run(
            ["mood", "list"],
            environment: MoodEndToEndTests.environment(home).merging(["TERM": "xterm-256color"]) { $1 })
        #expect(list.stdout.contains(":-) good"), "the default set's faces are in every font: \(list.stdout)")
        #expect(!list.stdout.contains("🙂"), "\(list.stdout)")
        let emoji = try await WxdashProcess.run(
            ["mood", "list", "--icons", "emoji"],
            environment: MoodEndToEndTests.environment(home).merging(["TERM": "xterm-256color"]) { $1 })
        #expect(emoji.stdout.contains("🙂 good"), "the emoji set keeps the emoji faces: \(emoji.stdout)")
        let chosen = try await WxdashProcess.run(
            ["now", "--demo", "--format", "line", "--icons", "unicode"], environment: ["TERM": "linux"])
        let ascii = try await WxdashProcess.run(["now", "--demo", "--format", "line"], environment: ["TERM": "linux"])
        #expect(chosen.stdout != ascii.stdout, "an explicit --icons beats the console's default")
    }

    /// `--icons` on `mood list` and `mood stats` themselves: ASCII faces, symbols and bars, and an explicit set
    /// beats both the Linux console's default and WXDASH_ICONS.
    @Test func theIconsFlagOnMoodListAndStats() async throws {
        let home = try await Self.journalWithAMood()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = MoodEndToEndTests.environment(home).merging(["TERM": "xterm-256color"]) { $1 }
        let list = try await WxdashProcess.run(["mood", "list", "--icons", "ascii"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(":-) good"), "\(list.stdout)")
        let stats = try await WxdashProcess.run(["mood", "stats", "--icons=ascii"], environment: environment)
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("#"), "\(stats.stdout)")
        for output in [list.stdout, stats.stdout] {
            #expect(output.unicodeScalars.allSatisfy { $0.value < 0x100 }, "\(output)")
        }
        let console = environment.merging(["TERM": "linux", "WXDASH_ICONS": "ascii"]) { $1 }
        let unicode = try await WxdashProcess.run(["mood", "list", "--icons", "emoji"], environment: console)
        #expect(unicode.stdout.contains("🙂 good"), "the flag beats TERM=linux and WXDASH_ICONS: \(unicode.stdout)")
        let unicodeStats = try await WxdashProcess.run(["mood", "stats", "--icons", "unicode"], environment: console)
        #expect(unicodeStats.stdout.contains("█"), "\(unicodeStats.stdout)")
        let wrong = try await WxdashProcess.run(["mood", "stats", "--icons", "wingdings"], environment: environment)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--icons 'wingdings' is not one of: "), "\(wrong.stderr)")
    }
}
