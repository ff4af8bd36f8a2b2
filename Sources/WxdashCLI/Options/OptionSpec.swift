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
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
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

    static func value(
        _ name: String, _ placeholder: String, for commands: Set<OptionCommand>, in section: OptionSection,
        choices: [String] = [], examples: [String] = [], config: Bool = true, _ help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, placeholder: placeholder, commands: commands, choices: choices, examples: examples,
            configKey: config ? name : nil, help: help, section: section)
    }

    static func toggle(
        _ name: String, short: Character? = nil, for commands: Set<OptionCommand>, in section: OptionSection, config: Bool = true, _ help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, placeholder: nil, commands: commands, configKey: config ? name : nil, help: help, section: section)
    }
}
