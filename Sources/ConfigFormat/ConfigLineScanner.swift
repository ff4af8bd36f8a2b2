import Foundation
import ScreenText
import WeatherKit

/// Reads one line of the config file character by character, knowing its column for error messages.
public struct ConfigLineScanner {
    public let line: [Character]
    public let number: Int
    public let path: String
    private var position = 0

    public init(line: [Character], number: Int, path: String) {
        self.line = line
        self.number = number
        self.path = path
    }

    public var column: Int { position + 1 }
    public var peek: Character? { position < line.count ? line[position] : nil }
    public var atEndOrComment: Bool { peek == nil || peek == "#" }

    public mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" { position += 1 }
    }

    public func fail(_ expected: String) -> ConfigError {
        ConfigError(path: path, line: number, column: column, expected: expected)
    }

    public mutating func expect(_ character: Character, what: String) throws(ConfigError) {
        skipSpaces()
        guard peek == character else { throw fail("expected \(what)") }
        position += 1
    }

    /// `[name]` or `[[name]]`.
    public mutating func header() throws(ConfigError) -> (String, Bool) {
        position += 1
        let isArray = peek == "["
        if isArray { position += 1 }
        skipSpaces()
        let name = try key()
        try expect("]", what: "']' to close the section name")
        if isArray { try expect("]", what: "']]' to close [[\(name)]]") }
        skipSpaces()
        guard atEndOrComment else { throw fail("the end of the line after the section header") }
        return (name, isArray)
    }

    public mutating func key() throws(ConfigError) -> String {
        skipSpaces()
        var key = ""
        while let character = peek, character.isASCII,
            character.isLetter || character.isNumber || character == "_" || character == "-"
        {
            key.append(character)
            position += 1
        }
        guard !key.isEmpty else { throw fail("a key (letters, digits, - and _)") }
        return key
    }

    public mutating func value() throws(ConfigError) -> ConfigValue {
        skipSpaces()
        switch peek {
        case "\"": return .string(try basicString())
        case "'": return .string(try literalString())
        case nil: throw fail("a value: a \"string\", a number, true or false")
        default: break
        }
        var word = ""
        while let character = peek, character != " ", character != "\t", character != "#" {
            word.append(character)
            position += 1
        }
        if word == "true" { return .boolean(true) }
        if word == "false" { return .boolean(false) }
        let digits = word.replacingOccurrences(of: "_", with: "")
        if let integer = Int(digits) { return .integer(integer) }
        if let number = DecimalNumber.parse(digits) { return .float(number) }
        position -= word.count
        throw fail("a value: a \"string\", a number, true or false (strings need quotes)")
    }

    private mutating func basicString() throws(ConfigError) -> String {
        position += 1
        var text = ""
        while let character = peek {
            position += 1
            switch character {
            case "\"": return text
            case "\\":
                guard let escaped = peek else { throw fail("an escape after \\") }
                position += 1
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n", "t", "r", "b", "f":
                    position -= 2
                    throw fail(
                        "no \\\(escaped) escape: a setting is one line of plain text, so control characters have no place in it"
                    )
                case "u":
                    let hex = String(line[position..<min(position + 4, line.count)])
                    guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw fail("four hex digits after \\u")
                    }
                    guard !TerminalText.isUnsafe(scalar) else {
                        position -= 2
                        throw fail(
                            "no \\u\(hex) escape: a setting is one line of plain text, so control characters have no place in it"
                        )
                    }
                    text.unicodeScalars.append(scalar)
                    position += 4
                default:
                    position -= 1
                    throw fail("one of the escapes \\\" \\\\ \\uXXXX")
                }
            default:
                text.append(character)
            }
        }
        throw fail("a closing \" before the end of the line")
    }

    private mutating func literalString() throws(ConfigError) -> String {
        position += 1
        var text = ""
        while let character = peek {
            position += 1
            if character == "'" { return text }
            text.append(character)
        }
        throw fail("a closing ' before the end of the line")
    }
}
