import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit

/// The Mood page: the journal by day, newest first, each mood with its part of the day and its weather.
struct MoodPageView {
    let context: ViewContext

    /// Up to `rows` of the page's lines from the mood at `first` on, with the day headings among them (the first
    /// mood's own when it is its day's first), and how many moods they show. Only what is on screen is made: a
    /// journal of ten years is 20,000 moods or more.
    func lines(from first: Int, rows: Int) -> (lines: [(text: String, isHeading: Bool)], moodsShown: Int) {
        let moods = context.state.moods
        guard first >= 0, first < moods.count, rows > 0 else { return ([], 0) }
        let slice = moods[first..<min(moods.count, first + rows)]
        var lines: [(String, Bool)] = []
        var currentDay = first > 0 ? moods[first - 1].localTime.date : nil
        let unit = context.state.units.temperature
        // Each mood is shown by the clock it was logged by, its zone named when the place shown keeps another.
        let zones = slice.map { entry in
            context.forecast.flatMap { entry.zoneLabel(comparedTo: $0.location.utcOffset(at: entry.createdAt)) }
        }
        let zoneWidth = zones.contains { $0 != nil } ? MoodEntry.zoneLabelWidth + 1 : 0
        // The language's longest part of the day and mood word, so the columns after them line up.
        let (partWidth, moodWidth) = context.words.moodColumns
        var shown = 0
        for (entry, zone) in zip(slice, zones) {
            let clock = entry.localTime
            if clock.date != currentDay {
                guard lines.count + 1 < rows else { break }
                lines.append(("\(context.time.day(clock.date)) \(clock.date.year)", true))
                currentDay = clock.date
            }
            guard lines.count < rows else { break }
            let time =
                context.time.clock(clock).leftPadded(to: context.time.clockWidth)
                + (zone.map { " " + $0 } ?? "").rightPadded(to: zoneWidth)
            let part = context.words.partOfDay(entry.partOfDay)
            var line =
                "\(part.rightPadded(to: partWidth)) \(time)  \(entry.level.face(emoji: context.state.appearance.icons == .emoji)) \(context.words.mood(entry.level).rightPadded(to: moodWidth))"
            if let forecast = entry.forecast {
                let symbol = context.glyphs.symbol(for: forecast.condition, isDay: forecast.isDay ?? true)
                let temperature = forecast.temperature(in: unit)
                line += "  \(symbol) \(ReadingFormat.temperature(temperature, unit: unit).leftPadded(to: 5))"
            } else {
                line += "  " + context.words.text(.moodNoWeather).rightPadded(to: context.glyphs.symbolWidth + 6)
            }
            if let comment = entry.comment { line += "  \(comment)" }
            lines.append((line, false))
            shown += 1
        }
        return (lines, shown)
    }

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        // The first row holds the scroll hint; one column of margin on each side.
        let parts = Layout.vertical([.length(1), .fill(1)]).split(area)
        let (hintRow, content) = (parts[0].inset(horizontal: 1), parts[1].inset(horizontal: 1))
        canvas.clipped(to: area) { canvas in
            guard !context.state.moods.isEmpty else {
                // Longer languages' invitation (and a journal problem) take a second line rather than be cut.
                let message = context.state.journalProblem ?? context.words.text(.moodNone)
                let lines = DisplayWidth.wrap(message, to: max(1, content.width - 2))
                let block = parts[1].centered(width: area.width, height: min(lines.count, parts[1].height))
                for (index, line) in lines.prefix(block.height).enumerated() {
                    canvas.write(line, in: block.row(index), alignment: .center, style: palette.text)
                }
                return
            }
            var list = content
            if Self.isWall(context.layoutSize(area.size)) {
                // The journal on the left, the statistics drawn beside it.
                let halves = Layout.horizontal([.length(min(content.width * 55 / 100, 90)), .fill(1)], spacing: 4)
                    .split(content)
                list = halves[0]
                MoodStatisticsPanel(context: context).draw(
                    in: halves[1].rows(1, count: halves[1].height - 1), on: &canvas)
            } else {
                let statisticsRows = context.size.rows >= 12 && statisticsText != nil ? 2 : 0
                let sections = Layout.vertical([.length(statisticsRows), .fill(1)]).split(content)
                if let text = statisticsText, statisticsRows > 0 {
                    canvas.write(text, in: sections[0], style: palette.muted)
                }
                list = sections[1]
            }
            let first = min(context.state.moodScroll, context.state.moods.count - 1)
            let visible = lines(from: first, rows: list.height)
            for (offset, line) in visible.lines.enumerated() {
                canvas.write(
                    line.isHeading ? line.text : "  " + line.text, in: list.row(offset),
                    style: line.isHeading ? palette.title : palette.text)
            }
            if first + visible.moodsShown < context.state.moods.count || first > 0 {
                canvas.write(
                    context.words.text(.alertsScroll, ["keys": context.asciiOnly ? "up/down" : "↑/↓"]), in: hintRow,
                    alignment: .right, style: palette.muted)
            }
        }
    }

    /// From a 120×30 body (a screen of about 120×32) the statistics get the right part of the page (`MoodStatisticsPanel`).
    static func isWall(_ size: Size) -> Bool {
        size.columns >= 120 && size.rows >= 30
    }

    /// Mood against the weather, one row: a bar per condition, scaled to the level (1–5), and how level follows
    /// temperature. Nil until some moods have weather.
    private var statisticsText: String? {
        guard context.state.moodStatisticsAreReady else { return nil }
        let statistics = context.state.moodStatistics
        guard statistics.withWeather > 0 else { return nil }
        let blocks = context.asciiOnly ? [".", ":", "|", "#", "#"] : ["▁", "▃", "▅", "▇", "█"]
        var text = context.words.text(.moodByWeather) + ":"
        for group in statistics.byCondition {
            let condition = Condition(rawValue: group.name)
            let level = min(max(group.averageLevel.wholeNumber, 1), 5)
            let symbol = context.glyphs.symbol(for: condition, isDay: true)
            text +=
                "  " + symbol + blocks[level - 1] + context.words.decimals(String(printf: "%.1f", group.averageLevel))
        }
        text +=
            "   "
            + context.words.text(.moodWarmthShort, ["value": statistics.temperatureCorrelation.text(in: context.words)])
        return text
    }
}
