import WeatherKit

/// The last row: how fresh the data is, where it came from, and the keys.
struct FooterView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let row = canvas.size.rows - 1
        let width = canvas.size.columns
        let palette = context.palette
        let arrows = context.asciiOnly ? "<-/->" : "←/→"
        // The longest set of hints that fits beside the status.
        let hintChoices = context.state.appearance.showsKeyHints
            ? ["\(arrows) pages  r refresh  u units  ? help  q quit", "\(arrows) pages  ? help  q quit", "? help"]
            : []
        var status: String
        if let forecast = context.forecast {
            status = "\(context.updatedText(forecast)) · \(forecast.provider.displayName)"
        } else {
            status = "No data yet"
        }
        if context.state.isFetching { status += " · refreshing…" }
        if context.state.lastFailure != nil { status += " · last refresh failed" }
        let statusWidth = DisplayWidth.of(status)
        if let hints = hintChoices.first(where: { statusWidth + DisplayWidth.of($0) + 4 <= width }) {
            canvas.write(hints, column: width - DisplayWidth.of(hints) - 1, row: row, style: palette.muted)
        }
        canvas.write(status, column: 1, row: row, style: palette.muted, width: width - 2)
    }
}
