/// Walks command-line arguments: `--name value`, `--name=value`, `-h`, positionals, and `--` to end options.
struct ArgumentScanner {
    enum Token: Equatable {
        case option(name: String, inlineValue: String?)
        case positional(String)
    }

    private var arguments: ArraySlice<String>
    private var optionsEnded = false

    init(_ arguments: [String]) {
        self.arguments = arguments[...]
    }

    mutating func next() -> Token? {
        guard let argument = arguments.popFirst() else { return nil }
        if optionsEnded { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return next()
        }
        if argument.hasPrefix("--"), argument.count > 2 {
            let body = argument.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                return .option(name: String(body[..<equals]), inlineValue: String(body[body.index(after: equals)...]))
            }
            return .option(name: String(body), inlineValue: nil)
        }
        if argument.hasPrefix("-"), argument.count == 2, let letter = argument.last, letter.isLetter {
            return .option(name: String(letter), inlineValue: nil)
        }
        return .positional(argument)
    }

    /// The value of an option: given inline, or the next argument taken as-is (so `--lat -33.9` works).
    mutating func value(for name: String, inline: String?, help: String = "wxdash help now") throws(UsageError)
        -> String
    {
        if let inline { return inline }
        guard let value = arguments.popFirst() else {
            throw UsageError("--\(name) needs a value; see '\(help)'.")
        }
        return value
    }

    /// Splits the arguments of a command that takes words (`mood add LEVEL COMMENT`, `locate NAME`) into those
    /// words and its options with their values, each kept in order. Every argument after `--` is a word, so a
    /// comment may start with a dash (`mood add 5 -- "-x"`). An option is what `next()` takes for one.
    static func separate(_ arguments: [String], for command: OptionCommand) -> (words: [String], options: [String]) {
        var words: [String] = []
        var options: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                words += arguments[index...]
                break
            }
            let name: Substring
            if argument.hasPrefix("--"), argument.count > 2 {
                name = argument.dropFirst(2)
            } else if argument.hasPrefix("-"), argument.count == 2, argument.last?.isLetter == true {
                name = argument.dropFirst()
            } else {
                words.append(argument)
                continue
            }
            options.append(argument)
            // The value of `--name value` goes with it (`--lat -33.9` included); `--name=value` holds its own. Another
            // command's option keeps its value too, so the parser can say whose option it is.
            let spec =
                OptionTable.spec(String(name), for: command)
                ?? OptionCommand.allCases.lazy.compactMap { OptionTable.spec(String(name), for: $0) }.first
            if !name.contains("="), spec?.takesValue == true, index < arguments.endIndex {
                options.append(arguments[index])
                index += 1
            }
        }
        return (words, options)
    }
}
