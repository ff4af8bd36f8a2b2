import Drawing

/// A day's low-to-high span on a track scaled to the period's coldest and warmest.
struct RangeBar {
    let low: Double?
    let high: Double?
    let coldest: Double
    let warmest: Double
    let asciiOnly: Bool

    /// The bar's characters: track outside the day's span, fill inside it.
    func text(width: Int) -> (track: String, fill: String, fillStart: Int, fillLength: Int) {
        let track = asciiOnly ? "-" : "─"
        let fill = asciiOnly ? "=" : "━"
        guard width > 0, let low, let high, warmest > coldest, (warmest - coldest).isFinite, low.isFinite, high.isFinite
        else {
            return (track, fill, 0, 0)
        }
        let scale = Double(width) / (warmest - coldest)
        let start = min(width - 1, max(0, ((min(low, high) - coldest) * scale).rounded(.down).wholeNumber))
        let end = min(width, max(start + 1, ((max(low, high) - coldest) * scale).rounded(.up).wholeNumber))
        return (track, fill, start, end - start)
    }

    func draw(in area: Rect, on canvas: inout Canvas, palette: Palette) {
        let row = area.row(0)
        let bar = text(width: row.width)
        canvas.clipped(to: row) { canvas in
            canvas.write(String(repeating: bar.track, count: row.width), in: row, style: palette.muted)
            canvas.write(
                String(repeating: bar.fill, count: bar.fillLength), column: row.x + bar.fillStart, row: row.y,
                style: palette.accent)
        }
    }
}
