import Drawing
import WeatherKit

/// Row 0: the place, its local date and clock, and which page this is.
struct HeaderView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let palette = context.palette
        let width = canvas.size.columns
        let indicator = Page.allCases.map { $0 == context.state.page ? (context.asciiOnly ? "#" : "●") : (context.asciiOnly ? "." : "○") }
            .joined(separator: " ")
        let indicatorWidth = DisplayWidth.of(indicator)
        canvas.write(indicator, column: width - indicatorWidth - 1, row: 0, style: palette.muted)
        guard let forecast = context.forecast else {
            canvas.write("wxdash", column: 1, row: 0, style: palette.title, width: width - indicatorWidth - 3)
            return
        }
        let clock = forecast.location.localTime(at: context.state.now)
        let when = "\(context.time.day(clock.date))  \(context.time.clock(clock))"
        let whenWidth = DisplayWidth.of(when)
        let whenColumn = width - indicatorWidth - 4 - whenWidth
        canvas.write(when, column: whenColumn, row: 0, style: palette.text)
        var name = forecast.location.displayName
        if context.state.isSampleData { name += " — sample data" }
        if context.state.places.count > 1 { name += "  (\(context.state.placeIndex + 1)/\(context.state.places.count))" }
        canvas.write(name, column: 1, row: 0, style: palette.title, width: max(0, whenColumn - 3))
    }
}
