import ScreenText
import WeatherKit

/// A value in wxdash's TOML subset.
public enum ConfigValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)

    /// The value as a command-line argument would give it.
    public var argument: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .float(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// `text` as a TOML basic string a person can read back: shown characters only, quotes and backslashes escaped.
    public static func quoted(_ text: String) -> String {
        let clean = TerminalText.sanitized(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        return "\"\(clean)\""
    }
}
