import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit

/// The Forecast page: a temperature chart for the next hours, hourly rows, and daily rows with range bars.
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

    /// From about 100×32 the page shares the whole screen: a taller chart, up to 48 hours in as many columns as
    /// fit, and the days spread over the height.
    static func isWall(_ size: Size) -> Bool {
        size.columns >= 100 && size.rows >= 30
    }

    private func draw(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        if Self.isWall(context.layoutSize(area.size)) {
            drawWall(forecast, in: area, on: &canvas)
            return
        }
        let hours = forecast.hourlyRows(spanning: 24)
        let chartHeight = area.height >= 31 ? 5 : 3
        var tables = area
        if !hours.isEmpty, area.height >= Self.meteogramHeight + 9 {
            // The meteogram over the hours and days, which keep eight rows at least; a banner's rows come out of
            // theirs (every third hour from 9 to 11 rows alike).
            let parts = Layout.vertical([.length(Self.meteogramHeight), .fill(1)]).split(area)
            meteogram(forecast, hours: hours).draw(in: parts[0], on: &canvas)
            tables = parts[1].rows(1, count: parts[1].height - 1)
        } else if !hours.isEmpty, area.height >= chartHeight + 9 {
            // The chart, its row of hour labels, and an empty row.
            let parts = Layout.vertical([.length(chartHeight + 1), .length(1), .fill(1)]).split(area)
            TemperatureChart(
                hours: hours, location: forecast.location, asciiOnly: context.asciiOnly, timeStyle: context.time
            )
            .draw(in: parts[0], on: &canvas, palette: context.palette)
            tables = parts[2]
        }
        let columns = Layout.horizontal([.length(hourColumnWidth), .fill(1)], spacing: 3).split(tables)
        drawHourly(
            Self.spread(hours, over: tables.height - 1), forecast: forecast,
            title: context.words.count(.nextHoursCount, 24), columns: 1, in: columns[0], on: &canvas)
        drawDaily(forecast, in: columns[1], on: &canvas)
    }

    /// Every hour when they fit in the rows, else every second (third…) hour, so the rows still span the whole day.
    static func spread(_ hours: [HourlyForecast], over rows: Int) -> [HourlyForecast] {
        guard rows > 0, hours.count > rows else { return hours }
        let step = (hours.count + rows - 1) / rows
        return stride(from: 0, to: hours.count, by: step).map { hours[$0] }
    }

    /// Day (where it changes), clock, symbol, temperature and chance.
    private var hourColumnWidth: Int { context.time.weekdayWidth + 1 + context.time.hourWidth + 17 }

    /// The hours flow into as many columns as they need (two at least, spread over the left part); the chart takes
    /// the height the tables leave, up to two thirds of the page.
    private func drawWall(_ forecast: Forecast, in area: Rect, on canvas: inout Canvas) {
        let hourly = forecast.hourlyRows(spanning: 48)
        let widths = Layout.horizontal([.percentage(55), .fill(1)], spacing: 4).split(area)
        let fittingColumns = max(1, (widths[0].width + 3) / (hourColumnWidth + 3))
        let smallestChart = max(5, area.height * 45 / 100)
        let tallestTables = max(2, area.height - smallestChart - 2)
        let neededColumns = max(2, (hourly.count + tallestTables - 2) / (tallestTables - 1))
        let columns = max(1, min(fittingColumns, neededColumns))
        // Every second (third…) hour where they do not all fit, so the rows still reach the end of the chart.
        let hours = Self.spread(hourly, over: columns * (tallestTables - 1))
        let rowsPerColumn = max(1, (hours.count + columns - 1) / columns)
        let tablesHeight = max(rowsPerColumn, forecast.daily.count) + 1
        let chartHeight = max(smallestChart, min(area.height * 2 / 3, area.height - tablesHeight - 2))
        let parts = Layout.vertical([.length(chartHeight), .length(1), .fill(1)]).split(area)
        if !hourly.isEmpty {
            meteogram(forecast, hours: hourly).draw(in: parts[0], on: &canvas)
        }
        let tables = Layout.horizontal([.percentage(55), .fill(1)], spacing: 4).split(parts[2])
        // The hours the rows reach: to the last row's time plus one step between rows.
        let rowStep = hours.count > 1 ? hours[1].time.timeIntervalSince(hours[0].time) / 3600 : 1
        let span = hours.last.map { Int(($0.time.timeIntervalSince(hours[0].time) / 3600 + rowStep).rounded()) } ?? 0
        drawHourly(
            hours, forecast: forecast, title: context.words.count(.nextHoursCount, max(24, min(48, span))),
            columns: columns, in: tables[0], on: &canvas)
        drawDaily(forecast, spread: true, in: tables[1], on: &canvas)
    }

    /// The meteogram's rows below the wall layout: days, five of temperature, two of precipitation, hours.
    static let meteogramHeight = 9

    private func meteogram(_ forecast: Forecast, hours: [HourlyForecast]) -> Meteogram {
        let appearance = context.state.appearance
        return Meteogram(
            forecast: forecast, hours: hours, now: context.state.now, palette: context.palette, theme: appearance.theme,
            asciiOnly: context.asciiOnly, monochrome: appearance.monochrome, timeStyle: context.time,
            language: context.words, glyphs: context.glyphs)
    }

    /// A title, then the hours top to bottom in `columns` columns spread over the width.
    private func drawHourly(
        _ hours: [HourlyForecast], forecast: Forecast, title: String, columns: Int, in area: Rect,
        on canvas: inout Canvas
    ) {
        let palette = context.palette
        let parts = Layout.vertical([.length(1), .fill(1)]).split(area)
        canvas.write(title, in: parts[0], style: palette.title)
        guard !hours.isEmpty else {
            canvas.write(context.words.text(.noHourlyData), in: parts[1].row(0), style: palette.muted)
            return
        }
        let symbolWidth = context.glyphs.symbolWidth
        let clockWidth = context.time.hourWidth
        let dayWidth = context.time.weekdayWidth
        let today = forecast.location.localTime(at: context.state.now).date
        let rowsPerColumn = max(1, (hours.count + columns - 1) / columns)
        let slots = Layout.horizontal(Array(repeating: .fill(1), count: columns), spacing: 3).split(parts[1])
        for (index, hour) in hours.enumerated() {
            let slot = slots[min(index / rowsPerColumn, slots.count - 1)]
            let row = slot.row(index % rowsPerColumn)
            guard !row.isEmpty else { continue }
            let extras = row.width >= hourColumnWidth + Self.extrasWidth
            let amounts = row.width >= hourColumnWidth + Self.extrasWidth + Self.amountAndWindWidth
            let cells = Layout.horizontal(
                [
                    .length(dayWidth), .length(clockWidth), .length(symbolWidth), .length(5), .length(5),
                    .length(extras ? 4 : 0), .length(extras ? 7 : 0)
                ]
                    + (amounts ? [.length(6), .length(8)] : []),
                spacing: 1
            ).split(row)
            let local = forecast.location.localTime(at: hour.time)
            let symbol = context.glyphs.symbol(for: hour.condition, isDay: forecast.isDay(hour))
            // The day at each row that starts one, and atop every column but a first that is today: no row is
            // ambiguous about its day.
            let previous = index > 0 ? forecast.location.localTime(at: hours[index - 1].time).date : today
            let topOfColumn = index % rowsPerColumn == 0
            if local.date != previous || (topOfColumn && local.date != today) {
                canvas.write(context.time.weekday(local.date), in: cells[0], style: palette.title)
            }
            canvas.write(context.time.hour(local), in: cells[1], alignment: .right, style: palette.muted)
            canvas.write(symbol, in: cells[2], style: palette.symbol(for: hour.condition))
            canvas.write(context.degrees(hour.temperature), in: cells[3], alignment: .right, style: palette.text)
            canvas.write(
                ReadingFormat.percent(hour.precipitationProbability), in: cells[4], alignment: .right,
                style: chanceStyle(hour.precipitationProbability))
            if extras {
                drawUVAndAirQuality(of: hour, forecast: forecast, in: (cells[5], cells[6]), on: &canvas)
            }
            if amounts {
                drawAmountAndWind(of: hour, units: forecast.units, in: (cells[7], cells[8]), on: &canvas)
            }
        }
    }

    /// "UV 6" and "AQI 42" after the chance, where the rows have room.
    static let extrasWidth = 1 + 4 + 1 + 7

    /// "1.2mm" and "↗12(30)" after those, on the widest rows.
    static let amountAndWindWidth = 1 + 6 + 1 + 8

    /// The hour's precipitation (blank when dry) and its wind with the gusts, where the rows have room.
    private func drawAmountAndWind(
        of hour: HourlyForecast, units: Units, in cells: (amount: Rect, wind: Rect), on canvas: inout Canvas
    ) {
        let palette = context.palette
        if let amount = hour.precipitation, amount > 0 {
            let text = context.words.decimals(ReadingFormat.precipitation(amount, unit: units.precipitation))
            canvas.write(
                text, in: cells.amount, alignment: .right,
                style: (hour.snow ?? 0) > amount / 2 ? palette.text : palette.rain)
        }
        if let speed = hour.windSpeed {
            let direction =
                hour.windDirection.map {
                    context.asciiOnly ? context.words.compass(Compass.point(degrees: $0)) : Compass.arrow(degrees: $0)
                } ?? ""
            var text = direction + String(speed.wholeNumber)
            if let gusts = hour.windGusts, gusts.wholeNumber > speed.wholeNumber { text += "(\(gusts.wholeNumber))" }
            canvas.write(text, in: cells.wind, alignment: .right, style: palette.muted)
        }
    }

    private func drawUVAndAirQuality(
        of hour: HourlyForecast, forecast: Forecast, in cells: (uv: Rect, aqi: Rect), on canvas: inout Canvas
    ) {
        let palette = context.palette
        if let uv = hour.uvIndex, uv.rounded() > 0 {
            canvas.write(
                context.words.text(.columnUV, ["index": String(uv.wholeNumber)]), in: cells.uv, alignment: .right,
                style: palette.uv(uv))
        }
        if let air = forecast.airQuality,
            let index = air.hourly.first(where: { $0.time == hour.time })?.index(on: air.scale)
        {
            let style = palette.airQuality(air.scale.category(for: index), theme: context.state.appearance.theme)
            canvas.write(
                context.words.text(.columnAQI, ["index": String(index)]), in: cells.aqi, alignment: .right, style: style
            )
        }
    }

    /// A title, then a row per day, spread over the height when there is room (up to three rows a day).
    private func drawDaily(_ forecast: Forecast, spread: Bool = false, in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let days = forecast.daily
        let parts = Layout.vertical([.length(1), .fill(1)]).split(area)
        canvas.write(context.words.count(.nextDays, days.count), in: parts[0], style: palette.title)
        let lows = days.compactMap(\.low)
        let highs = days.compactMap(\.high)
        let coldest = (lows + highs).min() ?? 0
        let warmest = (lows + highs).max() ?? 0
        let symbolWidth = context.glyphs.symbolWidth
        let labels = DayLabel(time: context.time)
        let names = days.indices.map {
            $0 == 0 ? context.words.text(.today) : labels.text(for: days[$0].date, index: $0)
        }
        let nameWidth = max(5, names.map(DisplayWidth.of).max() ?? 0)
        // name, symbol, low, bar, high, chance
        // A column for ▲/▼ (a day far from normal) only when there are normals.
        let markWidth = days.contains { $0.normal != nil } ? 2 : 0
        let fixedWidth = nameWidth + 1 + symbolWidth + 1 + 5 + 1 + 5 + 4 + markWidth
        let barWidth = max(4, min(spread ? 60 : 30, area.width - fixedWidth))
        let step = spread ? max(1, min(3, parts[1].height / max(1, days.count))) : 1
        for (index, day) in days.enumerated() {
            let row = parts[1].row(index * step)
            guard !row.isEmpty else { break }
            let cells = Layout.horizontal(
                [.length(nameWidth), .length(symbolWidth), .length(4), .length(barWidth), .length(4), .length(4)]
                    + (markWidth > 0 ? [.length(1)] : []),
                spacing: 1
            ).split(row)
            canvas.write(names[index], in: cells[0], style: index == 0 ? palette.title : palette.text)
            canvas.write(
                context.glyphs.symbol(for: day.condition, isDay: true), in: cells[1],
                style: palette.symbol(for: day.condition))
            canvas.write(context.degrees(day.low), in: cells[2], alignment: .right, style: palette.cold)
            RangeBar(low: day.low, high: day.high, coldest: coldest, warmest: warmest, asciiOnly: context.asciiOnly)
                .draw(in: cells[3], on: &canvas, palette: palette)
            canvas.write(context.degrees(day.high), in: cells[4], style: palette.warm)
            canvas.write(
                ReadingFormat.percent(day.precipitationProbability), in: cells[5], alignment: .right,
                style: chanceStyle(day.precipitationProbability))
            if cells.count > 6, let mark = NormalMark(day: day, unit: forecast.units.temperature) {
                canvas.write(
                    mark.text(ascii: context.asciiOnly), in: cells[6],
                    style: mark == .warmer ? palette.warm : palette.cold)
            }
        }
    }

    private func chanceStyle(_ chance: Double?) -> Style {
        (chance ?? 0) >= RainOutlook.likelyPercent ? context.palette.rain : context.palette.muted
    }
}
