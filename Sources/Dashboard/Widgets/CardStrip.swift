import Drawing
import ScreenText

/// A titled row of equal cards, as many as fit, each a framed column of centred lines.
struct CardStrip {
    /// One line of a card: its parts side by side, each with its style; a part may be block lettering.
    struct Line {
        var parts: [(text: String, style: Style)]
        /// Drawn in this lettering (when it has every character), else as plain text.
        var lettering: BigDigitFont?

        /// What the lettering draws, worked out once.
        var letters: String?

        init(_ text: String, _ style: Style, lettering: BigDigitFont? = nil) {
            self.parts = [(text, style)]
            self.lettering = lettering
            self.letters = lettering.map { _ in BlockText.letters(text) }
        }

        init(parts: [(text: String, style: Style)]) {
            self.parts = parts
            self.lettering = nil
        }

        /// The condition's picture, centred.
        var picture: ConditionArt?

        init(picture: ConditionArt) {
            self.parts = []
            self.picture = picture
        }

        var height: Int { picture?.rows.count ?? lettering?.height ?? 1 }
    }

    let title: String
    let cards: [[Line]]
    let minimumWidth: Int
    let asciiOnly: Bool
    let palette: Palette

    /// Rows the strip takes: the title, the frame and the tallest card.
    var height: Int { 1 + 2 + (cards.map { $0.reduce(0) { $0 + $1.height } }.max() ?? 0) }

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard !area.isEmpty else { return }
        let parts = Layout.vertical([.length(1), .fill(1)]).split(area)
        canvas.clipped(to: area) { canvas in
            canvas.write(title, in: parts[0], style: palette.title)
            let spacing = 1
            let count = min(cards.count, max(0, (parts[1].width + spacing) / (minimumWidth + spacing)))
            guard count > 0 else { return }
            let boxes = Layout.horizontal(Array(repeating: .fill(1), count: count), spacing: spacing).split(parts[1])
            for (card, box) in zip(cards, boxes) {
                drawFrame(box, on: &canvas)
                var row = box.y + 1
                for line in card {
                    draw(line, in: Rect(x: box.x + 1, y: row, width: box.width - 2, height: line.height), on: &canvas)
                    row += line.height
                }
            }
        }
    }

    private func draw(_ line: Line, in area: Rect, on canvas: inout Canvas) {
        if let picture = line.picture {
            let width = picture.rows.map(DisplayWidth.of).max() ?? 0
            picture.draw(in: area.centered(width: width, height: picture.rows.count), on: &canvas, palette: palette)
            return
        }
        if let lettering = line.lettering, let text = line.letters, line.parts.count == 1 {
            if let rows = lettering.render(text), lettering.width(of: text) <= area.width {
                let block = area.centered(width: lettering.width(of: text), height: rows.count)
                for (index, row) in rows.enumerated() {
                    canvas.write(row, in: block.row(index), style: line.parts[0].style)
                }
                return
            }
        }
        let row = area.row(area.height / 2)
        let total = line.parts.reduce(0) { $0 + DisplayWidth.of($1.text) }
        var x = row.centered(width: total, height: 1).x
        for part in line.parts {
            x += canvas.write(part.text, column: x, row: row.y, style: part.style, width: row.right - x)
        }
    }

    private func drawFrame(_ box: Rect, on canvas: inout Canvas) {
        BoxFrame(asciiOnly: asciiOnly).draw(box, style: palette.muted, on: &canvas)
    }
}
