import Drawing
import Foundation
import WeatherKit

/// The Forecast page: a temperature chart for the next 24 hours, hourly rows, and daily rows with range bars.
struct ForecastPageView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        // The first row stays empty under the header; one column of margin on each side.
        let content = area.rows(1, count: area.height - 1)
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(in: content, on: &canvas)
            return
        }
        canvas.clipped(to: area) { canvas in
            draw(forecast, in: content.inset(horizontal: 1), on: &canvas)
        }
    }

    private func draw(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let hours = forecast.hourlyRows(spanning: 24)
        let chartHeight = area.height >= 47 ? 8 : area.height >= 31 ? 5 : 3
        var tables = area
        if !hours.isEmpty, area.height >= chartHeight + 9 {
            // The chart, its row of hour labels, and an empty row.
            let parts = Layout.vertical([.length(chartHeight + 1), .length(1), .fill(1)]).split(area)
            TemperatureChart(hours: hours, location: forecast.location, asciiOnly: context.asciiOnly, timeStyle: context.time)
                .draw(in: parts[0], on: &canvas, palette: context.palette)
            tables = parts[2]
        }
        let hourlyWidth = context.time.hourWidth + 17
        let columns = Layout.horizontal([.length(hourlyWidth), .fill(1)], spacing: 3).split(tables)
        drawHourly(hours, forecast: forecast, in: columns[0], on: &canvas)
        drawDaily(forecast, in: columns[1], on: &canvas)
    }

    private func drawHourly(_ hours: [HourlyForecast], forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        canvas.write("Next 24 hours", in: area.row(0), style: palette.title)
        guard !hours.isEmpty else {
            canvas.write("no hourly data", in: area.row(1), style: palette.muted)
            return
        }
        let symbolWidth = context.glyphs.symbolWidth
        let clockWidth = context.time.hourWidth
        for (index, hour) in hours.enumerated() {
            let row = area.row(1 + index)
            guard !row.isEmpty else { break }
            let cells = Layout.horizontal([.length(clockWidth), .length(symbolWidth), .length(5), .length(5)], spacing: 1).split(row)
            let clock = context.time.hour(forecast.location.localTime(at: hour.time))
            let symbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            canvas.write(clock, in: cells[0], alignment: .right, style: palette.muted)
            canvas.write(symbol, in: cells[1], style: palette.accent)
            canvas.write(context.degrees(hour.temperature), in: cells[2], alignment: .right, style: palette.text)
            canvas.write(
                ReadingFormat.percent(hour.precipitationProbability), in: cells[3], alignment: .right,
                style: chanceStyle(hour.precipitationProbability))
        }
    }

    private func drawDaily(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let days = forecast.daily
        canvas.write("Next \(days.count) days", in: area.row(0), style: palette.title)
        let lows = days.compactMap(\.low)
        let highs = days.compactMap(\.high)
        let coldest = (lows + highs).min() ?? 0
        let warmest = (lows + highs).max() ?? 0
        let symbolWidth = context.glyphs.symbolWidth
        let nameWidth = max(5, context.time.weekdayWidth)
        // name, symbol, low, bar, high, chance
        let fixedWidth = nameWidth + 1 + symbolWidth + 1 + 5 + 1 + 5 + 4
        let barWidth = max(4, min(30, area.width - fixedWidth))
        for (index, day) in days.enumerated() {
            let row = area.row(1 + index)
            guard !row.isEmpty else { break }
            let cells = Layout.horizontal(
                [.length(nameWidth), .length(symbolWidth), .length(4), .length(barWidth), .length(4), .length(4)], spacing: 1
            ).split(row)
            let name = index == 0 ? "Today" : context.time.weekday(day.date)
            canvas.write(name, in: cells[0], style: index == 0 ? palette.title : palette.text)
            canvas.write(context.glyphs.symbol(for: day.condition, isDay: true), in: cells[1], style: palette.accent)
            canvas.write(context.degrees(day.low), in: cells[2], alignment: .right, style: palette.cold)
            RangeBar(low: day.low, high: day.high, coldest: coldest, warmest: warmest, asciiOnly: context.asciiOnly)
                .draw(in: cells[3], on: &canvas, palette: palette)
            canvas.write(context.degrees(day.high), in: cells[4], style: palette.warm)
            canvas.write(
                ReadingFormat.percent(day.precipitationProbability), in: cells[5], alignment: .right,
                style: chanceStyle(day.precipitationProbability))
        }
    }

    private func chanceStyle(_ chance: Double?) -> Style {
        (chance ?? 0) >= RainOutlook.likelyPercent ? context.palette.rain : context.palette.muted
    }
}
