import ScreenText

/// Provider text for alerts made safe and short: sanitised like every provider text, blank runs collapsed,
/// and cut at a bound with an ellipsis. Multi-line texts keep their line breaks (one blank line at most).
enum AlertText {
    static let lineLimit = 200
    static let textLimit = 4000

    /// One line: nil when nothing printable is left.
    static func line(_ text: String?, limit: Int = lineLimit) -> String? {
        guard let text else { return nil }
        let words = TerminalText.sanitized(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.isEmpty ? nil : bounded(words, to: limit)
    }

    /// Paragraphs, with hard-wrapped lines kept as they came.
    static func block(_ text: String?, limit: Int = textLimit) -> String? {
        guard let text else { return nil }
        var lines: [String] = []
        for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let line = TerminalText.sanitized(String(raw)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if line.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? nil : bounded(lines.joined(separator: "\n"), to: limit)
    }

    private static func bounded(_ text: String, to limit: Int) -> String {
        TerminalText.cut(text, to: limit)
    }
}
