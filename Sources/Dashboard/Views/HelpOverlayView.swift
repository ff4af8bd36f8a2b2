import Drawing
import ScreenText
import Translation
import WeatherKit

/// The `?` box listing every key, drawn over the page.
struct HelpOverlayView {
    let context: ViewContext

    /// What the letters of the ASCII glyph set (`Assets/glyphs/ascii.txt`) stand for.
    static func asciiLegend(_ language: Language) -> [String] {
        [language.text(.legendWeather), language.text(.legendFalling)]
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let keys = KeyMap.table(asciiOnly: context.asciiOnly, pages: context.state.pages, language: context.words)
        let legend = Self.asciiLegend(context.words)
        // The legend's blank line gives way first when the box is short (80×24).
        let roomy = keys.count + 1 + legend.count + 4 <= area.height - 2
        let lines = keys + (context.asciiOnly ? (roomy ? [""] : []) + legend : [])
        let textWidth = min((lines.map(DisplayWidth.of).max() ?? 0), area.width - 6)
        // On a tall screen a blank row between keys, so the list reads from across the room and the box fills it.
        let spacing = area.height >= 2 * lines.count + 8 ? 2 : 1
        let listHeight = lines.count * spacing - (spacing - 1)
        // The row under the title gives way next, so the legend's two lines stay whole (ASCII with Places at 80×24).
        let tight = listHeight + 4 > area.height - 2
        let fitted = Size(columns: textWidth + 4, rows: min(listHeight + (tight ? 3 : 4), area.height - 2))
        // On a large screen the box grows to most of it rather than stay a small island in the middle.
        let grows = area.width >= Self.growsFrom.columns && area.height >= Self.growsFrom.rows
        let box = area.centered(
            width: grows ? min(area.width - 4, max(fitted.columns, area.width * 3 / 5)) : fitted.columns,
            height: grows ? min(area.height - 2, max(fitted.rows, area.height * 3 / 5)) : fitted.rows)
        // Title, an empty row, the keys, and the closing hint on the last row.
        let rows = Layout.vertical([.length(1), .length(tight ? 0 : 1), .fill(1), .length(1)]).split(
            box.inset(horizontal: 0, vertical: grows ? 1 : 0))
        // Reverse video of the terminal's own colours reads in both themes and without colour.
        let style = Style(reverse: true)
        canvas.clipped(to: area) { canvas in
            // The page behind is cleared whole: no fragment of it is left at the edges to be read as part of the box.
            canvas.fill(area, style: context.palette.page)
            canvas.fill(box, style: style)
            canvas.write(context.words.text(.keysTitle), in: rows[0], alignment: .center, style: style.bolded)
            let list = rows[2].centered(width: textWidth, height: min(rows[2].height, listHeight))
            for (index, line) in lines.enumerated() where index * spacing < list.height {
                canvas.write(line, in: list.row(index * spacing), style: style)
            }
            canvas.write(KeyMap.overlayNote(in: context.words), in: rows[3], alignment: .center, style: style.dimmed)
        }
    }

    /// From this size the box grows with the screen.
    static let growsFrom = Size(columns: 160, rows: 48)
}
