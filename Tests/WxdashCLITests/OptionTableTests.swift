import Foundation
import Testing

@testable import WxdashCLI

/// One table of options: the parser, the help, the config's keys and the completions all follow it.
@Suite struct OptionTableTests {
    /// A value each option accepts, for the parser to take.
    static func sample(_ option: OptionSpec) -> String {
        if let first = option.choices.first ?? option.examples.first { return first }
        switch option.placeholder {
        case "DEGREES": return "10"
        case "URL": return "http://127.0.0.1:9"
        case "N": return "3"
        case "SECONDS": return "5"
        case "DURATION": return "10m"
        case "YYYY-MM-DD": return "2026-11-30"
        case "TEXT": return "{temp}"
        default: return "Paris"
        }
    }

    @Test func noCommandHasTwoOptionsOfOneName() {
        for command in OptionCommand.allCases {
            let names = OptionTable.options(for: command).map(\.name)
            #expect(Set(names).count == names.count, "\(command): \(names)")
        }
    }

    /// Every option the table gives a command is read for it, with a value exactly when it takes one.
    @Test(arguments: OptionCommand.allCases)
    func theReaderTakesEveryOptionOfItsCommandAndNoOther(command: OptionCommand) throws {
        for option in OptionTable.options(for: command) {
            let arguments = option.takesValue ? ["--\(option.name)", Self.sample(option)] : ["--\(option.name)"]
            let read = try OptionTable.read(arguments, for: command)
            #expect(read == [ParsedOption(spec: option, value: option.takesValue ? Self.sample(option) : nil)])
            if option.takesValue {
                #expect(throws: UsageError("--\(option.name) needs a value; see '\(command.helpCommand)'.")) {
                    try OptionTable.read(["--\(option.name)"], for: command)
                }
            } else {
                #expect(throws: UsageError("--\(option.name) takes no value; write just --\(option.name).")) {
                    try OptionTable.read(["--\(option.name)=1"], for: command)
                }
            }
        }
        let others = Set(OptionTable.all.map(\.name)).subtracting(OptionTable.options(for: command).map(\.name))
        for name in others {
            do {
                _ = try OptionTable.read(["--\(name)", "x"], for: command)
                Issue.record("--\(name) was taken by \(command)")
            } catch {
                #expect(error.message.hasPrefix("--\(name) is for "), "\(error.message)")
                #expect(error.message.hasSuffix("not \(command.displayName)."), "\(error.message)")
            }
        }
    }

    /// Each entry carries what it sets, so the parser has no list of names of its own; the options without a setting
    /// are exactly those a subcommand reads itself (locate's --save, --as and --format, mood list's --since, the
    /// journal commands' --format).
    @Test func onlyTheSubcommandsOwnOptionsHaveNoSetting() {
        let unset = OptionTable.all.filter { $0.setting == nil }.map {
            "\($0.name) \($0.commands.map(\.rawValue).sorted())"
        }
        #expect(
            Set(unset) == [
                "save [\"locate\"]", "as [\"locate\"]", "format [\"locate\"]", "since [\"mood-list\"]",
                "format [\"mood-list\"]",
                "format [\"mood-stats\"]", "format [\"mood-export\"]"
            ])
        #expect(throws: UsageError("--since is read by 'wxdash mood list' itself, not here; see 'wxdash help mood'.")) {
            try WeatherOptions.parse(["--since", "2026-01-01"], for: .moodList)
        }
    }

    @Test func aNearMissIsAnsweredWithTheOptionMeant() {
        #expect(throws: UsageError("Unknown option '--citty'; did you mean --city? See 'wxdash help now'.")) {
            try WeatherOptions.parse(["--citty", "Paris"], for: .now)
        }
        #expect(
            throws: UsageError(
                "Unknown option '--temprature-unit'; did you mean --temperature-unit? See 'wxdash --help'.")
        ) {
            try WeatherOptions.parse(["--temprature-unit", "F"], for: .dashboard)
        }
        #expect(throws: UsageError("Unknown option '--sinse'; did you mean --since? See 'wxdash help mood'.")) {
            try OptionTable.read(["--sinse", "2026-01-01"], for: .moodList)
        }
        #expect(throws: UsageError("Unknown option '--colour'; see 'wxdash help now' for the options.")) {
            try WeatherOptions.parse(["--colour"], for: .now)
        }
        #expect(throws: UsageError("--kiosk is for the dashboard, not 'wxdash now'.")) {
            try WeatherOptions.parse(["--kiosk"], for: .now)
        }
        #expect(
            OptionSuggestion.nearest(to: "temp", among: ["temperature-unit", "template", "timeout"]) == nil,
            "two names begin so")
        #expect(OptionSuggestion.nearest(to: "refr", among: ["refresh", "rotate"]) == "refresh")
    }

    @Test func theConfigKnowsExactlyTheTablesSettings() {
        let keys = Set(OptionTable.configurable.compactMap(\.configKey))
        #expect(ConfigSources.knownKeys == keys.union(["api-key"]))
        #expect(
            ConfigSources.switches == [
                "demo", "kiosk", "no-ip-locate", "no-alerts", "no-radar", "no-ensemble", "no-normals"
            ])
        for key in ["city", "units", "format", "template", "icons", "pages", "night", "alerts-base"] {
            #expect(keys.contains(key), "\(key)")
        }
        for key in ["offline", "save", "as", "since", "help", "version"] {
            #expect(!keys.contains(key), "\(key) is not a setting")
        }
    }

    /// A setting goes only to the commands whose option it is: `format = "json"` is `now`'s, not `mood list`'s.
    @Test func aSettingReachesOnlyItsCommands() {
        var sources = ConfigSources(path: "/nonexistent")
        sources.settings = [
            .init(key: "format", value: "json", source: .file), .init(key: "icons", value: "ascii", source: .file),
            .init(key: "kiosk", value: "true", source: .file), .init(key: "units", value: "uk", source: .file)
        ]
        #expect(sources.arguments(for: .now, before: []) == ["--format", "json", "--icons", "ascii", "--units", "uk"])
        #expect(sources.arguments(for: .dashboard, before: []) == ["--icons", "ascii", "--kiosk", "--units", "uk"])
        #expect(sources.arguments(for: .moodList, before: []) == ["--icons", "ascii", "--units", "uk"])
        #expect(
            sources.arguments(for: .moodStats, before: []) == ["--icons", "ascii", "--units", "uk"],
            "stats names its bands in the units")
        #expect(sources.arguments(for: .locate, before: []).isEmpty)
    }

    /// `--help` and `wxdash help COMMAND` list every option of the command, from the table.
    @Test func everyHelpListsItsCommandsOptions() {
        for option in OptionTable.options(for: .now) {
            #expect(HelpText.now.contains(option.usage), "help now lacks \(option.usage)")
        }
        for option in OptionTable.options(for: .dashboard)
        where !option.commands.contains(.now) && option.section == .dashboard {
            #expect(HelpText.tool.contains(option.usage), "--help lacks \(option.usage)")
        }
        for option in OptionTable.options(for: .locate) {
            #expect(LocateCommand.help.contains(option.usage), "help locate lacks \(option.usage)")
        }
        for command in [OptionCommand.moodList, .moodStats, .moodExport] {
            for option in OptionTable.options(for: command) where option.name != "help" {
                #expect(MoodCommand.help.contains("--\(option.name)"), "help mood lacks \(command) --\(option.name)")
            }
        }
        #expect(
            MoodCommand.help.contains(
                "stats [--format text|json] [--units auto|metric|imperial|uk] [--ui-lang CODE] [--icons"),
            "\(MoodCommand.help)")
        #expect(!HelpText.now.contains("--kiosk") && !HelpText.now.contains("--pages"))
    }

    @Test func theHelpWrapsToItsWidth() {
        let lists = OptionCommand.allCases.map { HelpText.optionList(for: $0) }.joined(separator: "\n")
        for line in lists.split(separator: "\n") {
            #expect(line.count <= HelpText.width, "\(line)")
        }
    }
}
