import ScreenText

/// A grid of cells that views draw into and the terminal copies to the screen. It knows each
/// character's display width, so wide and combining characters never shift a column, and it clips
/// everything to its clip rectangle (at most its edges): nothing can be drawn outside it.
public struct Canvas: Sendable, Equatable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// The style of the page beneath everything drawn, used where nothing else was.
    public private(set) var background: Style
    /// Where drawing lands: the whole canvas, or the rectangle of the `clipped(to:)` in progress.
    public private(set) var clip: Rect

    public init(size: Size, background: Style = .plain) {
        self.size = size
        self.background = background
        self.clip = Rect(size: size)
        self.cells = Array(repeating: Cell(text: " ", style: background), count: size.columns * size.rows)
    }

    /// The whole canvas.
    public var area: Rect { Rect(size: size) }

    /// Runs `body` with drawing limited to `rect` (within the clip already in force): a view handed a rectangle
    /// draws through this and cannot touch a cell outside it, whatever coordinates it uses.
    public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        defer { clip = saved }
        guard !clip.isEmpty else { return }
        body(&self)
    }

    public subscript(column: Int, row: Int) -> Cell {
        guard contains(column: column, row: row) else { return Cell(text: " ", style: background) }
        return cells[row * size.columns + column]
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.columns && row < size.rows
    }

    /// Writes `text` from (`column`, `row`) on one line, cut to `width` columns (and to the canvas) with an
    /// ellipsis when cut. Control and escape characters never reach a cell. Returns the columns used.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: Style? = nil, width: Int? = nil) -> Int {
        guard row >= clip.y, row < clip.bottom, column < clip.right else { return 0 }
        let style = style ?? background
        let room = min(width ?? Int.max, clip.right - column)
        guard room > 0 else { return 0 }
        let clean = TerminalText.sanitized(text)
        if let written = writeSimple(clean, column: column, row: row, style: style, room: room) { return written }
        let fitted = DisplayWidth.truncate(clean, to: room)
        var x = column
        for character in fitted {
            let characterWidth = DisplayWidth.of(character)
            guard characterWidth > 0 else {
                appendCombining(character, column: x - 1, row: row)
                continue
            }
            // A cluster is drawn whole or not at all; what it would half cover is blank.
            if x + characterWidth > clip.right { break }
            if x >= clip.x {
                set(column: x, row: row, cell: Cell(text: String(character), style: style))
                if characterWidth == 2 { set(column: x + 1, row: row, cell: Cell(text: nil, style: style)) }
            } else if x + characterWidth > clip.x {
                set(column: clip.x, row: row, cell: Cell(text: " ", style: style))
            }
            x += characterWidth
        }
        return x - column
    }

    /// `write` for text of one-column characters that are graphemes on their own (most of what is drawn): one cell
    /// per scalar, with no grapheme breaking. Nil when the text has another character, for the general path.
    private mutating func writeSimple(_ text: String, column: Int, row: Int, style: Style, room: Int) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard DisplayWidth.isSimple(scalar) else { return nil }
            count += 1
        }
        let shown = count > room ? room - 1 : count
        var x = column
        for scalar in text.unicodeScalars.prefix(shown) {
            if x >= clip.x { set(column: x, row: row, cell: Cell(text: String(scalar), style: style)) }
            x += 1
        }
        if count > room {
            if x >= clip.x { set(column: x, row: row, cell: Cell(text: "…", style: style)) }
            x += 1
        }
        return x - column
    }

    /// Writes `text` so it ends at `column + width`, right-aligned.
    @discardableResult
    public mutating func writeRight(_ text: String, column: Int, row: Int, width: Int, style: Style? = nil) -> Int {
        let textWidth = min(DisplayWidth.of(TerminalText.sanitized(text)), width)
        return write(text, column: column + width - textWidth, row: row, style: style, width: width)
    }

    /// Writes `text` centred within `width` columns starting at `column`.
    @discardableResult
    public mutating func writeCentered(_ text: String, column: Int, row: Int, width: Int, style: Style? = nil) -> Int {
        let textWidth = min(DisplayWidth.of(TerminalText.sanitized(text)), width)
        return write(text, column: column + (width - textWidth) / 2, row: row, style: style, width: width)
    }

    /// Writes `text` on the first row of `rect`, aligned in its width and cut to it.
    @discardableResult
    public mutating func write(_ text: String, in rect: Rect, alignment: Alignment = .left, style: Style? = nil) -> Int
    {
        guard !rect.isEmpty else { return 0 }
        switch alignment {
        case .left: return write(text, column: rect.x, row: rect.y, style: style, width: rect.width)
        case .center: return writeCentered(text, column: rect.x, row: rect.y, width: rect.width, style: style)
        case .right: return writeRight(text, column: rect.x, row: rect.y, width: rect.width, style: style)
        }
    }

    /// Puts one cell as it is, within the clip: for charts that compose whole cells of one-column characters they
    /// chose themselves (never text from outside, which goes through `write`).
    public mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard clip.contains(column: column, row: row) else { return }
        set(column: column, row: row, cell: cell)
    }

    /// Paints a rectangle's cells with `style`, blanking their text.
    public mutating func fill(column: Int, row: Int, width: Int, height: Int, style: Style) {
        fill(Rect(x: column, y: row, width: width, height: height), style: style)
    }

    public mutating func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(clip)
        for y in area.y..<area.bottom {
            for x in area.x..<area.right {
                set(column: x, row: y, cell: Cell(text: " ", style: style))
            }
        }
    }

    /// Changes the style of cells already drawn, keeping their text (for dimming and highlights).
    public mutating func restyle(column: Int, row: Int, width: Int, height: Int, _ change: (Style) -> Style) {
        restyle(Rect(x: column, y: row, width: width, height: height), change)
    }

    public mutating func restyle(_ rect: Rect, _ change: (Style) -> Style) {
        let area = rect.intersection(clip)
        for y in area.y..<area.bottom {
            for x in area.x..<area.right {
                cells[y * size.columns + x].style = change(cells[y * size.columns + x].style)
            }
        }
    }

    /// The text of one row, wide characters once, trailing spaces kept.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for x in 0..<size.columns {
            if let character = cells[row * size.columns + x].text { text += character }
        }
        return text
    }

    /// All rows, trailing spaces trimmed, joined with newlines: what a snapshot test compares.
    public var text: String {
        (0..<size.rows).map { row in
            var line = line(row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// `other`'s cells copied onto this canvas with their top-left corner at (`left`, `top`), cut at this canvas's edges.
    public mutating func paste(_ other: Canvas, left: Int, top: Int) {
        for row in 0..<other.size.rows where row + top >= 0 && row + top < size.rows {
            for column in 0..<other.size.columns where column + left >= 0 && column + left < size.columns {
                cells[(row + top) * size.columns + column + left] = other.cells[row * other.size.columns + column]
            }
        }
    }

    /// Every cell showing a key of `replacements` shows its value instead (each one column wide), in one pass.
    public mutating func replace(_ replacements: [String: String]) {
        for index in cells.indices {
            if let text = cells[index].text, let new = replacements[text] { cells[index].text = new }
        }
    }

    private mutating func set(column: Int, row: Int, cell: Cell) {
        let index = row * size.columns + column
        // Overwriting half of a wide character blanks its other half, so no orphan half is left on screen.
        if cells[index].isContinuation, column > 0 {
            cells[index - 1].text = " "
        } else if column + 1 < size.columns, cells[index + 1].isContinuation {
            cells[index + 1].text = " "
        }
        cells[index] = cell
    }

    private mutating func appendCombining(_ character: Character, column: Int, row: Int) {
        guard clip.contains(column: column, row: row) else { return }
        let index = row * size.columns + column
        if let base = cells[index].text {
            cells[index].text = base + String(character)
        }
    }
}
