/// A canvas written out as text for snapshot tests that see colour: the text, then the same grid with one
/// letter per cell naming its style, then a legend of the letters. A change of tint, a dimmed row or a lost bold
/// changes the map or the legend, and each reads line by line in a diff.
///
/// ```
/// Berlin
/// -- styles --
/// aaaaaa
/// -- legend --
/// . fg=- bg=24(4)
/// a fg=231(7+) bg=24(4) bold
/// ```
/// `.` is the canvas's background style; the other letters are handed out in reading order. The text part is
/// `Canvas.text`; the map has trailing background cells trimmed, like the text's trailing spaces.
public struct StyleMap: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    public let map: String
    public let legend: String

    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    public init(_ canvas: Canvas) {
        var names: [Style: Character] = [canvas.background: "."]
        var order: [Style] = [canvas.background]
        var rows: [String] = []
        for row in 0..<canvas.size.rows {
            var line = ""
            for column in 0..<canvas.size.columns {
                let style = canvas[column, row].style
                if let name = names[style] {
                    line.append(name)
                    continue
                }
                let index = order.count - 1
                let name = index < Self.letters.count ? Self.letters[index] : "?"
                names[style] = name
                order.append(style)
                line.append(name)
            }
            while line.last == "." { line.removeLast() }
            rows.append(line)
        }
        text = canvas.text
        map = rows.joined(separator: "\n")
        legend = order.compactMap { style in names[style].map { "\($0) " + Self.describe(style) } }.joined(
            separator: "\n")
    }

    /// The whole snapshot: text, map and legend under their headings.
    public var description: String {
        [text, "-- styles --", map, "-- legend --", legend].joined(separator: "\n")
    }

    /// `fg=231(7+) bg=24(4) bold`: each colour as its xterm-256 number and its basic colour (`+` bright), `-` for the
    /// terminal's own; then the attributes that are on.
    public static func describe(_ style: Style) -> String {
        func color(_ color: Color?) -> String {
            guard let color else { return "-" }
            return "\(color.xterm256)(\(color.basic)\(color.bright ? "+" : ""))"
        }
        var words = ["fg=" + color(style.foreground), "bg=" + color(style.background)]
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.reverse { words.append("reverse") }
        if style.underline { words.append("underline") }
        return words.joined(separator: " ")
    }
}
