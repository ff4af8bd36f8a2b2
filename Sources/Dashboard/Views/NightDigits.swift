import Drawing
import ScreenText

/// The night page's clock (`23:10`) or temperature (`-4°C`) in one of the big digit fonts: the digits, a colon
/// of square dots as heavy as the font's strokes, and the unit lettered at the top of the digits.
struct NightDigits {
    let lines: [String]

    var height: Int { lines.count }
    var width: Int { lines.map(DisplayWidth.of).max() ?? 0 }

    /// `text` (digits, at most one colon, a sign, then a unit) in `font`; nil when the font cannot draw it.
    init?(_ text: String, font: BigDigitFont, lettering: [BigDigitFont]) {
        let unit = String(text.drop { $0.isNumber || $0 == "-" || $0 == ":" })
        let number = String(text.prefix(text.count - unit.count))
        let groups = number.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard !number.isEmpty, groups.count <= 2 else { return nil }
        let rendered = groups.compactMap(font.render)
        guard rendered.count == groups.count else { return nil }
        let colon = groups.count == 2 ? Self.colon(height: font.height) : []
        // The unit at the top of the digits, lettered as on the Now page when they are tall enough.
        let unitLettering =
            unit.isEmpty
            ? nil : TemperatureBlock.unitLettering(unit, besideDigits: font.height, columns: .max, from: lettering)
        let unitRows = unit.isEmpty ? [] : unitLettering?.render(BlockText.letters(unit)) ?? [unit]
        lines = (0..<font.height).map { row in
            var line = rendered[0][row]
            if rendered.count == 2 { line += colon[row] + rendered[1][row] }
            if !unitRows.isEmpty { line += " " + (row < unitRows.count ? unitRows[row] : "") }
            return line
        }
    }

    /// The colon between hours and minutes, `height` rows: two square dots, each a stroke of the font thick
    /// (a seventh of its height, twice as wide as tall, since a cell is about twice as tall as wide).
    static func colon(height: Int) -> [String] {
        guard height > 7 else {
            // The small fonts' strokes are one row: a small square at a third and two thirds of the height.
            return (0..<height).map { $0 == height / 3 || $0 == height - 1 - height / 3 ? " ▪ " : "   " }
        }
        let dot = max(1, (height * 2 + 7) / 14)
        let side = String(repeating: " ", count: dot)
        let upper = height / 3 - dot / 2
        let lower = height - 1 - height / 3 - (dot - 1) / 2
        return (0..<height).map { row in
            let inDot = (upper..<upper + dot).contains(row) || (lower..<lower + dot).contains(row)
            return side + String(repeating: inDot ? "█" : " ", count: 2 * dot) + side
        }
    }
}
