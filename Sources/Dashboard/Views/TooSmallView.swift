import Drawing
import WeatherKit

/// Below the compact size: one line asking for room.
struct TooSmallView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        guard canvas.size.rows > 0 else { return }
        let minimum = DashboardLayout.minimumCompact
        let message = "Enlarge the terminal to at least \(minimum.columns)×\(minimum.rows)"
        var lines = DisplayWidth.wrap(message, to: canvas.size.columns)
        if lines.count > canvas.size.rows {
            lines = DisplayWidth.wrap("Enlarge", to: canvas.size.columns)
        }
        let top = max(0, (canvas.size.rows - lines.count) / 2)
        for (index, line) in lines.prefix(canvas.size.rows).enumerated() {
            canvas.write(line, column: 0, row: top + index, style: context.palette.text, width: canvas.size.columns)
        }
    }
}
