import Drawing
import Foundation
import WeatherKit

/// Page 3: the journal by day, newest first, each mood with its part of the day and its weather.
struct MoodPageView {
    let context: ViewContext

    /// The page's lines, day headings included, before scrolling.
    var lines: [(text: String, isHeading: Bool)] {
        var lines: [(String, Bool)] = []
        var currentDay: LocalDate?
        let unit = context.state.units.temperature
        for entry in context.state.moods {
            let clock = entry.localTime
            if clock.date != currentDay {
                lines.append(("\(context.time.day(clock.date)) \(clock.date.year)", true))
                currentDay = clock.date
            }
            var line = "\(entry.partOfDay.title.rightPadded(to: 8)) \(context.time.clock(clock).leftPadded(to: context.time.clockWidth))  \(entry.level.face) \(entry.level.word.rightPadded(to: 5))"
            if let forecast = entry.forecast {
                let symbol = context.glyphs.symbol(for: forecast.condition, isDay: forecast.isDay ?? true)
                let temperature = forecast.temperature(in: unit)
                line += "  \(symbol) \(ReadingFormat.temperature(temperature, unit: unit).leftPadded(to: 5))"
            } else {
                line += "  " + "no weather".rightPadded(to: context.glyphs.symbolWidth + 6)
            }
            if let comment = entry.comment { line += "  \(comment)" }
            lines.append((line, false))
        }
        return lines
    }

    func draw(into canvas: inout Canvas) {
        let palette = context.palette
        var top = 2
        let bottom = canvas.size.rows - 2
        guard !context.state.moods.isEmpty else {
            canvas.writeCentered("No moods yet: press m to log how you feel, with the weather on screen.", column: 0, row: (top + bottom) / 2, width: canvas.size.columns, style: palette.text)
            return
        }
        top += drawStatistics(into: &canvas, row: top)
        let all = lines
        // Scrolling counts moods; skip to the line of the mood scrolled to, keeping its day heading.
        var moodsSeen = 0
        var start = 0
        for (index, line) in all.enumerated() where !line.isHeading {
            if moodsSeen == context.state.moodScroll {
                start = index > 0 && all[index - 1].isHeading ? index - 1 : index
                break
            }
            moodsSeen += 1
        }
        let visible = all[start...].prefix(bottom - top + 1)
        for (offset, line) in visible.enumerated() {
            canvas.write(line.isHeading ? line.text : "  " + line.text, column: 1, row: top + offset,
                         style: line.isHeading ? palette.title : palette.text, width: canvas.size.columns - 2)
        }
        if start + visible.count < all.count || start > 0 {
            canvas.writeRight(context.asciiOnly ? "up/down scroll" : "↑/↓ scroll", column: 0, row: 1, width: canvas.size.columns - 1, style: palette.muted)
        }
    }

    /// Mood against the weather, one row: a bar per condition, scaled to the level (1–5), and how level follows
    /// temperature. Nothing until some moods have weather. Returns the rows used.
    private func drawStatistics(into canvas: inout Canvas, row: Int) -> Int {
        let statistics = MoodStatistics(context.state.moods)
        guard statistics.withWeather > 0, canvas.size.rows >= 12 else { return 0 }
        let blocks = context.asciiOnly ? [".", ":", "|", "#", "#"] : ["▁", "▃", "▅", "▇", "█"]
        var text = "Mood by weather:"
        for group in statistics.byCondition {
            let condition = Condition(rawValue: group.name)
            let level = min(max(group.averageLevel.wholeNumber, 1), 5)
            let symbol = context.glyphs.symbol(for: condition, isDay: true)
            text += "  " + symbol + blocks[level - 1] + String(format: "%.1f", group.averageLevel)
        }
        if let r = statistics.levelTemperatureCorrelation {
            text += String(format: "   warmth ~ mood r=%.2f", r)
        }
        canvas.write(text, column: 1, row: row, style: context.palette.muted, width: canvas.size.columns - 2)
        return 2
    }
}
