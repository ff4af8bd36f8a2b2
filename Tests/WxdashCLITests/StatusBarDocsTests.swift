import Foundation
import Testing

@testable import WxdashCLI

/// What the status-bar options are, said the same way by `wxdash help now`, the completions, the man page and the README.
@Suite struct StatusBarDocsTests {
    static func file(_ path: String) throws -> String {
        try String(contentsOf: FixturePaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyPlaceSaysTheNewOptions() async throws {
        let help = try await WxdashProcess.run(["help", "now"]).stdout
        let page = try Self.file("Assets/wxdash.1")
        let readme = try Self.file("README.md")
        for flag in ["place", "icons", "template", "offline"] {
            #expect(help.contains("--\(flag)"), "help now lacks --\(flag)")
            #expect(page.contains("\\-\\-\(flag)"), "the man page lacks --\(flag)")
            #expect(readme.contains("`--\(flag)"), "the README lacks --\(flag)")
        }
        for word in ["waybar", "{rain_short}"] {
            #expect(help.contains(word), "help now lacks \(word)")
            #expect(readme.contains(word), "the README lacks \(word)")
        }
        #expect(page.contains("waybar"))
        for bar in ["waybar", "polybar", "i3blocks", "tmux"] {
            #expect(readme.contains("\(bar) (`~/"), "the README has no \(bar) snippet")
        }
    }

    @Test func completionsOfferExactlyTheFormatsNowTakes() async throws {
        let bash = try await WxdashProcess.run(["completions", "bash"]).stdout
        #expect(
            bash.contains(#""now --format") COMPREPLY=($(compgen -W "text json line waybar prometheus""#), "\(bash)")
        let csv = try await WxdashProcess.run(["now", "--format", "csv", "--demo"])
        #expect(csv.status == 2)
    }
}

/// `--pages` is declared once and said everywhere; bad lists are refused with the page names.
@Suite struct PagesOptionTests {
    @Test func pagesIsParsedAndDocumented() async throws {
        let help = try await WxdashProcess.run(["--help"]).stdout
        #expect(help.contains("--pages LIST"))
        #expect(try StatusBarDocsTests.file("Assets/wxdash.1").contains("\\-\\-pages"))
        #expect(try StatusBarDocsTests.file("README.md").contains("`--pages"))
        #expect(try await WxdashProcess.run(["completions", "fish"]).stdout.contains("-l pages"))
        let bad = try await WxdashProcess.run(["--pages", "now,weather", "--demo"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("now, forecast, radar, mood, places"), "\(bad.stderr)")
        let twice = try await WxdashProcess.run(["--pages", "now,now", "--demo"])
        #expect(twice.status == 2)
        let forNow = try await WxdashProcess.run(["now", "--pages", "now", "--demo"])
        #expect(forNow.stderr.contains("is for the dashboard"), "\(forNow.stderr)")
    }
}

/// Every option of the table is in the man page, the README and the completions; every setting in the example config.
@Suite struct EveryOptionIsDocumentedTests {
    @Test func everyOptionIsSaidEverywhere() async throws {
        let page = try StatusBarDocsTests.file("Assets/wxdash.1")
        let readme = try StatusBarDocsTests.file("README.md")
        let example = try StatusBarDocsTests.file("Assets/config.example.toml")
        let fish = try await WxdashProcess.run(["completions", "fish"]).stdout
        for option in OptionTable.all {
            #expect(
                page.contains("\\-\\-" + option.name.replacingOccurrences(of: "-", with: "\\-")),
                "the man page lacks --\(option.name)")
            #expect(readme.contains("--\(option.name)"), "the README lacks --\(option.name)")
            #expect(fish.contains("-l \(option.name)"), "the completions lack --\(option.name)")
        }
        for option in OptionTable.configurable where option.takesValue {
            #expect(example.contains("# \(option.name) = "), "the example config lacks \(option.name)")
        }
    }
}
