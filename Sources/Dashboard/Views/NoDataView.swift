import Drawing
import WeatherKit

/// What the page says before any weather has arrived: that it is fetching, or why it could not, in full.
struct NoDataView {
    let context: ViewContext

    var lines: [String] {
        if context.state.isFetching, context.state.lastFailure == nil { return ["Fetching the weather…"] }
        guard let failure = context.state.lastFailure else { return ["No weather data yet: press r to fetch it."] }
        let next = context.state.retryStopped ? "Fix that, then press r." : "Retrying on its own; r tries now, q quits."
        return [failure, next]
    }

    /// Draws the lines wrapped and centred between `top` and `bottom`.
    func draw(into canvas: inout Canvas, top: Int, bottom: Int) {
        let width = max(1, min(canvas.size.columns - 4, 72))
        let wrapped = lines.flatMap { DisplayWidth.wrap($0, to: width) + [""] }.dropLast()
        let start = top + max(0, (bottom - top + 1 - wrapped.count) / 2)
        for (index, line) in wrapped.enumerated() where start + index <= bottom {
            canvas.writeCentered(line, column: 0, row: start + index, width: canvas.size.columns, style: context.palette.text)
        }
    }
}
