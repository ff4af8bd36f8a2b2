import Drawing
import WeatherKit

/// The `?` box listing every key, drawn over the page.
struct HelpOverlayView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let keys = DashboardUpdate.keyHelp
        let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let lines = keys.map { DisplayWidth.pad($0.keys, to: keyWidth) + "   " + $0.action }
        let innerWidth = min((lines.map(DisplayWidth.of).max() ?? 0), canvas.size.columns - 6)
        let boxWidth = innerWidth + 4
        let boxHeight = min(lines.count + 4, canvas.size.rows - 2)
        let left = (canvas.size.columns - boxWidth) / 2
        let top = (canvas.size.rows - boxHeight) / 2
        // Reverse video of the terminal's own colours reads in both themes and without colour.
        let style = Style(reverse: true)
        // A blank margin keeps the page's own text from running into the box.
        canvas.fill(column: left - 2, row: top - 1, width: boxWidth + 4, height: boxHeight + 2, style: context.palette.page)
        canvas.fill(column: left, row: top, width: boxWidth, height: boxHeight, style: style)
        canvas.writeCentered("Keys", column: left, row: top, width: boxWidth, style: style.bolded)
        for (index, line) in lines.enumerated() where index + 2 < boxHeight - 1 {
            canvas.write(line, column: left + 2, row: top + 2 + index, style: style, width: innerWidth)
        }
        canvas.writeCentered("any key closes", column: left, row: top + boxHeight - 1, width: boxWidth, style: style.dimmed)
    }
}
