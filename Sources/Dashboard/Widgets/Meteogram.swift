import Drawing
import Foundation
import ScreenText
import WeatherKit

/// The Forecast page's chart, read at a glance: the temperature as a line (its top edge in eighths of a cell, or ASCII) coloured on one
/// fixed scale with the ensemble's 10th–90th percentile band behind it, the precipitation as bars (snow apart from
/// rain) over its chance, the nights shaded, a rule and the day's name at each midnight, the current hour marked,
/// hour labels, and the wind along the bottom where rows allow. Rows from the top: days, temperature, precipitation,
/// hours, wind.
struct Meteogram {
    let forecast: Forecast
    let hours: [HourlyForecast]
    let now: Date
    let palette: Palette
    let theme: Appearance.Theme
    let asciiOnly: Bool
    /// Without colour (`NO_COLOR`) nights, band and chance become patterns.
    let monochrome: Bool
    let timeStyle: TimeStyle

    /// Axis labels ("-10°", "5mm") and a space.
    static let gutterWidth = 6

    /// How the chart's rows are shared out in a given height.
    struct Rows: Equatable {
        var temperature: Int
        var precipitation: Int
        var wind: Int

        init(height: Int, hasPrecipitation: Bool, hasWind: Bool) {
            wind = hasWind && height >= 14 ? 1 : 0
            let rest = max(0, height - 2 - wind)
            precipitation = !hasPrecipitation || rest < 5 ? 0 : (rest >= 8 ? max(2, rest * 3 / 10) : 2)
            temperature = rest - precipitation
        }
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let plotWidth = area.width - Self.gutterWidth
        guard plotWidth >= 4, area.height >= 4, let timeline = MeteogramTimeline(hours: hours, width: plotWidth) else { return }
        // A dry spell gives the precipitation's rows to the temperature.
        let hasPrecipitation = hours.contains { ($0.precipitation ?? 0) > 0 || ($0.precipitationProbability ?? 0) > 0 }
        let rows = Rows(height: area.height, hasPrecipitation: hasPrecipitation, hasWind: hours.contains { $0.windSpeed != nil })
        var grid = MeteogramGrid(width: plotWidth, height: area.height, page: palette.page)
        let nights = nightColumns(timeline)
        // Each hour's wall clock, worked out once (a time-zone lookup each) for the days, hours and wind.
        let clocks = hours.map { forecast.location.localTime(at: $0.time) }
        let colors = MeteogramColors(theme: theme)
        if !monochrome {
            for (column, night) in nights.enumerated() where night {
                grid.paintBackground(column: column, rows: 1..<(1 + rows.temperature + rows.precipitation), color: colors.night)
            }
        }
        let plots = MeteogramPlots(timeline: timeline, palette: palette, theme: theme, colors: colors, asciiOnly: asciiOnly, monochrome: monochrome, nights: nights)
        let temperatureRows = 1..<(1 + rows.temperature)
        let axis = plots.drawTemperature(in: temperatureRows, units: forecast.units.temperature, on: &grid)
        let precipitationRows = temperatureRows.upperBound..<(temperatureRows.upperBound + rows.precipitation)
        let scale = rows.precipitation > 0 ? plots.drawPrecipitation(in: precipitationRows, unit: forecast.units.precipitation, on: &grid) : nil
        let nowColumn = Int(timeline.column(of: now).rounded(.down))
        let nowShown = nowColumn >= 0 && nowColumn < plotWidth ? nowColumn : nil
        if monochrome { drawNightPattern(nights, on: &grid) }
        drawMidnights(timeline, clocks: clocks, plotRows: 1..<precipitationRows.upperBound, avoiding: nowShown, on: &grid)
        if let nowShown { drawNow(at: nowShown, temperatureRows: temperatureRows, on: &grid) }
        drawHourLabels(timeline, clocks: clocks, row: precipitationRows.upperBound, on: &grid)
        if rows.wind > 0 { drawWind(timeline, clocks: clocks, row: precipitationRows.upperBound + 1, on: &grid) }
        canvas.clipped(to: area) { canvas in
            grid.paste(on: &canvas, left: area.x + Self.gutterWidth, top: area.y)
            drawGutter(area: area, axis: axis, temperatureRows: temperatureRows, precipitationScale: scale, precipitationRow: precipitationRows.lowerBound,
                       windRow: rows.wind > 0 ? precipitationRows.upperBound + 1 : nil, on: &canvas)
        }
    }

    /// Whether each column is night: from its day's sunrise and sunset (or polar state), else as the hour's row
    /// says. The days' bounds are worked out once each, not per column.
    private func nightColumns(_ timeline: MeteogramTimeline) -> [Bool] {
        let location = forecast.location
        let days = forecast.daily.map { day -> (start: Date, end: Date, sun: SunTimes) in
            let noon = LocalDateTime.instant(date: day.date, hour: 12, minute: 0, utcOffsetSeconds: location.utcOffsetSeconds)
            let offset = location.utcOffset(at: noon)
            return (
                LocalDateTime.instant(date: day.date, hour: 0, minute: 0, utcOffsetSeconds: offset),
                LocalDateTime.instant(date: day.date.adding(days: 1), hour: 0, minute: 0, utcOffsetSeconds: offset), day.sun
            )
        }
        var index = 0
        return (0..<timeline.width).map { column in
            let instant = timeline.time(atColumn: Double(column) + 0.5)
            while index < days.count, days[index].end <= instant { index += 1 }
            if index < days.count, days[index].start <= instant {
                let sun = days[index].sun
                switch sun.polar {
                case .midnightSun: return false
                case .polarNight: return true
                case nil:
                    if let sunrise = sun.sunrise, let sunset = sun.sunset { return instant < sunrise || instant >= sunset }
                }
            }
            return timeline.rowIndex(at: instant).flatMap { timeline.hours[$0].isDay }.map { !$0 } ?? false
        }
    }

    // MARK: Days and the current hour

    /// The local midnights within the chart, with the day that starts at each.
    private func midnights(_ timeline: MeteogramTimeline, clocks: [LocalDateTime]) -> [(column: Int, date: LocalDate)] {
        var result: [(Int, LocalDate)] = []
        guard var previous = clocks.first?.date else { return [] }
        for clock in clocks {
            let date = clock.date
            guard date != previous else { continue }
            previous = date
            let midnight = LocalDateTime.instant(date: date, hour: 0, minute: 0, utcOffsetSeconds: clock.utcOffsetSeconds)
            let column = Int(timeline.column(of: midnight).rounded())
            if column >= 0, column < timeline.width { result.append((column, date)) }
        }
        return result
    }

    /// A rule down the plots at each midnight and the day's name ("Wed 2") at its top; the first day's name at the
    /// left where it fits before the first midnight.
    private func drawMidnights(
        _ timeline: MeteogramTimeline, clocks: [LocalDateTime], plotRows: Range<Int>, avoiding nowColumn: Int?, on grid: inout MeteogramGrid
    ) {
        let days = midnights(timeline, clocks: clocks)
        let rule = Style(foreground: palette.muted.foreground, background: nil, dim: true)
        for day in days {
            for row in plotRows { grid.putIfBlank(asciiOnly ? "|" : "│", column: day.column, row: row, style: rule) }
        }
        guard let firstDate = clocks.first?.date else { return }
        let labels = [(column: 0, date: firstDate)] + days
        for (index, label) in labels.enumerated() {
            let text = "\(timeStyle.weekday(label.date)) \(label.date.day)"
            let width = DisplayWidth.of(text)
            var start = label.column + (index == 0 ? 0 : 1)
            // Clear of the current hour's mark.
            if let nowColumn, nowColumn >= start - 1, nowColumn <= start + width { start = nowColumn + 2 }
            let next = index + 1 < labels.count ? labels[index + 1].column : timeline.width
            guard start + width < next || (index == labels.count - 1 && start + width <= timeline.width) else { continue }
            grid.write(text, column: start, row: 0, style: palette.title)
        }
    }

    /// A mark over the current hour and a dotted rule down the temperature where nothing else is.
    private func drawNow(at column: Int, temperatureRows: Range<Int>, on grid: inout MeteogramGrid) {
        grid.write(asciiOnly ? "v" : "▼", column: column, row: 0, style: palette.accent)
        guard !asciiOnly else { return }
        for row in temperatureRows { grid.putIfBlank("┊", column: column, row: row, style: palette.muted) }
    }

    /// Without colour the nights are dotted along the day row, under the names drawn after.
    private func drawNightPattern(_ nights: [Bool], on grid: inout MeteogramGrid) {
        for (column, night) in nights.enumerated() where night {
            grid.put(asciiOnly ? "." : "·", column: column, row: 0, style: palette.muted)
        }
    }

    // MARK: Hours and wind

    private func steps(_ timeline: MeteogramTimeline, room: Int) -> Int {
        [1, 2, 3, 6, 12, 24].first { Double($0) * timeline.columnsPerHour >= Double(room) } ?? 24
    }

    private func drawHourLabels(_ timeline: MeteogramTimeline, clocks: [LocalDateTime], row: Int, on grid: inout MeteogramGrid) {
        let width = timeStyle.hourWidth
        let step = steps(timeline, room: width + 2)
        var free = 0
        for (hour, clock) in zip(hours, clocks) {
            guard clock.minute == 0, clock.hour % step == 0 else { continue }
            let column = Int(timeline.column(of: hour.time).rounded())
            guard column >= free, column + width <= timeline.width else { continue }
            grid.write(timeStyle.hour(clock), column: column, row: row, style: palette.muted)
            free = column + width + 1
        }
    }

    /// Where the wind comes from and its speed, with the gusts in brackets where there is room: "↗12(30)".
    private func drawWind(_ timeline: MeteogramTimeline, clocks: [LocalDateTime], row: Int, on grid: inout MeteogramGrid) {
        let withGusts = timeline.columnsPerHour * 3 >= 9
        let step = steps(timeline, room: withGusts ? 9 : 5)
        var free = 0
        for (hour, clock) in zip(hours, clocks) {
            guard clock.minute == 0, clock.hour % step == 0, let speed = hour.windSpeed else { continue }
            let column = Int(timeline.column(of: hour.time).rounded())
            guard column >= free else { continue }
            let direction = hour.windDirection.map { asciiOnly ? Compass.point(degrees: $0) : Compass.arrow(degrees: $0) } ?? ""
            var text = direction + speed.wholeNumber.description
            if withGusts, let gusts = hour.windGusts, gusts.wholeNumber > speed.wholeNumber { text += "(\(gusts.wholeNumber))" }
            guard column + DisplayWidth.of(text) <= timeline.width else { continue }
            free = column + grid.write(text, column: column, row: row, style: palette.muted) + 1
        }
    }

    // MARK: Axis labels

    private func drawGutter(
        area: Rect, axis: TemperatureAxis?, temperatureRows: Range<Int>, precipitationScale: Double?, precipitationRow: Int, windRow: Int?,
        on canvas: inout Canvas
    ) {
        let labelWidth = Self.gutterWidth - 1
        func label(_ text: String, row: Int, style: Style) {
            canvas.write(text, in: Rect(x: area.x, y: area.y + row, width: labelWidth, height: 1), alignment: .right, style: style)
        }
        if let axis {
            var used = Set<Int>()
            let steps = temperatureRows.count * 4
            for value in axis.labels {
                let row = temperatureRows.lowerBound + axis.position(of: value, steps: steps) / 4
                guard !used.contains(row) else { continue }
                used.insert(row)
                let celsius = forecast.units.temperature.convert(value, to: .celsius)
                let style = Style(foreground: TemperatureColors.color(celsius: celsius, theme: theme), background: palette.page.background)
                label(ReadingFormat.degrees(value), row: row, style: style)
            }
        }
        if let precipitationScale {
            let unit = forecast.units.precipitation
            let tenths = (precipitationScale * 10).wholeNumber
            let text = unit == .inches && tenths < 10 ? "0.\(tenths)in" : "\(precipitationScale.wholeNumber)\(unit.rawValue)"
            label(text, row: precipitationRow, style: palette.rain)
        }
        if let windRow { label(forecast.units.windSpeed.rawValue, row: windRow, style: palette.muted) }
    }
}
