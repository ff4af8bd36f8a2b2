import Drawing
import WeatherKit

/// Small terminals: one screen with the essentials, whatever the page.
struct CompactView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(in: area.rows(0, count: area.height - 1), on: &canvas)
            return
        }
        canvas.clipped(to: area) { canvas in
            // A footer only when there are rows to spare for it.
            let parts = Layout.vertical([.length(1), .fill(1), .length(area.height >= 3 ? 1 : 0)]).split(area)
            drawTitle(forecast, in: parts[0], on: &canvas)
            drawLines(lines(forecast) + hourLines(forecast), in: parts[1], on: &canvas)
            canvas.write(context.updatedText(forecast), in: parts[2], style: context.palette.muted)
        }
    }

    private func drawTitle(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let clock = context.time.clock(forecast.location.localTime(at: context.state.now))
        let parts = Layout.horizontal([.fill(1), .length(DisplayWidth.of(clock))], spacing: 2).split(area)
        canvas.write(clock, in: area, alignment: .right, style: context.palette.text)
        canvas.write(forecast.location.name + (context.state.isSampleData ? " (sample)" : ""), in: parts[0], style: context.palette.title)
    }

    private func drawLines(_ lines: [(text: String, style: Style)], in area: Rect, on canvas: inout Canvas) {
        for (index, line) in lines.prefix(area.height).enumerated() {
            canvas.write(line.text, in: area.row(index), style: line.style)
        }
    }

    /// The banner, then the essentials of now.
    private func lines(_ forecast: Forecast) -> [(text: String, style: Style)] {
        let palette = context.palette
        let current = forecast.current
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
        return lines
    }

    /// One line per coming hour.
    private func hourLines(_ forecast: Forecast) -> [(text: String, style: Style)] {
        forecast.hourly.dropFirst().map { hour in
            let time = context.time.hour(forecast.location.localTime(at: hour.time)).leftPadded(to: context.time.hourWidth)
            let hourSymbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            let temperature = context.degrees(hour.temperature).leftPadded(to: 4)
            let chance = ReadingFormat.percent(hour.precipitationProbability).leftPadded(to: 4)
            return ("\(time) \(hourSymbol) \(temperature) \(chance)", context.palette.muted)
        }
    }
}
