import Foundation
import ScreenText
import Translation

/// A JSON document whose objects keep their key order, so output contracts read the same every time.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// A number, or `null` when missing or not finite, rounded to `decimals`.
    public static func number(_ value: Double?, decimals: Int) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        return .number(rounded == 0 ? 0 : rounded)
    }

    public static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    public func serialized(pretty: Bool = false) -> String {
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        let closing = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += JSONValue.format(value)
        case .string(let value):
            JSONValue.writeEscaped(value, into: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                output += newline
                item.write(into: &output, pretty: pretty, indent: indent + 1)
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                output += newline
                JSONValue.writeEscaped(key, into: &output)
                output += pretty ? ": " : ":"
                value.write(into: &output, pretty: pretty, indent: indent + 1)
            }
            output += closing + "}"
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Escapes quotes, backslashes and every character a terminal would act on or hide (controls, line and
    /// paragraph separators, bidi and zero-width characters), so no output can smuggle terminal commands.
    private static func writeEscaped(_ text: String, into output: inout String) {
        output += "\""
        // Printable ASCII with nothing to escape (most of what wxdash writes) goes in whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where TerminalText.isUnsafe(scalar):
                // Beyond the BMP (tag characters), JSON spells a character as its UTF-16 surrogate pair.
                for unit in String(scalar).utf16 { output += String(printf: "\\u%04x", unit) }
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
