import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit

/// The Forecast page's chart, read at a glance as Yr's is: the condition's symbol every three hours (six where narrow)
/// along the top, the temperature as a line (its top edge in eighths of a cell, or ASCII) coloured on one fixed scale
/// with the ensemble's 10th–90th percentile band behind it, labelled at round values the same rows apart; the
/// precipitation as bars (snow apart from rain) on their own scale at the right, over its chance shaded from the
/// bottom on a % scale at the left; the nights shaded, a rule and the day's name at each midnight, the current hour
/// marked, hour labels, the wind's arrow and speed at every step, its gusts and a legend naming each layer where
/// the chart is wide and tall. Rows from the top: days, symbols, temperature, precipitation, hours, wind, gusts, legend.
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
    let language: Language
    /// The conditions' symbols along the top; nil for none.
    var glyphs: GlyphSet?

    /// Axis labels ("-10°", "100%") and a space.
    static let gutterWidth = 6
    /// The precipitation's scale at the right ("mm", "5"), after a space.
    static let rightGutterWidth = 5

    /// How the chart's rows are shared out in a given size.
    struct Rows: Equatable {
        /// 1 for a row of the conditions' symbols of their own; 0 where they share the day row.
        var symbols: Int
        var temperature: Int
        var precipitation: Int
        var wind: Int
        var gusts: Int
        var legend: Int

        init(size: Size, hasPrecipitation: Bool, hasWind: Bool, hasGusts: Bool) {
            let height = size.rows
            // From 120 columns and a chart of 18 rows: the gusts and a legend naming each layer.
            let wide = size.columns >= 110 && height >= 18
            symbols = height >= 14 ? 1 : 0
            wind = hasWind && height >= 8 ? 1 : 0
            gusts = wide && wind > 0 && hasGusts ? 1 : 0
            legend = wide ? 1 : 0
            let rest = max(0, height - 2 - symbols - wind - gusts - legend)
            precipitation = !hasPrecipitation || rest < 5 ? 0 : (rest >= 8 ? max(2, rest * 3 / 10) : 2)
            temperature = rest - precipitation
        }
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        // A dry spell gives the precipitation's rows to the temperature.
        let hasPrecipitation = hours.contains { ($0.precipitation ?? 0) > 0 || ($0.precipitationProbability ?? 0) > 0 }
        let rows = Rows(
            size: area.size, hasPrecipitation: hasPrecipitation, hasWind: hours.contains { $0.windSpeed != nil },
            hasGusts: hours.contains { $0.windGusts != nil })
        let rightGutter = rows.precipitation > 0 ? Self.rightGutterWidth : 0
        let plotWidth = area.width - Self.gutterWidth - rightGutter
        guard plotWidth >= 4, area.height >= 4, let timeline = MeteogramTimeline(hours: hours, width: plotWidth) else {
            return
        }
        var grid = MeteogramGrid(width: plotWidth, height: area.height, page: palette.page)
        let nights = nightColumns(timeline)
        // Each hour's wall clock, worked out once (a time-zone lookup each) for the days, hours and wind.
        let clocks = hours.map { forecast.location.localTime(at: $0.time) }
        let colors = MeteogramColors(theme: theme)
        let temperatureRows = (1 + rows.symbols)..<(1 + rows.symbols + rows.temperature)
        let precipitationRows = temperatureRows.upperBound..<(temperatureRows.upperBound + rows.precipitation)
        let hourRow = precipitationRows.upperBound
        if !monochrome {
            for (column, night) in nights.enumerated() where night {
                grid.paintBackground(column: column, rows: 1..<hourRow, color: colors.night)
            }
        }
        let plots = MeteogramPlots(
            timeline: timeline, palette: palette, theme: theme, colors: colors, asciiOnly: asciiOnly,
            monochrome: monochrome, nights: nights,
            normals: normalColumns(timeline))
        let axis = plots.drawTemperature(in: temperatureRows, units: forecast.units.temperature, on: &grid)
        let scale =
            rows.precipitation > 0
            ? plots.drawPrecipitation(in: precipitationRows, unit: forecast.units.precipitation, on: &grid) : nil
        let nowColumn = Int(timeline.column(of: now).rounded(.down))
        let nowShown = nowColumn >= 0 && nowColumn < plotWidth ? nowColumn : nil
        if monochrome { drawNightPattern(nights, on: &grid) }
        // The symbols on a row of their own before the midnights' rules, else between the day names.
        if rows.symbols > 0 { drawSymbols(timeline, clocks: clocks, row: 1, on: &grid) }
        drawMidnights(timeline, clocks: clocks, plotRows: 1..<hourRow, avoiding: nowShown, on: &grid)
        if let nowShown { drawNow(at: nowShown, temperatureRows: temperatureRows, on: &grid) }
        if rows.symbols == 0 { drawSymbols(timeline, clocks: clocks, row: 0, on: &grid) }
        drawHourLabels(timeline, clocks: clocks, row: hourRow, on: &grid)
        if rows.wind > 0 {
            drawWind(timeline, clocks: clocks, row: hourRow + 1, gustRow: rows.gusts > 0 ? hourRow + 2 : nil, on: &grid)
        }
        canvas.clipped(to: area) { canvas in
            grid.paste(on: &canvas, left: area.x + Self.gutterWidth, top: area.y)
            drawGutter(
                area: area, axis: axis, temperatureRows: temperatureRows, precipitationRows: precipitationRows,
                colors: colors,
                windRow: rows.wind > 0 ? hourRow + 1 : nil, on: &canvas)
            if let scale {
                drawPrecipitationScale(
                    scale, rows: precipitationRows,
                    in: Rect(
                        x: area.x + Self.gutterWidth + plotWidth, y: area.y, width: rightGutter, height: area.height),
                    on: &canvas)
            }
            if rows.legend > 0 {
                MeteogramLegend(
                    palette: palette, colors: colors, theme: theme, asciiOnly: asciiOnly, monochrome: monochrome,
                    words: language,
                    units: forecast.units, precipitation: rows.precipitation > 0, gusts: rows.gusts > 0,
                    normals: plots.normals.contains { $0 != nil }
                ).draw(
                    in: Rect(
                        x: area.x + Self.gutterWidth, y: area.y + area.height - 1, width: area.width - Self.gutterWidth,
                        height: 1), on: &canvas)
            }
        }
    }

    /// Whether each column is night: from its day's sunrise and sunset (or polar state), else as the hour's row
    /// says. The days' bounds are worked out once each, not per column.
    private func nightColumns(_ timeline: MeteogramTimeline) -> [Bool] {
        let location = forecast.location
        let days = forecast.daily.map { day -> (start: Date, end: Date, sun: SunTimes) in
            let noon = LocalDateTime.instant(
                date: day.date, hour: 12, minute: 0, utcOffsetSeconds: location.utcOffsetSeconds)
            let offset = location.utcOffset(at: noon)
            return (
                LocalDateTime.instant(date: day.date, hour: 0, minute: 0, utcOffsetSeconds: offset),
                LocalDateTime.instant(date: day.date.adding(days: 1), hour: 0, minute: 0, utcOffsetSeconds: offset),
                day.sun
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
                    if let sunrise = sun.sunrise, let sunset = sun.sunset {
                        return instant < sunrise || instant >= sunset
                    }
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
            let midnight = LocalDateTime.instant(
                date: date, hour: 0, minute: 0, utcOffsetSeconds: clock.utcOffsetSeconds)
            let column = Int(timeline.column(of: midnight).rounded())
            if column >= 0, column < timeline.width { result.append((column, date)) }
        }
        return result
    }

    /// A rule down the plots at each midnight and the day's name ("Wed 2") at its top; the first day's name at the
    /// left where it fits before the first midnight.
    private func drawMidnights(
        _ timeline: MeteogramTimeline, clocks: [LocalDateTime], plotRows: Range<Int>, avoiding nowColumn: Int?,
        on grid: inout MeteogramGrid
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
            guard start + width < next || (index == labels.count - 1 && start + width <= timeline.width) else {
                continue
            }
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

    private func drawHourLabels(
        _ timeline: MeteogramTimeline, clocks: [LocalDateTime], row: Int, on grid: inout MeteogramGrid
    ) {
        let width = timeStyle.hourWidth
        let step = steps(timeline, room: width + 1)
        var free = 0
        for (hour, clock) in zip(hours, clocks) {
            guard clock.minute == 0, clock.hour % step == 0 else { continue }
            let column = Int(timeline.column(of: hour.time).rounded())
            guard column >= free, column + width <= timeline.width else { continue }
            grid.write(timeStyle.hour(clock), column: column, row: row, style: palette.muted)
            free = column + width + 1
        }
    }

    /// The wind's arrow (where it blows, as on wind maps) and speed at every step, and under each on `gustRow` its
    /// gusts in brackets when they are stronger.
    private func drawWind(
        _ timeline: MeteogramTimeline, clocks: [LocalDateTime], row: Int, gustRow: Int?, on grid: inout MeteogramGrid
    ) {
        let step = steps(timeline, room: 5)
        var free = 0
        var gustsFree = 0
        let style = palette.text
        for (hour, clock) in zip(hours, clocks) {
            guard clock.minute == 0, clock.hour % step == 0, let speed = hour.windSpeed else { continue }
            let column = Int(timeline.column(of: hour.time).rounded())
            guard column >= free else { continue }
            let direction =
                hour.windDirection.map { asciiOnly ? Compass.point(degrees: $0) : Compass.arrow(degrees: $0) } ?? ""
            let text = direction + speed.wholeNumber.description
            guard column + DisplayWidth.of(text) <= timeline.width else { continue }
            free = column + grid.write(text, column: column, row: row, style: style) + 1
            guard let gustRow, let gusts = hour.windGusts, gusts.wholeNumber > speed.wholeNumber else { continue }
            let gustText = "(\(gusts.wholeNumber))"
            guard column >= gustsFree, column + DisplayWidth.of(gustText) <= timeline.width else { continue }
            gustsFree = column + grid.write(gustText, column: column, row: gustRow, style: palette.muted) + 1
        }
    }

    /// The conditions' symbols in their colours, one for each three hours (six where three hours are narrower than
    /// a symbol and a space), over the middle of the hour; only in free cells (the day row keeps its names).
    private func drawSymbols(
        _ timeline: MeteogramTimeline, clocks: [LocalDateTime], row: Int, on grid: inout MeteogramGrid
    ) {
        guard let glyphs else { return }
        let width = glyphs.symbolWidth
        let step = timeline.columnsPerHour * 3 >= Double(width + 2) ? 3 : 6
        for (hour, clock) in zip(hours, clocks) {
            guard clock.minute == 0, clock.hour % step == 0 else { continue }
            let column = Int(timeline.column(of: hour.time.addingTimeInterval(1800)).rounded(.down))
            guard column >= 0, column + width <= timeline.width,
                (column - 1...column + width).allSatisfy({
                    grid.isBlank(column: $0, row: row) || $0 < 0 || $0 >= timeline.width
                })
            else { continue }
            let isDay = forecast.isDay(hour)
            grid.write(
                glyphs.symbol(for: hour.condition, isDay: isDay), column: column, row: row,
                style: palette.symbol(for: hour.condition))
        }
    }

    // MARK: Axis labels

    private func drawGutter(
        area: Rect, axis: TemperatureAxis?, temperatureRows: Range<Int>, precipitationRows: Range<Int>,
        colors: MeteogramColors, windRow: Int?,
        on canvas: inout Canvas
    ) {
        let labelWidth = Self.gutterWidth - 1
        func label(_ text: String, row: Int, style: Style) {
            canvas.write(
                text, in: Rect(x: area.x, y: area.y + row, width: labelWidth, height: 1), alignment: .right,
                style: style)
        }
        if let axis {
            for value in axis.labels {
                let row = temperatureRows.lowerBound + axis.row(of: value)
                let celsius = forecast.units.temperature.convert(value, to: .celsius)
                let style = Style(
                    foreground: TemperatureColors.color(celsius: celsius, theme: theme),
                    background: palette.page.background)
                label(ReadingFormat.degrees(value), row: row, style: style)
            }
        }
        // The chance's scale: 100% on the top row, 50% where a row starts there.
        if !precipitationRows.isEmpty {
            let style =
                monochrome ? palette.muted : Style(foreground: palette.text.foreground, background: colors.chance)
            label("100%", row: precipitationRows.lowerBound, style: style)
            if precipitationRows.count >= 4, precipitationRows.count % 2 == 0 {
                label("50%", row: precipitationRows.lowerBound + precipitationRows.count / 2, style: style)
            }
        }
        if let windRow { label(forecast.units.windSpeed.rawValue, row: windRow, style: palette.muted) }
    }

    /// The precipitation's scale beside its bars: the unit over the top, the scale's top and 0 at the ends.
    private func drawPrecipitationScale(_ scale: Double, rows: Range<Int>, in gutter: Rect, on canvas: inout Canvas) {
        guard !rows.isEmpty, gutter.width > 1 else { return }
        let unit = forecast.units.precipitation
        let tenths = (scale * 10).wholeNumber
        let top = unit == .inches && tenths < 10 ? "0.\(tenths)" : scale.wholeNumber.description
        func label(_ text: String, row: Int) {
            canvas.write(
                text, in: Rect(x: gutter.x + 1, y: gutter.y + row, width: gutter.width - 1, height: 1),
                style: palette.rain)
        }
        label(unit.rawValue, row: rows.lowerBound - 1)
        label(top, row: rows.lowerBound)
        if rows.count >= 2 { label("0", row: rows.upperBound - 1) }
    }
}
