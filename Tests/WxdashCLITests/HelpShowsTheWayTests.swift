import Foundation
import Testing

/// A new user finds how to choose the place and use the journal from the help alone.
@Suite struct HelpShowsTheWayTests {
    @Test func theFirstScreenOfHelpShowsHowToChooseThePlace() async throws {
        let help = try await WxdashProcess.run(["--help"])
        let firstScreen = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).joined(
            separator: "\n")
        for way in ["--city", "--lat", "--lon", "--place", "locate", "config.toml", "config init"] {
            #expect(firstScreen.contains(way), "the first 24 lines lack \(way):\n\(firstScreen)")
        }
    }

    /// `--help` after any command prints that command's help (exit 0), as `help COMMAND` does.
    @Test(arguments: [
        (["config", "--help"], "Usage: wxdash config"), (["config", "show", "-h"], "Usage: wxdash config"),
        (["completions", "--help"], "Usage: wxdash completions"),
        (["help", "completions"], "Usage: wxdash completions"),
        (["help", "--help"], "--city"), (["mood", "delete", "--help"], "delete ID")
    ])
    func helpAfterAnyCommand(arguments: [String], saying: String) async throws {
        let result = try await WxdashProcess.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stdout.contains(saying), "\(arguments): \(result.stdout)")
    }

    /// The dashboard's own part of `--help` lists every option it takes beyond now's place, data and servers.
    @Test func theDashboardsHelpListsTheIconsAndTheHelpsAgreeWithWhatIsThere() async throws {
        let help = try await WxdashProcess.run(["--help"]).stdout
        let dashboard = try #require(help.range(of: "The dashboard takes")).upperBound
        let keys = try #require(help.range(of: "Keys in the dashboard")).lowerBound
        for option in ["--icons", "--theme", "--kiosk", "--demo"] {
            #expect(help[dashboard..<keys].contains(option), "\(option) missing from the dashboard's options")
        }
        let mood = try await WxdashProcess.run(["help", "mood"]).stdout
        #expect(
            !mood.contains("--format json')") && mood.contains("'wxdash mood list' shows"),
            "ids are shown by the text list")
        #expect(!mood.contains("rain"), "mood stats has no rain table")
        let now = try await WxdashProcess.run(["help", "now"]).stdout
        #expect(now.contains("or auto (default:") && !now.contains("us (default)"))
    }

    @Test func moodAloneShowsItsHelp() async throws {
        let alone = try await WxdashProcess.run(["mood"])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stderr.isEmpty)
        for word in ["1 awful", "5 great", "add LEVEL", "list", "stats", "export", "delete ID"] {
            #expect(alone.stdout.contains(word), "mood help lacks \(word)")
        }
        #expect(try await WxdashProcess.run(["help", "mood"]).stdout == alone.stdout)
    }

    @Test func anEmptyListSinceADaySaysSince() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = MoodEndToEndTests.environment(home)
        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "--lat", "27.7", "--lon", "85.3", "--api-base", "http://127.0.0.1:9"],
            environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        let later = try await WxdashProcess.run(["mood", "list", "--since", "2999-12-01"], environment: environment)
        #expect(later.status == 0)
        #expect(later.stdout.hasPrefix("No moods since Sun 1 Dec 2999"), "\(later.stdout)")
        let all = try await WxdashProcess.run(["mood", "list"], environment: environment)
        #expect(!all.stdout.contains("No moods"), "\(all.stdout)")
    }
}
