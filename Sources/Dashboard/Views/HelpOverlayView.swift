import Drawing
import Translation
import ScreenText
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
        let innerWidth = min((lines.map(DisplayWidth.of).max() ?? 0), area.width - 6)
        // The row under the title gives way next, so the legend's two lines stay whole (ASCII with Places at 80×24).
        let tight = lines.count + 4 > area.height - 2
        let box = area.centered(width: innerWidth + 4, height: min(lines.count + (tight ? 3 : 4), area.height - 2))
        // Title, an empty row, the keys, and the closing hint on the last row.
        let rows = Layout.vertical([.length(1), .length(tight ? 0 : 1), .fill(1), .length(1)]).split(box)
        // Reverse video of the terminal's own colours reads in both themes and without colour.
        let style = Style(reverse: true)
        canvas.clipped(to: area) { canvas in
            // A blank margin keeps the page's own text from running into the box.
            let margin = Rect(x: box.x - 2, y: box.y - 1, width: box.width + 4, height: box.height + 2)
            canvas.fill(margin, style: context.palette.page)
            // A margin over the header row (80×24) clears it whole, rather than leave a place name's first letters.
            if margin.y <= area.y { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), style: context.palette.page) }
            canvas.fill(box, style: style)
            canvas.write(context.words.text(.keysTitle), in: rows[0], alignment: .center, style: style.bolded)
            let list = rows[2].inset(horizontal: 2)
            for (index, line) in lines.prefix(list.height).enumerated() {
                canvas.write(line, in: list.row(index), style: style)
            }
            canvas.write(KeyMap.overlayNote(in: context.words), in: rows[3], alignment: .center, style: style.dimmed)
        }
    }
}
