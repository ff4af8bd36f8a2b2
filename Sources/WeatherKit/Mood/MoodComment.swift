import ScreenText

/// A mood's comment made safe to keep: one line, no control characters, not too long.
public enum MoodComment {
    public static let maximumCharacters = 500

    public enum Problem: Error, Equatable, Sendable {
        case tooLong(Int)

        public var message: String {
            switch self {
            case .tooLong(let count):
                "The comment is \(count) characters long; keep it to \(MoodComment.maximumCharacters) or fewer."
            }
        }
    }

    /// Control and escape characters removed, whitespace runs collapsed; nil when nothing is left.
    public static func cleaned(_ text: String?) throws(Problem) -> String? {
        guard let text else { return nil }
        // Kept as written but for controls and escapes: the joiners of an emoji family stay (screens drop them).
        let words = TerminalText.sanitized(text, keepingJoiners: true).split(whereSeparator: \.isWhitespace)
        let cleaned = words.joined(separator: " ")
        guard !cleaned.isEmpty else { return nil }
        guard cleaned.count <= maximumCharacters else { throw .tooLong(cleaned.count) }
        return cleaned
    }
}
