import WeatherKit

/// Below the compact size: one line asking for room.
struct TooSmallView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        guard canvas.size.rows > 0 else { return }
        let minimum = DashboardLayout.minimumCompact
        let message = "Enlarge the terminal to at least \(minimum.columns)×\(minimum.rows)"
        canvas.write(message, column: 0, row: canvas.size.rows / 2, style: context.palette.text, width: canvas.size.columns)
    }
}
