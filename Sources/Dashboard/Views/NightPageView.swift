import Drawing
import ScreenText
import Translation
import WeatherKit

/// The page at night, for a wall read across a dark room: the clock and the temperature in digits that grow with
/// the screen, the next hours in one row, the rain outlook, the alerts, and which place this is and how old its data
/// is. Dim, centred, on the night's black in every cell; a severe alert keeps its colour.
struct NightPageView {
    let context: ViewContext

    /// A line of text and its style.
    typealias Line = (text: String, style: Style)

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let state = context.state
        let clockText: String
        var temperatureText: String?
        var lines: [Line] = []
        if let forecast = context.forecast {
            clockText = context.time.clock(forecast.location.localTime(at: state.now))
            temperatureText =
                (forecast.current.temperature.map { "\($0.wholeNumber)" } ?? ReadingFormat.missing)
                + forecast.units.temperature.rawValue
            if forecast.current.station?.temperature == true {
                lines.append((context.words.text(.fromYourStation), palette.muted))
            }
            let hours = NightNextHours(
                forecast: forecast, now: state.now, time: context.time, asciiOnly: context.asciiOnly
            ).text(width: area.width - 2)
            if !hours.isEmpty { lines.append((hours, palette.muted)) }
            let outlook = context.rainOutlook ?? RainOutlook(forecast: forecast, now: state.now)
            lines.append(
                (
                    outlook.fitting(
                        width: area.width, in: forecast.location, style: context.time, language: context.words),
                    palette.muted
                ))
            if let normal = NormalStatement(forecast: forecast, now: state.now) {
                lines.append((normal.text(in: context.words, timeStyle: context.time), palette.muted))
            }
        } else {
            clockText = context.time.clock(LocalDateTime(instant: state.now, utcOffsetSeconds: 0)) + " UTC"
        }
        var alerts: [Line] = state.shownAlerts.map { alert in
            (
                (context.asciiOnly ? "! " : "⚠ ") + alert.titledHeadline,
                alert.severity >= .severe
                    ? Self.severe(alert.severity, on: palette, monochrome: state.appearance.monochrome) : palette.muted
            )
        }
        if !alerts.isEmpty, state.droppedAlerts > 0 {
            alerts.append((context.words.text(.alertsMore, ["n": String(state.droppedAlerts)]), palette.muted))
        }
        // The place and the data's age on the bottom row, as a footer; above it, centred, the digits, then the hours
        // and the outlook, then the alerts after a blank row. (The bottom row in use also keeps terminals from
        // erasing the rows under the text with their own background.)
        let label = placeAndAge(width: area.width - 2)
        let page = label == nil ? area : area.rows(0, count: area.height - 2)
        var under: [Line] = lines
        if !alerts.isEmpty { under += [("", palette.page)] + alerts }
        let digits = Self.digits(
            clock: clockText, temperature: temperatureText, rows: page.height - under.count - 1,
            columns: area.width - 2, context: context)
        var rows: [Line] = digits.clock.map { ($0, palette.text) }
        if !digits.temperature.isEmpty { rows += [("", palette.page)] + digits.temperature.map { ($0, palette.text) } }
        if !rows.isEmpty { rows.append(("", palette.page)) }
        rows += under
        canvas.clipped(to: area) { canvas in
            if let label { canvas.write(label.text, in: area.row(-1), alignment: .center, style: label.style) }
            let top = page.y + max(0, (page.height - rows.count) / 2)
            // The digits are written as blocks, left-aligned within their own width, so a narrow row does not shift.
            let clockWidth = digits.clock.map(DisplayWidth.of).max() ?? 0
            let temperatureWidth = digits.temperature.map(DisplayWidth.of).max() ?? 0
            let temperatureStart = digits.clock.count + 1
            for (index, row) in rows.enumerated() {
                let isClock = index < digits.clock.count
                let isTemperature =
                    !digits.temperature.isEmpty
                    && (temperatureStart..<temperatureStart + digits.temperature.count).contains(index)
                let blockWidth = isClock ? clockWidth : isTemperature ? temperatureWidth : DisplayWidth.of(row.text)
                let width = min(area.width, blockWidth)
                let line = Rect(x: area.x + max(0, (area.width - width) / 2), y: top + index, width: width, height: 1)
                canvas.write(row.text, in: line, style: row.style)
            }
        }
    }

    /// The clock and the temperature in the tallest digits that fit `rows` together (with a blank row between
    /// them) and `columns` each, neither less than half the other's height; plain text when no font fits.
    static func digits(clock: String, temperature: String?, rows: Int, columns: Int, context: ViewContext) -> (
        clock: [String], temperature: [String]
    ) {
        let plain = (clock: [clock], temperature: temperature.map { [$0] } ?? [])
        guard !context.asciiOnly else { return plain }
        let clocks = context.fonts.compactMap { NightDigits(clock, font: $0, lettering: context.lettering) }.filter {
            $0.width <= columns
        }
        let temperatures = temperature.map { text in
            context.fonts.compactMap { NightDigits(text, font: $0, lettering: context.lettering) }.filter {
                $0.width <= columns
            }
        }
        var best: (clock: NightDigits, temperature: NightDigits?, height: Int)?
        for big in clocks {
            guard let temperatures else {
                if big.height <= rows, big.height > best?.height ?? 0 { best = (big, nil, big.height) }
                continue
            }
            for degrees in temperatures where big.height + 1 + degrees.height <= rows {
                guard 2 * min(big.height, degrees.height) >= max(big.height, degrees.height) else { continue }
                let height = big.height + degrees.height
                // The taller sum wins; of two alike, the one with the taller clock.
                if height > best?.height ?? 0 || (height == best?.height && big.height > best?.clock.height ?? 0) {
                    best = (big, degrees, height)
                }
            }
        }
        guard let best else { return plain }
        return (best.clock.lines, best.temperature?.lines ?? plain.temperature)
    }

    /// `Home — Vilnius · Updated 23:10 (12 min ago)`, stale or offline as the footer would say, cut to `width`:
    /// the age stays whole, the place's name gives way.
    private func placeAndAge(width: Int) -> Line? {
        let state = context.state
        let words = context.words
        let palette = context.palette
        guard let forecast = context.forecast else {
            return state.placeBeingFetched.map { (words.text(.footerWaitingFirst, ["place": $0]), palette.muted) }
        }
        var name = state.shownPlaceName ?? forecast.location.displayName
        if let found = state.shownPlaceName.map({ _ in forecast.location.name }),
            found.lowercased() != name.lowercased()
        {
            name += " — " + found
        }
        if state.isSampleData { name += " (\(words.text(.sampleShort)))" }
        let age: Line
        switch state.freshness {
        case .offline:
            let problem = state.shown.failureKind?.footerWords(in: words) ?? words.text(.problemOffline)
            let fetched = context.time.clock(forecast.location.localTime(at: forecast.fetchedAt))
            age = (
                words.text(.cardOld, ["problem": problem, "time": fetched, "age": context.age(of: forecast)]),
                palette.text
            )
        case .stale:
            age = (words.text(.footerStale, ["updated": context.updatedText(forecast)]), palette.text)
        case .fresh, .none:
            age = (context.updatedText(forecast), palette.muted)
        }
        let ageWidth = DisplayWidth.of(age.text)
        let room = width - ageWidth - 3
        guard room >= 4 else { return (DisplayWidth.truncate(age.text, to: max(1, width)), age.style) }
        return (DisplayWidth.truncate(TerminalText.sanitized(name), to: room) + " · " + age.text, age.style)
    }

    /// A severe alert at night: the severity's colour, bold, on the night's black (bold alone without colour).
    static func severe(_ severity: AlertSeverity, on palette: Palette, monochrome: Bool) -> Style {
        monochrome
            ? Style(bold: true)
            : Style(foreground: AlertTone.band(severity).foreground, background: palette.page.background, bold: true)
    }
}
