/// `wxdash completions bash|zsh|fish`: shell completion scripts made from the same flag lists the parser uses.
enum Completions {
    static let commands = ["now", "locate", "mood", "config", "help", "completions"]
    static let moodCommands = ["add", "list", "stats", "export", "delete"]

    /// Every flag, with the values it takes when they are a fixed set.
    static var flags: [(name: String, values: [String])] {
        let choices: [String: [String]] = [
            "provider": ["open-meteo", "openweathermap"], "owm-api": ["free", "onecall"],
            "units": UnitChoice.System.allCases.map(\.rawValue), "clock": ["12", "24", "auto"], "temperature-unit": ["C", "F"],
            "wind-unit": ["km/h", "mph", "m/s", "kn"], "precip-unit": ["mm", "in"], "format": OutputFormat.allCases.map(\.rawValue),
            "icons": ["unicode", "ascii", "emoji", "nerd"], "theme": ["dark", "light"], "pages": ["now,forecast", "now,forecast,mood", "now,forecast,mood,places", "now", "forecast", "places"],
            "night": ["auto", "off", "22:00-07:00"], "shift": ["0", "10"],
            "log-level": ["error", "warning", "info", "debug"], "alerts": WeatherOptions.alertLevels.map(\.rawValue),
            "aqi": ["us", "european", "auto"],
        ]
        // `as` and `save` belong to `wxdash locate`.
        let valued = WeatherOptions.allValueOptions.union(["as"])
        let switches = ["demo", "offline", "all", "kiosk", "no-ip-locate", "no-alerts", "save", "help", "version"]
        return (valued.sorted() + switches).map { ($0, choices[$0] ?? []) }
    }

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    static var bash: String {
        let options = flags.map { "--\($0.name)" }.joined(separator: " ")
        let cases = flags.filter { !$0.values.isEmpty }.map { flag in
            "        --\(flag.name)) COMPREPLY=($(compgen -W \"\(flag.values.joined(separator: " "))\" -- \"$cur\")); return ;;"
        }.joined(separator: "\n")
        return """
            # bash completion for wxdash: eval "$(wxdash completions bash)"
            _wxdash() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases)
                    mood) COMPREPLY=($(compgen -W "\(moodCommands.joined(separator: " "))" -- "$cur")); return ;;
                    completions) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
                esac
                if [[ $COMP_CWORD -eq 1 && "$cur" != -* ]]; then
                    COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "\(options)" -- "$cur"))
                fi
            }
            complete -F _wxdash wxdash

            """
    }

    static var zsh: String {
        let specs = flags.map { flag in
            flag.values.isEmpty ? "    '--\(flag.name)[\(flag.name)]'" : "    '--\(flag.name)[\(flag.name)]:value:(\(flag.values.joined(separator: " ")))'"
        }.joined(separator: " \\\n")
        return """
            #compdef wxdash
            # zsh completion for wxdash: wxdash completions zsh > "${fpath[1]}/_wxdash"
            _arguments \\
                '1::command:(\(commands.joined(separator: " ")))' \\
            \(specs)

            """
    }

    static var fish: String {
        let commandLines = commands.map { "complete -c wxdash -n '__fish_use_subcommand' -a \($0)" }
        let moodLines = moodCommands.map { "complete -c wxdash -n '__fish_seen_subcommand_from mood' -a \($0)" }
        let flagLines = flags.map { flag in
            flag.values.isEmpty
                ? "complete -c wxdash -l \(flag.name)"
                : "complete -c wxdash -l \(flag.name) -x -a '\(flag.values.joined(separator: " "))'"
        }
        return (["# fish completion for wxdash: wxdash completions fish > ~/.config/fish/completions/wxdash.fish"]
            + commandLines + moodLines + flagLines).joined(separator: "\n") + "\n"
    }
}
