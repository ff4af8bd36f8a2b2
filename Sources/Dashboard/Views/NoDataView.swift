import Drawing
import ScreenText
import Translation
import WeatherKit

/// What the page says before any weather has arrived: that it is fetching, or why it could not, in full.
struct NoDataView {
    let context: ViewContext

    var lines: [String] {
        if context.state.isFetching, context.state.lastFailure == nil { return [context.words.text(.noDataFetching)] }
        guard let failure = context.state.lastFailure else { return [context.words.text(.noDataYet)] }
        let next = context.words.text(context.state.retryStopped ? .noDataFixThen : .noDataRetrying)
        return [failure, next]
    }

    /// Draws the lines wrapped and centred in `area`.
    func draw(in area: Rect, on canvas: inout Canvas) {
        let width = max(1, min(area.width - 4, 72))
        let wrapped = Array(lines.flatMap { DisplayWidth.wrap($0, to: width) + [""] }.dropLast())
        let block = area.centered(width: area.width, height: wrapped.count)
        canvas.clipped(to: area) { canvas in
            for (index, line) in wrapped.enumerated() {
                canvas.write(line, in: block.row(index), alignment: .center, style: context.palette.text)
            }
        }
    }
}
