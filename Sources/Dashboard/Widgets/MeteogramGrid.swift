import Drawing
import ScreenText

/// The meteogram's plot composed cell by cell before it reaches the canvas: backgrounds first (nights, band,
/// chance), then the characters over them keeping those backgrounds.
struct MeteogramGrid {
    let width: Int
    let height: Int
    private var cells: [Cell]

    init(width: Int, height: Int, page: Style) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(text: " ", style: page), count: self.width * self.height)
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        column >= 0 && column < width && row >= 0 && row < height ? row * width + column : nil
    }

    func isBlank(column: Int, row: Int) -> Bool {
        index(column, row).map { cells[$0].text == " " } ?? false
    }

    func background(column: Int, row: Int) -> Color? {
        index(column, row).flatMap { cells[$0].style.background }
    }

    mutating func paintBackground(column: Int, rows: Range<Int>, color: Color) {
        for row in rows {
            if let index = index(column, row) { cells[index].style.background = color }
        }
    }

    /// A one-column character with `style`'s foreground and attributes over the cell's background.
    mutating func put(_ text: String, column: Int, row: Int, style: Style) {
        guard let index = index(column, row) else { return }
        var merged = style
        merged.background = cells[index].style.background
        cells[index] = Cell(text: text, style: merged)
    }

    mutating func putIfBlank(_ text: String, column: Int, row: Int, style: Style) {
        if isBlank(column: column, row: row) { put(text, column: column, row: row, style: style) }
    }

    /// Text from `column` on (already sanitised: labels the chart makes), wide characters over two cells, cut at
    /// the edge; the columns used.
    @discardableResult
    mutating func write(_ text: String, column: Int, row: Int, style: Style) -> Int {
        var x = column
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard characterWidth > 0 else { continue }
            guard x + characterWidth <= width else { break }
            put(String(character), column: x, row: row, style: style)
            if characterWidth == 2, let next = index(x + 1, row) {
                cells[next] = Cell(text: nil, style: cells[next].style)
            }
            x += characterWidth
        }
        return x - column
    }

    func paste(on canvas: inout Canvas, left: Int, top: Int) {
        for row in 0..<height {
            for column in 0..<width {
                canvas.put(cells[row * width + column], column: left + column, row: top + row)
            }
        }
    }
}
