import Dashboard
import Foundation
import Testing

@testable import WxdashCLI

/// The man page covers every key, WXDASH_ variable, file and the config format.
@Suite struct ManPageCoverageTests {
    static func page() throws -> String {
        let text = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/wxdash.1"), encoding: .utf8)
        return text.replacingOccurrences(of: "\\-", with: "-")
    }

    @Test func everyKeyOfTheKeyMap() throws {
        let page = try Self.page()
        for binding in KeyMap.bindings {
            #expect(page.contains(".B " + binding.label(asciiOnly: true) + "\n"), "\(binding.label(asciiOnly: true))")
            #expect(page.contains(binding.description), "\(binding.description)")
        }
    }

    /// Every WXDASH_ variable the sources read (not the C modules' include guards).
    @Test func everyEnvironmentVariable() throws {
        let page = try Self.page()
        let sources = FixturePaths.packageRoot.appendingPathComponent("Sources")
        var names: Set<String> = []
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let regex = try NSRegularExpression(pattern: "WXDASH_[A-Z][A-Z_]+")
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        #expect(names.contains("WXDASH_NOW") && names.contains("WXDASH_CONFIG"))
        for name in names {
            #expect(page.contains(name), "\(name)")
        }
        for setting in ConfigSources.knownKeys where !["api-key"].contains(setting) {
            #expect(page.contains("--" + setting), "--\(setting)")
        }
    }

    @Test func everyFileAndTheConfigFormat() throws {
        let page = try Self.page()
        for file in [
            "config.toml", "journal.sqlite", "cache.sqlite", "wxdash.log", "last-place.json", "[[places]]",
            "wxdash config init", "WXDASH_CONFIG"
        ] {
            #expect(page.contains(file), "\(file)")
        }
        #expect(page.contains(".SH ENVIRONMENT") && page.contains(".SH KEYS") && page.contains(".SH CONFIGURATION"))
    }

    /// Every option of the table, with its fixed values spelled out together (`unicode|ascii|emoji|nerd`, in any
    /// order), and every exit status in its section: the page fails this test when the table grows and it does not.
    @Test func everyOptionOfTheTableWithItsValuesAndEveryExitStatus() throws {
        let page = try Self.page()
        let regex = try NSRegularExpression(pattern: #"[A-Za-z0-9/._-]+(\|[A-Za-z0-9/._-]+)+"#)
        let valueSets = Set(
            regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap { match in
                Range(match.range, in: page).map { Set(page[$0].split(separator: "|").map(String.init)) }
            })
        for option in OptionTable.all {
            #expect(page.contains("--" + option.name), "--\(option.name)")
            if !option.choices.isEmpty {
                #expect(
                    valueSets.contains(Set(option.choices)), "--\(option.name) \(option.choices.joined(separator: "|"))"
                )
            }
        }
        let exitSection = try #require(page.components(separatedBy: ".SH EXIT STATUS").last)
        for status in ExitStatus.allCases {
            #expect(exitSection.contains("\(status.rawValue) "), "exit status \(status.rawValue)")
        }
    }
}
