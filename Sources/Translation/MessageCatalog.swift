import Foundation

/// One language's strings, read from a file people edit without tools:
///
///     # a comment
///     feelsLike = "Feels like {temperature}"
///     hourCount.one = "{n} hour"
///     hourCount.other = "{n} hours"
///
/// A value is in double quotes, with `\"`, `\\` and `\n` escaped; `{name}` marks where a value goes.
public struct MessageCatalog: Sendable, Equatable {
    /// Plain messages by key.
    public private(set) var texts: [String: String] = [:]
    /// Plural messages by key, a form per category.
    public private(set) var plurals: [String: [PluralCategory: String]] = [:]

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let problem: String
        public var description: String { "line \(line): \(problem)" }
    }

    public init(texts: [String: String] = [:], plurals: [String: [PluralCategory: String]] = [:]) {
        self.texts = texts
        self.plurals = plurals
    }

    public init(parsing source: String) throws(ParseError) {
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let number = index + 1
            guard let equals = line.firstIndex(of: "=") else {
                throw ParseError(line: number, problem: "expected key = \"text\"")
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = try Self.quoted(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces), line: number)
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let key = parts.first, !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), parts.count <= 2 else {
                throw ParseError(line: number, problem: "“\(name)” is not a key: letters and digits, then .one, .few … for a plural form")
            }
            if parts.count == 2 {
                guard let category = PluralCategory(rawValue: parts[1]) else {
                    throw ParseError(line: number, problem: "“\(parts[1])” is not a plural category (zero, one, two, few, many, other)")
                }
                guard texts[key] == nil, plurals[key]?[category] == nil else { throw ParseError(line: number, problem: "\(name) is given twice") }
                plurals[key, default: [:]][category] = value
            } else {
                guard texts[key] == nil, plurals[key] == nil else { throw ParseError(line: number, problem: "\(key) is given twice") }
                texts[key] = value
            }
        }
    }

    /// Every key, plain and plural.
    public var keys: Set<String> { Set(texts.keys).union(plurals.keys) }

    private static func quoted(_ text: String, line: Int) throws(ParseError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw ParseError(line: line, problem: "the text must be in double quotes")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "\"", "\\": result.append(character)
                default: throw ParseError(line: line, problem: "\\\(character) is not an escape: use \\\", \\\\ or \\n")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw ParseError(line: line, problem: "a \" inside the text must be written \\\"")
            } else {
                result.append(character)
            }
        }
        if escaped { throw ParseError(line: line, problem: "the text ends in a lone \\") }
        return result
    }
}
