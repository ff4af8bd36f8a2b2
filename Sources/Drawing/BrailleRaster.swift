/// A grid of dots drawn as Braille characters, two dots across and four down per cell (U+2801–U+28FF), for lines
/// finer than a cell: a map's coastlines and borders. Dots outside the grid are ignored, so a line may run off it.
public struct BrailleRaster: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    /// One byte per cell: the Braille pattern's dot bits.
    private var patterns: [UInt8]

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        patterns = Array(repeating: 0, count: self.columns * self.rows)
    }

    public var dotWidth: Int { columns * 2 }
    public var dotHeight: Int { rows * 4 }

    /// The pattern bit of each dot in a cell, by [row][column] (Unicode's dot numbering 1–8).
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        patterns[(y / 4) * columns + x / 2] |= Self.bits[y % 4][x % 2]
    }

    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return patterns[(y / 4) * columns + x / 2] & Self.bits[y % 4][x % 2] != 0
    }

    /// A straight line between two points in dot coordinates (the centre of dot (0, 0) is (0.5, 0.5)), cut to the
    /// grid first so a line reaching far outside costs no more than one across it.
    public mutating func line(fromX x0: Double, y0: Double, toX x1: Double, y1: Double) {
        guard let clipped = Self.clip(x0, y0, x1, y1, width: Double(dotWidth), height: Double(dotHeight)) else {
            return
        }
        let (a, b) = clipped
        var x = Int(a.x.rounded(.down))
        var y = Int(a.y.rounded(.down))
        let endX = Int(b.x.rounded(.down))
        let endY = Int(b.y.rounded(.down))
        let dx = abs(endX - x)
        let dy = -abs(endY - y)
        let stepX = x < endX ? 1 : -1
        let stepY = y < endY ? 1 : -1
        var error = dx + dy
        while true {
            set(x: x, y: y)
            if x == endX && y == endY { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// Liang–Barsky: the part of a segment inside [0, width) × [0, height), or nil when none is.
    private static func clip(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, height: Double
    ) -> (a: (x: Double, y: Double), b: (x: Double, y: Double))? {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, width > 0, height > 0 else { return nil }
        let dx = x1 - x0
        let dy = y1 - y0
        // Just inside the far edges, so a clipped end rounds down onto the last dot.
        let right = width - 1e-9
        let bottom = height - 1e-9
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, x0), (dx, right - x0), (-dy, y0), (dy, bottom - y0)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 {
                if t > t1 { return nil }
                t0 = max(t0, t)
            } else {
                if t < t0 { return nil }
                t1 = min(t1, t)
            }
        }
        return ((x0 + t0 * dx, y0 + t0 * dy), (x0 + t1 * dx, y0 + t1 * dy))
    }

    /// The Braille character of a cell, or nil when none of its dots is set.
    public func character(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let pattern = patterns[row * columns + column]
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(pattern)) else { return nil }
        return Character(scalar)
    }

    /// Puts the cells with dots on `canvas` from (`left`, `top`), in `style`; where `style` has no background the
    /// cell keeps the one already drawn there (rain under a coastline). Cells without dots are left as they are.
    public func draw(into canvas: inout Canvas, left: Int, top: Int, style: Style) {
        for row in 0..<rows {
            for column in 0..<columns {
                guard let character = character(column: column, row: row) else { continue }
                var cellStyle = style
                if style.background == nil { cellStyle.background = canvas[left + column, top + row].style.background }
                canvas.put(Cell(text: String(character), style: cellStyle), column: left + column, row: top + row)
            }
        }
    }

    /// The rows as text, blank cells as spaces and trailing spaces trimmed: what a snapshot test compares.
    public var text: String {
        (0..<rows).map { row in
            var line = String((0..<columns).map { character(column: $0, row: row) ?? " " })
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
