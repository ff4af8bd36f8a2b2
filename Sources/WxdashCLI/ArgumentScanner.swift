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
    mutating func value(for name: String, inline: String?, help: String = "wxdash help now") throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = arguments.popFirst() else {
            throw UsageError("--\(name) needs a value; see '\(help)'.")
        }
        return value
    }
}
