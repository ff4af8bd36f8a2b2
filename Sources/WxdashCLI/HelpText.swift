import Assets
import DisplayOptions
import WeatherKit

/// The words of `--help` and `wxdash help COMMAND`.
enum HelpText {
    static var exitStatuses: String {
        ExitStatus.allCases.map {
            "  \(String($0.rawValue).padding(toLength: 3, withPad: " ", startingAt: 0))\($0.meaning)"
        }
        .joined(separator: "\n")
    }

    /// Where the config file is looked for, as a person would type it.
    static let configPath = "~/.config/wxdash/config.toml"

    static var tool: String {
        """
        wxdash \(WeatherKitVersion.string) — a weather dashboard for the terminal.

        Choose the place (with none, it is found from your IP address):
          wxdash --city "Paris, FR"         by name, with a country or region to narrow it
          wxdash --lat 48.86 --lon 2.35     by coordinates
          wxdash locate Paris --save --as Home, then wxdash --place Home
                                    saved places; the dashboard's Tab (and --rotate) cycles them, and
                                    with two or more its Places page (4) shows them all as cards
          city = "Paris, FR" in \(configPath)
                                    the default for every command ('wxdash config init' writes one)

        Usage:
          wxdash [OPTIONS]          the full-screen dashboard
          wxdash now [OPTIONS]      print the forecast for one place and exit (--all: every saved place)
          wxdash publish --mqtt mqtt://HOST/PREFIX
                                    fetch for every display: publish to an MQTT broker, with Home
                                    Assistant discovery ('wxdash help publish'); displays read it
                                    with --source mqtt://HOST/PREFIX
          wxdash locate NAME        list the places a name may mean, with coordinates
                                    (--save [--as LABEL] keeps the first in the config file)
          wxdash completions SHELL  completion script for bash, zsh or fish
          wxdash config init|show   write a commented config file, or show the settings in force
                                    (init --print writes the example to stdout)
          wxdash mood add LEVEL [COMMENT] | list | stats | export | delete ID
                                    the mood journal, each mood with its weather
          wxdash help [COMMAND]     show help for wxdash or a command
          wxdash --version          print the version and the git commit it was built from

        The dashboard takes the place, data and server options of 'wxdash help now', and:
        \(optionList(for: .dashboard, in: [.offline, .output, .dashboard], headings: false))
        Colours follow the terminal (256, 16 or 8) and are off when NO_COLOR is set.

        Keys in the dashboard (? shows them there too):
        \(keys)

        Exit status:
        \(exitStatuses)

        """
    }

    static var now: String {
        """
        Usage: wxdash now [OPTIONS]

        Prints the current weather, the next 24 hours and the next days for one place.

        \(optionList(for: .now))

        Exit status:
        \(exitStatuses)

        """
    }

    /// The column an option's description starts in, and the width the help is wrapped to.
    static let descriptionColumn = 26
    static let width = 102

    /// `command`'s options from the option table, under their sections' headings (`headings` false: one list),
    /// each with its description wrapped to the help's width.
    static func optionList(
        for command: OptionCommand, in sections: [OptionSection] = OptionSection.allCases, headings: Bool = true
    ) -> String {
        let options = OptionTable.options(for: command)
        var blocks: [String] = []
        for section in sections {
            let listed = options.filter { $0.section == section }
            guard !listed.isEmpty else { continue }
            let lines = listed.flatMap(item)
            blocks.append(((headings ? [section.heading] : []) + lines).joined(separator: "\n"))
        }
        return blocks.joined(separator: headings ? "\n\n" : "\n")
    }

    /// `  --city NAME             a place name…`, wrapped; a long usage puts the description on the next line.
    static func item(_ option: OptionSpec) -> [String] {
        let usage = "  " + (option.short.map { "-\($0), " } ?? "") + option.usage
        let indent = String(repeating: " ", count: descriptionColumn)
        var lines = wrap(option.help, width: width - descriptionColumn).map { indent + $0 }
        if usage.count + 2 <= descriptionColumn, let first = lines.first {
            lines[0] =
                usage.padding(toLength: descriptionColumn, withPad: " ", startingAt: 0)
                + first.dropFirst(descriptionColumn)
        } else {
            lines.insert(usage, at: 0)
        }
        return lines
    }

    /// Words in lines of at most `width` characters (a longer word has a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `[--since YYYY-MM-DD] [--format text|json|csv] …`: `command`'s options for a usage line, its own ones first,
    /// fixed choices spelled out.
    static func synopsis(for command: OptionCommand) -> String {
        let options = OptionTable.options(for: command).filter { $0.name != "help" }
        let own = options.filter { $0.commands == [command] } + options.filter { $0.commands != [command] }
        return own.map { option in
            let value = option.choices.isEmpty ? option.placeholder : option.choices.joined(separator: "|")
            return "[--\(option.name)" + (value.map { " \($0)" } ?? "") + "]"
        }.joined(separator: " ")
    }
}
