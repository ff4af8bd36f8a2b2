import Drawing
import WeatherKit

/// A condition's picture from a glyph set, in its colours: the picture's own (`Palette.art`), and where the set gives
/// it a colour layer, the sun or moon in the accent's yellow and the cloud in the text's colour.
struct ConditionArt {
    let rows: [String]
    /// One letter a column of `rows` (`GlyphSet.colourLetters`); nil for one colour.
    let colours: [String]?
    let condition: Condition?

    init(_ glyphs: GlyphSet, condition: Condition?, isDay: Bool) {
        rows = glyphs.art(for: condition, isDay: isDay)
        colours = glyphs.colours(for: condition, isDay: isDay)
        self.condition = condition
    }

    /// Draws the rows from the top left of `area`, cut to it.
    func draw(in area: Rect, on canvas: inout Canvas, palette: Palette) {
        let style = palette.art(for: condition)
        for (index, row) in rows.prefix(area.height).enumerated() {
            let line = area.row(index)
            canvas.write(row, in: line, style: style)
            guard let letters = colours?[index] else { continue }
            // The cells of each letter take its colour; a space keeps the picture's.
            for (column, letter) in letters.prefix(line.width).enumerated() where letter != " " {
                canvas.restyle(column: line.x + column, row: line.y, width: 1, height: 1) { _ in
                    palette.art(for: condition, layer: letter)
                }
            }
        }
    }
}
