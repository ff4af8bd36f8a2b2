import Drawing
import WeatherKit

/// Small terminals: one screen with the essentials, whatever the page.
struct CompactView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let palette = context.palette
        let width = canvas.size.columns
        let rows = canvas.size.rows
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(into: &canvas, top: 0, bottom: rows - 1)
            return
        }
        let current = forecast.current
        let clock = context.time.clock(forecast.location.localTime(at: context.state.now))
        canvas.writeRight(clock, column: 0, row: 0, width: width, style: palette.text)
        canvas.write(forecast.location.name + (context.state.isSampleData ? " (sample)" : ""), column: 0, row: 0, style: palette.title, width: max(0, width - DisplayWidth.of(clock) - 2))
        let symbol = context.glyphs.symbol(for: current.condition, isDay: current.isDay ?? true)
        let temperature = ReadingFormat.temperature(current.temperature, unit: forecast.units.temperature)
        let words = current.words ?? ""
        var lines: [(String, Style)] = [
            ("\(symbol) \(temperature) \(words)", palette.title),
            ("H \(context.degrees(forecast.today.high))  L \(context.degrees(forecast.today.low))  Feels \(context.degrees(current.feelsLike))", palette.text),
            ("Humidity \(ReadingFormat.percent(current.humidity))  Wind \(ReadingFormat.wind(speed: current.windSpeed, direction: current.windDirection, unit: forecast.units.windSpeed))", palette.text),
            (RainOutlook(forecast: forecast, now: context.state.now).text(in: forecast.location, style: context.time), palette.rain),
        ]
        if let banner = context.state.banner {
            lines.insert((context.marker(of: banner) + " " + banner.message, context.style(of: banner)), at: 0)
        }
        let footerRow = rows - 1
        var row = 1
        for (text, style) in lines where row < footerRow {
            canvas.write(text, column: 0, row: row, style: style, width: width)
            row += 1
        }
        for hour in forecast.hourly.dropFirst() where row < footerRow {
            let time = context.time.hour(forecast.location.localTime(at: hour.time)).leftPadded(to: context.time.hourWidth)
            let hourSymbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            let temperature = context.degrees(hour.temperature).leftPadded(to: 4)
            let chance = ReadingFormat.percent(hour.precipitationProbability).leftPadded(to: 4)
            canvas.write("\(time) \(hourSymbol) \(temperature) \(chance)", column: 0, row: row, style: palette.muted, width: width)
            row += 1
        }
        if footerRow >= 2 {
            canvas.write(context.updatedText(forecast), column: 0, row: footerRow, style: palette.muted, width: width)
        }
    }
}
