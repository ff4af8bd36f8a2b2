/// One command-line option, declared once: the parser, the help, the completions, the config's keys and the man
/// page's check all read it from `OptionTable`.
struct OptionSpec: Sendable, Equatable {
    var name: String
    /// A one-letter alias (`-h`).
    var short: Character?
    /// The value's placeholder in the help (`NAME`, `DURATION`); nil for a switch, which takes no value.
    var placeholder: String?
    var commands: Set<OptionCommand>
    /// The values it takes when they are a fixed set, as the parser accepts them.
    var choices: [String] = []
    /// Values the completions offer that are examples, not the whole set (`--pages now,forecast`).
    var examples: [String] = []
    /// The key in the config file (and `WXDASH_` + the key in capitals): nil when it cannot be set there.
    var configKey: String?
    /// What it does, in one sentence of the help (wrapped there to the width of the screen).
    var help: String
    var section: OptionSection
    /// What it sets in `WeatherOptions`; nil for an option its command reads itself.
    var setting: OptionSetting?

    /// One option is one entry: equal names, commands and sections are the same option.
    static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        (lhs.name, lhs.short, lhs.placeholder, lhs.configKey, lhs.help) == (
            rhs.name, rhs.short, rhs.placeholder, rhs.configKey, rhs.help
        )
            && lhs.commands == rhs.commands && lhs.choices == rhs.choices && lhs.section == rhs.section
    }

    var takesValue: Bool { placeholder != nil }

    /// `--city NAME` or `--demo`.
    var usage: String {
        "--\(name)" + (placeholder.map { " \($0)" } ?? "")
    }

    /// The help without its asides, up to 60 characters, for a shell's completion menu.
    var summary: String {
        var depth = 0
        var text = ""
        for character in help {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                if character == ";" || character == ":" { break }
                text.append(character)
            }
        }
        let words = text.split(separator: " ")
        var summary = ""
        for word in words where summary.count + word.count + 1 <= 60 {
            summary += (summary.isEmpty ? "" : " ") + word
        }
        return summary.filter { !"[]'\\`$\"".contains($0) }.replacingOccurrences(of: " ,", with: ",")
    }

    /// Every value the completions offer after it.
    var completions: [String] { choices + examples }

    /// An option with a value; `sets` reads it into `WeatherOptions` (nil: its command reads it itself).
    static func value(
        _ name: String, _ placeholder: String, for commands: Set<OptionCommand>, in section: OptionSection,
        choices: [String] = [], examples: [String] = [], config: Bool = true, _ help: String,
        sets: (@Sendable (inout WeatherOptions, String, OptionSpec) throws(UsageError) -> Void)? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, placeholder: placeholder, commands: commands, choices: choices, examples: examples,
            configKey: config ? name : nil, help: help, section: section,
            setting: sets.map { OptionSetting(action: .value($0)) })
    }

    /// A switch; `sets` turns it on in `WeatherOptions` (nil: its command reads it itself).
    static func toggle(
        _ name: String, short: Character? = nil, for commands: Set<OptionCommand>, in section: OptionSection,
        config: Bool = true, _ help: String,
        sets: (@Sendable (inout WeatherOptions) -> Void)? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, placeholder: nil, commands: commands, configKey: config ? name : nil, help: help,
            section: section,
            setting: sets.map { OptionSetting(action: .toggle($0)) })
    }
}
