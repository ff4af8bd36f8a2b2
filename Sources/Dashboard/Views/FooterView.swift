import WeatherKit

/// The last row: how fresh the data is, where it came from, and the keys.
struct FooterView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let width = canvas.size.columns
        let palette = context.palette
        let hints = context.state.appearance.showsKeyHints
            ? (context.asciiOnly ? "<-/-> pages  r refresh  u units  ? help  q quit" : "←/→ pages  r refresh  u units  ? help  q quit")
            : ""
        var status: String
        if let forecast = context.forecast {
            status = "\(context.updatedText(forecast)) · \(forecast.provider.displayName)"
        } else {
            status = "No data yet"
        }
        if context.state.isFetching { status += " · refreshing…" }
        if context.state.lastFailure != nil { status += " · last refresh failed" }
        let hintsWidth = DisplayWidth.of(hints)
        let statusWidth = DisplayWidth.of(status)
        if !hints.isEmpty, statusWidth + hintsWidth + 4 <= width {
            canvas.write(hints, column: width - hintsWidth - 1, row: row, style: palette.muted)
        }
        canvas.write(status, column: 1, row: row, style: palette.muted, width: width - 2)
    }
}
