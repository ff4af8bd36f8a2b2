import Drawing
import ScreenText

/// Lines of words in the tallest block lettering in which all of them fit, with a blank row between lines; plain
/// text when none fits or a line has a character the lettering lacks.
struct BlockText {
    let lines: [(text: String, style: Style)]
    /// Shortest first.
    let lettering: [BigDigitFont]
    /// What the lettering draws for each line, worked out once.
    private let letters: [String]

    init(lines: [(text: String, style: Style)], lettering: [BigDigitFont]) {
        self.lines = lines
        self.lettering = lettering
        self.letters = lettering.isEmpty ? [] : lines.map { Self.letters($0.text) }
    }

    /// The lettering used in `size`, nil for plain text.
    func font(fitting size: Size) -> BigDigitFont? {
        layout(fitting: size)?.font
    }

    /// The rows the lines take in `size`.
    func height(in size: Size) -> Int {
        layout(fitting: size).map { $0.rows.count * ($0.font.height + 1) - 1 } ?? lines.count
    }

    /// The widest line's columns in `size`.
    func width(in size: Size) -> Int {
        guard let layout = layout(fitting: size) else { return lines.map { DisplayWidth.of($0.text) }.max() ?? 0 }
        return layout.rows.map { layout.font.width(of: $0.text) }.max() ?? 0
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.clipped(to: area) { canvas in
            guard let layout = layout(fitting: area.size) else {
                for (index, line) in lines.enumerated() {
                    canvas.write(line.text, in: area.row(index), style: line.style)
                }
                return
            }
            for (index, line) in layout.rows.enumerated() {
                let rows = layout.font.render(line.text) ?? []
                for (offset, row) in rows.enumerated() {
                    canvas.write(row, in: area.row(index * (layout.font.height + 1) + offset), style: line.style)
                }
            }
        }
    }

    /// The tallest lettering in which every line fits `size` whole; else the tallest in which it fits with a line
    /// too wide broken once between words (a longer language's "Debesuota su / pragiedruliais"); nil for plain text.
    private func layout(fitting size: Size) -> (font: BigDigitFont, rows: [(text: String, style: Style)])? {
        for breaking in [false, true] {
            for font in lettering.reversed() {
                var rows: [(text: String, style: Style)] = []
                var fits = true
                for (index, line) in lines.enumerated() {
                    guard
                        let broken = Self.broken(letters[index], font: font, columns: size.columns, breaking: breaking)
                    else {
                        fits = false
                        break
                    }
                    rows += broken.map { ($0, line.style) }
                }
                if fits, rows.count * (font.height + 1) - 1 <= size.rows { return (font, rows) }
            }
        }
        return nil
    }

    /// `text` on one row of `font` within `columns`, or (`breaking`) on two broken between words; nil when neither
    /// fits or the font lacks one of its letters.
    private static func broken(_ text: String, font: BigDigitFont, columns: Int, breaking: Bool) -> [String]? {
        let width = font.width(of: text)
        guard width > 0 else { return nil }
        if width <= columns { return [text] }
        guard breaking else { return nil }
        let words = text.split(separator: " ")
        guard words.count > 1 else { return nil }
        // The break that leaves the wider half narrowest.
        let splits = (1..<words.count).map { cut in
            [words[..<cut].joined(separator: " "), words[cut...].joined(separator: " ")]
        }
        return splits.filter { $0.allSatisfy { font.width(of: $0) <= columns } }
            .min { $0.map(font.width).max() ?? 0 < $1.map(font.width).max() ?? 0 }
    }

    /// What the lettering draws for `text`: its capitals, accents kept (ß becomes SS). A letter the lettering lacks
    /// (`Ř`, `Ǆ`, `東`) makes the whole text plain rather than drawn without its accent or with a gap.
    static func letters(_ text: String) -> String {
        text.uppercased()
    }
}
