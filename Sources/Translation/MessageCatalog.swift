#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        // Plain Substring work, no Foundation: every wxdash start parses the built-in English.
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.trimmed(rawLine)
            if line.isEmpty || line.first == "#" { continue }
            let number = index + 1
            guard let equals = line.firstIndex(of: "=") else {
                throw ParseError(line: number, problem: "expected key = \"text\"")
            }
            let name = Self.trimmed(line[..<equals])
            let value = try Self.quoted(Self.trimmed(line[line.index(after: equals)...]), line: number)
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard let first = parts.first, !first.isEmpty,
                first.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), parts.count <= 2
            else {
                throw ParseError(
                    line: number,
                    problem: "“\(name)” is not a key: letters and digits, then .one, .few … for a plural form")
            }
            let key = String(first)
            if parts.count == 2 {
                guard let category = PluralCategory(rawValue: String(parts[1])) else {
                    throw ParseError(
                        line: number,
                        problem: "“\(parts[1])” is not a plural category (zero, one, two, few, many, other)")
                }
                guard texts[key] == nil, plurals[key]?[category] == nil else {
                    throw ParseError(line: number, problem: "\(name) is given twice")
                }
                plurals[key, default: [:]][category] = value
            } else {
                guard texts[key] == nil, plurals[key] == nil else {
                    throw ParseError(line: number, problem: "\(key) is given twice")
                }
                texts[key] = value
            }
        }
    }

    /// `text` without the spaces and tabs (and a Windows line end's carriage return) at either end.
    private static func trimmed(_ text: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = text.firstIndex(where: { !blank($0) }), let end = text.lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return text[start...end]
    }

    /// Every key, plain and plural.
    public var keys: Set<String> { Set(texts.keys).union(plurals.keys) }

    private static func quoted(_ text: Substring, line: Int) throws(ParseError) -> String {
        guard text.utf8.count >= 2, text.first == "\"", text.last == "\"" else {
            throw ParseError(line: line, problem: "the text must be in double quotes")
        }
        let inner = text.dropFirst().dropLast()
        // Most texts have no escape and no stray quote: taken whole.
        if !inner.utf8.contains(UInt8(ascii: "\\")), !inner.utf8.contains(UInt8(ascii: "\"")) { return String(inner) }
        var result = ""
        var escaped = false
        for character in inner {
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
