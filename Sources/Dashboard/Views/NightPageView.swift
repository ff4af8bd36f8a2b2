import Drawing
import Translation
import ScreenText
import WeatherKit

/// The page at night: the clock, the temperature, the next hours and the alerts, dim, centred. A severe alert keeps
/// the day's colours.
struct NightPageView {
    let context: ViewContext
    /// The day palette, for the alerts that must still stand out at night.
    let dayPalette: Palette

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let state = context.state
        let clockText: String
        var lines: [(text: String, style: Style)] = []
        if let forecast = context.forecast {
            clockText = context.time.clock(forecast.location.localTime(at: state.now))
            let temperature = forecast.current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing
            lines.append((temperature + forecast.units.temperature.rawValue, palette.text))
            let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: state.now)
            lines.append((outlook.fitting(width: area.width, in: forecast.location, style: context.time), palette.muted))
        } else {
            clockText = context.time.clock(LocalDateTime(instant: state.now, utcOffsetSeconds: 0)) + " UTC"
        }
        var alerts = state.shownAlerts.map { alert in
            (text: (context.asciiOnly ? "! " : "⚠ ") + alert.titledHeadline,
             style: alert.severity >= .severe ? dayPalette.errorBanner : palette.muted)
        }
        if !alerts.isEmpty, state.droppedAlerts > 0 { alerts.append((text: context.words.text(.alertsMore, ["n": String(state.droppedAlerts)]), style: palette.muted)) }
        canvas.clipped(to: area) { canvas in
            let bigClock = bigLines(clockText, rows: (area.height - lines.count - alerts.count - 3) / 2)
            let clock = bigClock.isEmpty ? [clockText] : bigClock
            let temperature = lines.first.map { bigLines($0.text, rows: area.height - clock.count - lines.count - alerts.count - 3) } ?? []
            var rows: [(text: String, style: Style)] = clock.map { ($0, palette.text) } + [("", palette.text)]
            rows += temperature.isEmpty ? lines : temperature.map { ($0, palette.text) } + [("", palette.text)] + lines.dropFirst()
            if !alerts.isEmpty { rows += [("", palette.text)] + alerts }
            let top = area.y + max(0, (area.height - rows.count) / 2)
            for (index, row) in rows.enumerated() {
                let width = min(area.width, DisplayWidth.of(row.text))
                let line = Rect(x: area.x + max(0, (area.width - width) / 2), y: top + index, width: width, height: 1)
                canvas.write(row.text, in: line, style: row.style)
            }
        }
    }

    /// `text` (digits, a colon, a sign, a unit) in the tallest digit font that fits `rows`; empty when none does.
    private func bigLines(_ text: String, rows: Int) -> [String] {
        let unit = text.drop { $0.isNumber || $0 == "-" || $0 == ":" }
        let number = String(text.prefix(text.count - unit.count))
        let groups = number.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard !number.isEmpty, groups.count <= 2, !context.asciiOnly else { return [] }
        for font in context.fonts.reversed() where font.height <= rows && font.height <= NowPageView.compactFontHeight {
            let rendered = groups.compactMap(font.render)
            guard rendered.count == groups.count else { continue }
            // The unit at the top of the digits, lettered as on the Now page when they are tall enough.
            let lettering = TemperatureBlock.unitLettering(String(unit), besideDigits: font.height, columns: .max, from: context.lettering)
            let unitRows = lettering?.render(BlockText.letters(String(unit))) ?? [String(unit)]
            let unitWidth = unitRows.map(DisplayWidth.of).max() ?? 0
            let lines = (0..<font.height).map { row in
                let colon = groups.count == 2 ? (row == font.height / 3 || row == font.height - 1 - font.height / 3 ? " ▪ " : "   ") : ""
                let digits = rendered.map { $0[row] }.joined(separator: colon)
                let unitRow = row < unitRows.count ? unitRows[row] : ""
                return digits + " " + unitRow + String(repeating: " ", count: row == 0 ? 0 : unitWidth - DisplayWidth.of(unitRow))
            }
            if lines.allSatisfy({ DisplayWidth.of($0) <= context.size.columns - 2 }) { return lines }
        }
        return []
    }
}
