import Drawing
import ScreenText
import Translation
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
            if area.width >= Self.wideColumns {
                drawColumns(forecast, in: parts[1], on: &canvas)
            } else {
                drawLines(lines(forecast) + hourLines(forecast), in: parts[1], on: &canvas)
            }
            canvas.write(context.updatedText(forecast), in: parts[2], style: context.palette.muted)
        }
    }

    /// From this width a short pane shows now, the next hours and the next days side by side.
    static let wideColumns = 100

    /// Three columns: now, the next hours (in as many sub-columns as fit), and the next days.
    private func drawColumns(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let now = lines(forecast)
        let nowWidth = min(44, now.map { DisplayWidth.of($0.text) }.max() ?? 0)
        let days = dayLines(forecast)
        let daysWidth = min(
            area.width / 3,
            max(DisplayWidth.of(days.first?.text ?? ""), days.map { DisplayWidth.of($0.text) }.max() ?? 0))
        let columns = Layout.horizontal([.length(nowWidth), .fill(1), .length(daysWidth)], spacing: 3).split(area)
        drawLines(now, in: columns[0], on: &canvas)
        let hours = hourLines(forecast)
        let hourWidth = hours.map { DisplayWidth.of($0.text) }.max() ?? 1
        let parts = Layout.vertical([.length(1), .fill(1)]).split(columns[1])
        canvas.write(context.words.text(.nextHours), in: parts[0], style: context.palette.title)
        let flow = max(1, (parts[1].width + 3) / (hourWidth + 3))
        let slots = Layout.horizontal(Array(repeating: .length(hourWidth), count: flow), spacing: 3).split(parts[1])
        for (index, slot) in slots.enumerated() {
            drawLines(Array(hours.dropFirst(index * slot.height).prefix(slot.height)), in: slot, on: &canvas)
        }
        drawLines(days, in: columns[2], on: &canvas)
    }

    /// A title, then a line per day: name, symbol, low to high, chance of rain.
    private func dayLines(_ forecast: Forecast) -> [(text: String, style: Style)] {
        let palette = context.palette
        let labels = DayLabel(time: context.time)
        let names = forecast.daily.indices.map {
            $0 == 0 ? context.words.text(.today) : labels.text(for: forecast.daily[$0].date, index: $0)
        }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let lines = forecast.daily.enumerated().map { index, day -> (text: String, style: Style) in
            let symbol = context.glyphs.symbol(for: day.condition, isDay: true)
            let range =
                "\(context.degrees(day.low).leftPadded(to: 4)) … \(context.degrees(day.high).rightPadded(to: 4))"
            let chance = ReadingFormat.percent(day.precipitationProbability).leftPadded(to: 4)
            return (
                "\(names[index].rightPadded(to: nameWidth)) \(symbol) \(range) \(chance)",
                index == 0 ? palette.text : palette.muted
            )
        }
        return [(context.words.count(.nextDays, forecast.daily.count), palette.title)] + lines
    }

    private func drawTitle(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let clock = context.time.clock(forecast.location.localTime(at: context.state.now))
        let parts = Layout.horizontal([.fill(1), .length(DisplayWidth.of(clock))], spacing: 2).split(area)
        canvas.write(clock, in: area, alignment: .right, style: context.palette.text)
        canvas.write(
            forecast.location.name + (context.state.isSampleData ? " (\(context.words.text(.sampleShort)))" : ""),
            in: parts[0], style: context.palette.title)
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
        let words = context.words.words(for: current, provider: forecast.provider) ?? ""
        let say = context.words
        var lines: [(String, Style)] = [
            ("\(symbol) \(temperature) \(words)", palette.title),
            (
                say.text(
                    .highLowFeels,
                    [
                        "high": context.degrees(forecast.today.high), "low": context.degrees(forecast.today.low),
                        "feels": context.degrees(current.feelsLike)
                    ]), palette.text
            ),
            (
                say.text(.humidity, ["percent": ReadingFormat.percent(current.humidity)]) + "  "
                    + say.text(.wind, ["wind": context.wind(forecast)]), palette.text
            ),
            (rainLine(forecast), palette.rain)
        ]
        if let banner = context.state.banner {
            lines.insert((context.marker(of: banner) + " " + banner.message, context.style(of: banner)), at: 0)
        }
        return lines
    }

    /// The rain outlook as long as fits the pane (the now column is at most 44 wide).
    private func rainLine(_ forecast: Forecast) -> String {
        let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: context.state.now)
        return outlook.fitting(
            width: min(context.size.columns, 44), in: forecast.location, style: context.time, language: context.words)
    }

    /// One line per coming hour.
    private func hourLines(_ forecast: Forecast) -> [(text: String, style: Style)] {
        forecast.hourly.dropFirst().map { hour in
            let time = context.time.hour(forecast.location.localTime(at: hour.time)).leftPadded(
                to: context.time.hourWidth)
            let hourSymbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            let temperature = context.degrees(hour.temperature).leftPadded(to: 4)
            let chance = ReadingFormat.percent(hour.precipitationProbability).leftPadded(to: 4)
            return ("\(time) \(hourSymbol) \(temperature) \(chance)", context.palette.muted)
        }
    }
}
