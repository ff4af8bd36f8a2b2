import Drawing
import ScreenText
import Translation
import WeatherKit

/// Below the compact size: one line asking for room.
struct TooSmallView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard !area.isEmpty else { return }
        let minimum = DashboardLayout.minimumCompact
        let message = context.words.text(.enlarge, ["size": "\(minimum.columns)×\(minimum.rows)"])
        var lines = DisplayWidth.wrap(message, to: area.width)
        if lines.count > area.height {
            lines = DisplayWidth.wrap(context.words.text(.enlargeShort), to: area.width)
        }
        let block = area.centered(width: area.width, height: lines.count)
        canvas.clipped(to: area) { canvas in
            for (index, line) in lines.prefix(area.height).enumerated() {
                canvas.write(line, in: block.row(index), style: context.palette.text)
            }
        }
    }
}
