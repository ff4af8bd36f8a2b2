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
        lettering.reversed().first { font in
            guard lines.count * (font.height + 1) - 1 <= size.rows else { return false }
            return letters.allSatisfy { text in font.width(of: text) > 0 && font.width(of: text) <= size.columns }
        }
    }

    /// The rows the lines take in `size`.
    func height(in size: Size) -> Int {
        font(fitting: size).map { lines.count * ($0.height + 1) - 1 } ?? lines.count
    }

    /// The widest line's columns in `size`.
    func width(in size: Size) -> Int {
        guard let font = font(fitting: size) else { return lines.map { DisplayWidth.of($0.text) }.max() ?? 0 }
        return letters.map { font.width(of: $0) }.max() ?? 0
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        canvas.clipped(to: area) { canvas in
            guard let font = font(fitting: area.size) else {
                for (index, line) in lines.enumerated() {
                    canvas.write(line.text, in: area.row(index), style: line.style)
                }
                return
            }
            for (index, line) in lines.enumerated() {
                let rows = font.render(letters[index]) ?? []
                for (offset, row) in rows.enumerated() {
                    canvas.write(row, in: area.row(index * (font.height + 1) + offset), style: line.style)
                }
            }
        }
    }

    /// What the lettering draws for `text`: its capitals, accents kept (ß becomes SS). A letter the lettering lacks
    /// (`Ř`, `Ǆ`, `東`) makes the whole text plain rather than drawn without its accent or with a gap.
    static func letters(_ text: String) -> String {
        text.uppercased()
    }
}
