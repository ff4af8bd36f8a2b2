import Drawing
import Foundation
import WeatherKit

/// Page 2: a temperature chart for the next 24 hours, hourly rows, and daily rows with range bars.
struct ForecastPageView {
    let context: ViewContext

    func draw(into canvas: inout Canvas) {
        let size = canvas.size
        guard let forecast = context.forecast else {
            NoDataView(context: context).draw(into: &canvas, top: 2, bottom: size.rows - 2)
            return
        }
        let hours = forecast.hourlyRows(spanning: 24)
        let top = 2
        let bottom = size.rows - 2
        let chartHeight = size.rows >= 50 ? 8 : size.rows >= 34 ? 5 : 3
        var row = top
        if !hours.isEmpty, bottom - top >= chartHeight + 8 {
            TemperatureChart(hours: hours, location: forecast.location, asciiOnly: context.asciiOnly, timeStyle: context.time)
                .draw(into: &canvas, column: 1, row: row, width: size.columns - 2, height: chartHeight, palette: context.palette)
            row += chartHeight + 2
        }
        let hourlyWidth = context.time.hourWidth + 17
        let dailyColumn = 1 + hourlyWidth + 3
        drawHourly(hours, forecast: forecast, into: &canvas, column: 1, top: row, bottom: bottom)
        drawDaily(forecast, into: &canvas, column: dailyColumn, width: size.columns - dailyColumn - 1, top: row, bottom: bottom)
    }

    private func drawHourly(_ hours: [HourlyForecast], forecast: Forecast, into canvas: inout Canvas, column: Int, top: Int, bottom: Int) {
        let palette = context.palette
        canvas.write("Next 24 hours", column: column, row: top, style: palette.title)
        guard !hours.isEmpty else {
            canvas.write("no hourly data", column: column, row: top + 1, style: palette.muted)
            return
        }
        let symbolWidth = context.glyphs.symbolWidth
        for (index, hour) in hours.enumerated() {
            let row = top + 1 + index
            guard row <= bottom else { break }
            let clock = context.time.hour(forecast.location.localTime(at: hour.time))
            let clockWidth = context.time.hourWidth
            let symbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            canvas.writeRight(clock, column: column, row: row, width: clockWidth, style: palette.muted)
            canvas.write(symbol, column: column + clockWidth + 1, row: row, style: palette.accent, width: symbolWidth)
            canvas.writeRight(context.degrees(hour.temperature), column: column + clockWidth + 2 + symbolWidth, row: row, width: 5, style: palette.text)
            canvas.writeRight(
                ReadingFormat.percent(hour.precipitationProbability), column: column + clockWidth + 8 + symbolWidth, row: row, width: 5,
                style: chanceStyle(hour.precipitationProbability))
        }
    }

    private func drawDaily(_ forecast: Forecast, into canvas: inout Canvas, column: Int, width: Int, top: Int, bottom: Int) {
        let palette = context.palette
        let days = forecast.daily
        canvas.write("Next \(days.count) days", column: column, row: top, style: palette.title)
        let lows = days.compactMap(\.low)
        let highs = days.compactMap(\.high)
        let coldest = (lows + highs).min() ?? 0
        let warmest = (lows + highs).max() ?? 0
        let symbolWidth = context.glyphs.symbolWidth
        // name sp, symbol sp, low(4) sp, bar sp, high(4) sp, chance(4)
        let nameWidth = max(5, context.time.weekdayWidth)
        let fixedWidth = nameWidth + 1 + symbolWidth + 1 + 5 + 1 + 5 + 4
        let barWidth = max(4, min(30, width - fixedWidth))
        for (index, day) in days.enumerated() {
            let row = top + 1 + index
            guard row <= bottom else { break }
            var x = column
            let name = index == 0 ? "Today" : context.time.weekday(day.date)
            canvas.write(name, column: x, row: row, style: index == 0 ? palette.title : palette.text, width: nameWidth)
            x += nameWidth + 1
            canvas.write(context.glyphs.symbol(for: day.condition, isDay: true), column: x, row: row, style: palette.accent, width: symbolWidth)
            x += symbolWidth + 1
            canvas.writeRight(context.degrees(day.low), column: x, row: row, width: 4, style: palette.cold)
            x += 5
            let bar = RangeBar(low: day.low, high: day.high, coldest: coldest, warmest: warmest, asciiOnly: context.asciiOnly)
            bar.draw(into: &canvas, column: x, row: row, width: barWidth, palette: palette)
            x += barWidth + 1
            canvas.write(context.degrees(day.high), column: x, row: row, style: palette.warm, width: 4)
            x += 5
            canvas.writeRight(ReadingFormat.percent(day.precipitationProbability), column: x, row: row, width: 4, style: chanceStyle(day.precipitationProbability))
        }
    }

    private func chanceStyle(_ chance: Double?) -> Style {
        (chance ?? 0) >= RainOutlook.likelyPercent ? context.palette.rain : context.palette.muted
    }
}
