import Drawing
import Foundation
import Translation
import WeatherKit

/// Beside the journal on a large screen: the mood of each recent day, and the average level by weather,
/// temperature, part of the day (the journal's words) and weekday, as bars — the `mood stats` report, drawn.
struct MoodStatisticsPanel {
    let context: ViewContext

    /// The widest a bar grows: a level of 5 fills it.
    static let longestBar = 60
    /// The room a group's name takes before its bar.
    static let nameWidth = 18

    func draw(in area: Rect, on canvas: inout Canvas) {
        let moods = context.state.moods
        var row = 0
        func room(for rows: Int) -> Bool { row + rows <= area.height }

        // A column chart of the recent days on tall screens, a one-row strip otherwise.
        let chartRows = area.height >= 75 ? 12 : area.height >= 50 ? 6 : 1
        if room(for: chartRows + 3) {
            drawRecentDays(moods, in: area.rows(row, count: chartRows + 2), on: &canvas)
            row += chartRows + 3
        }
        guard context.state.moodStatisticsAreReady else {
            // Statistics of the newest moods alone would mislead; the whole journal comes in a moment.
            if room(for: 1) {
                canvas.write(context.words.text(.moodReadingJournal), in: area.row(row), style: context.palette.muted)
            }
            return
        }
        let statistics = context.state.moodStatistics
        let sections: [(title: String, groups: [MoodStatistics.Group], label: (String) -> String)] = [
            (context.words.text(.moodByWeather), statistics.byCondition, conditionLabel),
            (
                context.words.text(.moodByTemperature), statistics.byTemperature,
                { MoodGroupName.temperature($0, in: context.words) }
            ),
            (
                context.words.text(.moodByPartOfDay), statistics.byPartOfDay,
                { PartOfDay(rawValue: $0).map(context.words.partOfDay) ?? $0 }
            ),
            (context.words.text(.moodByWeekday), statistics.byWeekday, { MoodGroupName.weekday($0, in: context.time) }),
            (
                context.words.text(.moodByAirQuality), statistics.byAirQuality,
                { AQICategory(rawValue: $0).map(context.words.airQuality) ?? $0 }
            ),
            (
                context.words.text(.moodByPressure), statistics.byPressureTrend,
                { PressureTrend(rawValue: $0).map(context.words.pressureTrend) ?? $0 }
            )
        ]
        for section in sections where !section.groups.isEmpty && room(for: section.groups.count + 2) {
            canvas.write(section.title, in: area.row(row), style: context.palette.title)
            for (offset, group) in section.groups.enumerated() {
                drawGroup(group, label: section.label(group.name), in: area.row(row + 1 + offset), on: &canvas)
            }
            row += section.groups.count + 2
        }
        let correlations = [
            context.words.text(.moodWarmth, ["value": statistics.temperatureCorrelation.text(in: context.words)]),
            context.words.text(.moodDaylight, ["value": statistics.daylightCorrelation.text(in: context.words)])
        ]
        for line in correlations where room(for: 1) {
            canvas.write(line, in: area.row(row), style: context.palette.muted)
            row += 1
        }
    }

    private func conditionLabel(_ name: String) -> String {
        let condition = Condition(rawValue: name)
        return context.glyphs.symbol(for: condition, isDay: true) + " "
            + (condition.map(context.words.condition) ?? name)
    }

    /// `☁ Cloudy        ████████▌        3.4  (5)`: the bar is the average level out of 5.
    private func drawGroup(_ group: MoodStatistics.Group, label: String, in row: Rect, on canvas: inout Canvas) {
        let barWidth = max(5, min(Self.longestBar, row.width - Self.nameWidth - 12))
        let cells = Layout.horizontal([.length(Self.nameWidth), .length(barWidth), .fill(1)], spacing: 1).split(row)
        canvas.write(label, in: cells[0], style: context.palette.text)
        canvas.write(
            Self.bar(group.averageLevel / 5, width: barWidth, ascii: context.asciiOnly), in: cells[1],
            style: context.palette.accent)
        canvas.write(
            context.words.decimals(String(printf: "%.1f  (%d)", group.averageLevel, group.count)), in: cells[2],
            style: context.palette.muted)
    }

    /// A horizontal bar `fraction` of `width` long, in eighths of a cell (`#` in ASCII).
    static func bar(_ fraction: Double, width: Int, ascii: Bool) -> String {
        let eighths = Int((min(max(fraction, 0), 1) * Double(width * 8)).rounded())
        if ascii { return String(repeating: "#", count: (eighths + 4) / 8) }
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        return String(repeating: "█", count: eighths / 8) + partial
    }

    /// A title, a column per day up to today (the newest mood's day when no forecast says what today is) as tall
    /// as the day's average level, and the day of the month under every seventh; days without a mood are dots.
    private func drawRecentDays(_ moods: [MoodEntry], in area: Rect, on canvas: inout Canvas) {
        guard let newest = moods.first?.localTime.date else { return }
        let today = context.forecast.map { $0.location.localTime(at: context.state.now).date } ?? newest
        let columnWidth = area.width >= 150 ? 2 : 1
        let days = max(7, min(90, area.width / columnWidth))
        let first = today.adding(days: -(days - 1))
        var levels: [LocalDate: (total: Int, count: Int)] = [:]
        for mood in moods where mood.localTime.date >= first && mood.localTime.date <= today {
            levels[mood.localTime.date, default: (0, 0)].total += mood.level.rawValue
            levels[mood.localTime.date, default: (0, 0)].count += 1
        }
        canvas.write(context.words.count(.moodLastDays, days), in: area.row(0), style: context.palette.title)
        let chart = area.rows(1, count: area.height - 2)
        for offset in 0..<days {
            let date = first.adding(days: offset)
            let x = chart.x + offset * columnWidth
            let average = levels[date].map { Double($0.total) / Double($0.count) }
            let cells = Self.column(average.map { $0 / 5 }, height: chart.height, ascii: context.asciiOnly)
            for (index, cell) in cells.enumerated() {
                let text = String(repeating: cell, count: columnWidth)
                canvas.write(
                    text, in: Rect(x: x, y: chart.y + index, width: columnWidth, height: 1),
                    style: context.palette.accent)
            }
            if (days - 1 - offset) % 7 == 0 {
                // Under its column, moved left as far as needed to stay inside the panel.
                let label = String(date.day)
                canvas.write(
                    label,
                    in: Rect(
                        x: min(x, area.right - label.count), y: area.y + area.height - 1, width: label.count, height: 1),
                    style: context.palette.muted)
            }
        }
    }

    /// One day's column, top row first: `fraction` of `height` rows filled from the bottom in eighths (`#` and `.`
    /// in ASCII); a day without moods is a dot on the bottom row.
    static func column(_ fraction: Double?, height: Int, ascii: Bool) -> [String] {
        guard height > 0 else { return [] }
        guard let fraction else {
            return Array(repeating: " ", count: height - 1) + [ascii ? "." : "·"]
        }
        let eighths = max(1, Int((min(max(fraction, 0), 1) * Double(height * 8)).rounded()))
        let blocks =
            ascii ? [" ", "_", "_", ".", "-", "-", "=", "=", "#"] : [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        return (0..<height).map { index in
            let fromBottom = height - 1 - index
            return blocks[min(8, max(0, eighths - fromBottom * 8))]
        }
    }
}
