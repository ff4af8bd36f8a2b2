/// `wxdash completions bash|zsh|fish`: shell completion scripts made from the option table, so each command is
/// offered its own options and each option its own values (`now --format` has no csv; `mood list --format` has).
enum Completions {
    static let commands = ["now", "publish", "locate", "mood", "config", "help", "completions"]
    static let moodCommands = ["add", "list", "stats", "export", "delete"]
    static let configCommands = ["init", "show", "places"]
    static let helpTopics = ["now", "publish", "locate", "mood", "config"]
    static let shells = ["bash", "zsh", "fish"]

    static let usage = """
        Usage: wxdash completions bash|zsh|fish

        Prints the completion script for the shell, made from the same option table the commands read:
          bash   eval "$(wxdash completions bash)"       (in ~/.bashrc)
          zsh    eval "$(wxdash completions zsh)"        (in ~/.zshrc)
          fish   wxdash completions fish | source        (in ~/.config/fish/config.fish)

        """

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// Every option name `command` takes, as typed (`--city`, `-h`).
    static func flags(for command: OptionCommand) -> [String] {
        OptionTable.options(for: command).flatMap { option in
            ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
        }
    }

    /// The shell's word for a command's context: `dashboard`, `now`, `mood-list`.
    static func context(_ command: OptionCommand) -> String { command.rawValue }

    static var bash: String {
        var valueCases: [String] = []
        var optionCases: [String] = []
        for command in OptionCommand.allCases {
            for option in OptionTable.options(for: command) where option.takesValue {
                let reply =
                    option.placeholder == "FILE"
                    ? #"COMPREPLY=($(compgen -f -- "$cur"))"#
                    : option.name == "place"
                        ? #"local IFS=$'\n'; COMPREPLY=($(compgen -W "$(wxdash config places 2>/dev/null)" -- "$cur"))"#
                        : option.completions.isEmpty
                            ? "COMPREPLY=()"
                            : #"COMPREPLY=($(compgen -W "\#(option.completions.joined(separator: " "))" -- "$cur"))"#
                valueCases.append("        \"\(context(command)) --\(option.name)\") \(reply); return ;;")
            }
            optionCases.append(
                #"        \#(context(command))) COMPREPLY=($(compgen -W "\#(flags(for: command).joined(separator: " "))" -- "$cur")) ;;"#
            )
        }
        return """
            # bash completion for wxdash: eval "$(wxdash completions bash)"
            _wxdash() {
                local cur prev context
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                context=dashboard
                if [[ $COMP_CWORD -eq 1 && "$cur" != -* ]]; then
                    COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$cur"))
                    return
                fi
                if [[ $COMP_CWORD -ge 2 ]]; then
                    case "${COMP_WORDS[1]}" in
                        now|publish|locate) context="${COMP_WORDS[1]}" ;;
                        mood)
                            if [[ $COMP_CWORD -eq 2 ]]; then
                                COMPREPLY=($(compgen -W "\(moodCommands.joined(separator: " "))" -- "$cur"))
                                return
                            fi
                            context="mood-${COMP_WORDS[2]}" ;;
                        completions) [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")); return ;;
                        config) [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "\(configCommands.joined(separator: " "))" -- "$cur")); return ;;
                        help) [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "\(helpTopics.joined(separator: " "))" -- "$cur")); return ;;
                        -*) ;;
                        *) return ;;
                    esac
                fi
                case "$context $prev" in
            \(valueCases.joined(separator: "\n"))
                esac
                case "$context" in
            \(optionCases.joined(separator: "\n"))
                esac
            }
            complete -F _wxdash wxdash

            """
    }

    /// A zsh `_arguments` spec: `'--format[text …]:FORMAT:(text json)'`.
    static func zshSpec(_ option: OptionSpec) -> String {
        let description = option.summary
        let names = option.short.map { "'(-\($0) --\(option.name))'{-\($0),--\(option.name)}'" } ?? "'--\(option.name)"
        guard let placeholder = option.placeholder else { return "\(names)[\(description)]'" }
        let action =
            option.placeholder == "FILE"
            ? "_files"
            : option.name == "place"
                ? "{_wxdash_places}"
                : option.completions.isEmpty ? " " : "(\(option.completions.joined(separator: " ")))"
        return "\(names)[\(description)]:\(placeholder.filter { !":|".contains($0) }):\(action)'"
    }

    static var zsh: String {
        let cases = OptionCommand.allCases.map { command in
            let specs = OptionTable.options(for: command).map(zshSpec).joined(separator: " \\\n            ")
            return "    \(context(command)))\n        _arguments \\\n            \(specs) ;;"
        }.joined(separator: "\n")
        return """
            #compdef wxdash
            # zsh completion for wxdash: wxdash completions zsh > "${fpath[1]}/_wxdash"
            _wxdash_places() {
                local -a places
                places=("${(@f)$(wxdash config places 2>/dev/null)}")
                compadd -a places
            }
            _wxdash() {
                local context=dashboard
                if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                    _values command \(commands.joined(separator: " "))
                    return
                fi
                case $words[2] in
                    now|publish|locate) context=$words[2]; shift words; (( CURRENT-- )) ;;
                    mood)
                        if (( CURRENT == 3 )); then _values 'mood command' \(moodCommands.joined(separator: " ")); return; fi
                        context=mood-$words[3]; shift 2 words; (( CURRENT -= 2 )) ;;
                    completions) (( CURRENT == 3 )) && _values shell \(shells.joined(separator: " ")); return ;;
                    config) (( CURRENT == 3 )) && _values 'config command' \(configCommands.joined(separator: " ")); return ;;
                    help) (( CURRENT == 3 )) && _values command \(helpTopics.joined(separator: " ")); return ;;
                esac
                case $context in
            \(cases)
                esac
            }
            _wxdash "$@"

            """
    }

    /// The fish condition for a command's context.
    static func fishCondition(_ command: OptionCommand) -> String {
        switch command {
        case .dashboard: "not __fish_seen_subcommand_from \(commands.joined(separator: " "))"
        case .now, .publish, .locate: "__fish_seen_subcommand_from \(command.words[0])"
        case .moodAdd, .moodList, .moodStats, .moodExport:
            "__fish_seen_subcommand_from mood; and __fish_seen_subcommand_from \(command.words[1])"
        }
    }

    static var fish: String {
        var lines = [
            "# fish completion for wxdash: wxdash completions fish > ~/.config/fish/completions/wxdash.fish",
            "complete -c wxdash -f"
        ]
        lines += commands.map { "complete -c wxdash -n '__fish_use_subcommand' -a \($0)" }
        lines += moodCommands.map {
            "complete -c wxdash -n '__fish_seen_subcommand_from mood; and not __fish_seen_subcommand_from \(moodCommands.joined(separator: " "))' -a \($0)"
        }
        lines += configCommands.map { "complete -c wxdash -n '__fish_seen_subcommand_from config' -a \($0)" }
        lines += shells.map { "complete -c wxdash -n '__fish_seen_subcommand_from completions' -a \($0)" }
        for command in OptionCommand.allCases {
            for option in OptionTable.options(for: command) {
                let description = option.summary
                var line = "complete -c wxdash -n '\(fishCondition(command))' -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if option.placeholder == "FILE" {
                    line += " -r -F"
                } else if option.name == "place" {
                    line += " -x -a '(wxdash config places 2>/dev/null)'"
                } else if option.takesValue {
                    line += option.completions.isEmpty ? " -x" : " -x -a '\(option.completions.joined(separator: " "))'"
                }
                lines.append(line + " -d '\(description)'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
