import ScreenText
import Translation
import WeatherKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `wxdash now --format text`: the forecast as plain lines that fit `width` columns (80 by default).
public struct ForecastTextReport: Sendable {
    public let forecast: Forecast
    public let now: Date
    public let width: Int
    public var hoursShown = 24
    public var stale = false
    /// The moment the report is read (it reads as of the data's time): stale data from another day says the day.
    public var readAt: Date?
    public var timeStyle = TimeStyle.standard
    public var language = Language.english
    /// ANSI colour and weight, for a terminal: `wxdash now` sets it only when stdout is one and NO_COLOR is unset.
    public var colored = false
    /// Official alerts, printed right under the title; nil when they were not asked for.
    public var alerts: AlertSummary?
    /// The condition symbols (`--icons`); one-column Unicode by default.
    public var symbol: @Sendable (Condition?, Bool) -> String = { ConditionSymbol.symbol(for: $0, isDay: $1) }

    public init(_ forecast: Forecast, now: Date, width: Int = 80) {
        self.forecast = forecast
        self.now = now
        self.width = max(width, 40)
    }

    public var lines: [String] {
        rows.map(\.text)
    }

    public var text: String {
        rows.map { row in
            let line = DisplayWidth.truncate(row.text, to: width)
            return colored && !line.isEmpty ? row.role.start + line + Role.reset : line
        }.joined(separator: "\n") + "\n"
    }

    /// What a line is, for its colour.
    enum Role {
        case title, conditions, plain, rain, heading, footer, staleFooter, alert

        static let reset = "\u{1B}[0m"
        var start: String {
            switch self {
            case .title, .heading: "\u{1B}[1m"
            case .conditions: "\u{1B}[1;33m"
            case .plain: ""
            case .rain: "\u{1B}[36m"
            case .footer: "\u{1B}[2m"
            case .staleFooter: "\u{1B}[33m"
            case .alert: "\u{1B}[1;31m"
            }
        }
    }

    private var rows: [(text: String, role: Role)] {
        let header = self.header
        let headerRoles: [Role] = [.title, .conditions, .plain, .plain, .rain]
        let hourly = hourlySection
        let daily = dailySection
        let alertRows: [(text: String, role: Role)] =
            (alerts?.lines(in: location, style: timeStyle, language: words) ?? []).map { line in
                (TerminalText.sanitized(line), line.hasPrefix(alerts?.marker ?? "⚠") ? Role.alert : Role.plain)
            }
        var headerRows: [(text: String, role: Role)] = zip(header, headerRoles).map { ($0, $1) }
        // Alerts come straight after the place's name, before anything else.
        headerRows.insert(contentsOf: alertRows, at: min(1, headerRows.count))
        let more = moreLines.map { ($0, Role.plain) }
        return headerRows + (more.isEmpty ? [] : [("", .plain)] + more)
            + [("", .plain)] + hourly.enumerated().map { ($1, $0 == 0 ? .heading : .plain) }
            + [("", .plain)] + daily.enumerated().map { ($1, $0 == 0 ? .heading : .plain) }
            + [("", .plain), (footer, stale ? .staleFooter : .footer)]
    }

    private var location: Location { forecast.location }
    /// The rain outlook as of the moment the report is read, not of the fetch.
    private var outlook: RainOutlook { RainOutlook(forecast: forecast, now: readAt ?? now) }
    private var units: Units { forecast.units }
    private var words: Language { language }

    private var header: [String] {
        let current = forecast.current
        let clock = location.localTime(at: now)
        let when = "\(timeStyle.day(clock.date)) \(timeStyle.clock(clock)) \(location.zoneName(at: now))"
        let name = TerminalText.sanitized(location.displayName)
        let room = width - DisplayWidth.of(when) - 2
        let title = DisplayWidth.pad(name, to: room) + "  " + when
        let conditionWords = TerminalText.sanitized(
            words.words(for: current, provider: forecast.provider) ?? words.text(.conditionUnknown))
        let symbol = self.symbol(current.condition, current.isDay ?? true)
        let temperature = ReadingFormat.temperature(current.temperature, unit: units.temperature)
        let feels = ReadingFormat.temperature(current.feelsLike, unit: units.temperature)
        let today = forecast.today
        let wind = ReadingFormat.wind(
            speed: current.windSpeed, direction: current.windDirection, unit: units.windSpeed, language: words)
        return [
            title,
            words.text(
                .nowConditions, ["symbol": symbol, "words": conditionWords, "temperature": temperature, "feels": feels])
                + (current.station == nil
                    ? ""
                    : " · " + words.text(.fromYourStation) + " (\(TerminalText.sanitized(current.station?.name ?? "")))"),
            words.text(.nowHigh, ["temperature": ReadingFormat.temperature(today.high, unit: units.temperature)])
                + " · "
                + words.text(.nowLow, ["temperature": ReadingFormat.temperature(today.low, unit: units.temperature)])
                + " · \(ReadingFormat.sunLine(today.sun, in: location, style: timeStyle, language: words))",
            words.text(.humidity, ["percent": ReadingFormat.percent(current.humidity)]) + " · "
                + words.text(.wind, ["wind": wind]),
            outlook.text(in: location, style: timeStyle, language: words)
        ]
    }

    /// The temperature's spread, UV, air quality, pollen, pressure, yesterday, daylight and moon: each only when known.
    /// (The rain is the header's one outlook sentence, nowcast included: it is not told twice.)
    private var moreLines: [String] {
        let reference = forecast.current.time
        var lines: [String] = []
        if let normal = NormalStatement(forecast: forecast, now: now) {
            lines.append(normal.text(in: words, timeStyle: timeStyle) + " (" + normal.rangeText(in: words) + ")")
        }
        if let uncertainty = forecast.temperatureUncertainty(now: now, language: words) { lines.append(uncertainty) }
        lines += [
            forecast.uv.text(in: location, style: timeStyle, language: words),
            forecast.airQuality?.text(in: words),
            forecast.airQuality?.pollen?.text(in: words),
            forecast.pressure?.text(in: units.pressure, language: words),
            forecast.yesterday?.text(todayHigh: forecast.today.high, language: words),
            forecast.daylight.text(in: words)
        ].compactMap { $0 }
        // The radar, unless it is already the header's rain sentence.
        if let radar = forecast.radar, outlook.spell?.source != .radar {
            lines.append(
                radar.sentence(now: readAt ?? now, language: words) { timeStyle.clock(location.localTime(at: $0)) })
        }
        var moon = MoonPhase(at: reference).text(in: words)
        if let rise = forecast.today.moonrise {
            moon += " · " + words.text(.moonRise, ["time": timeStyle.clock(location.localTime(at: rise))])
        }
        if let set = forecast.today.moonset {
            moon += " · " + words.text(.moonSet, ["time": timeStyle.clock(location.localTime(at: set))])
        }
        lines.append(moon)
        return lines.map(TerminalText.sanitized)
    }

    /// The widest symbol of the set (emoji take two columns), so the columns line up.
    private var symbolWidth: Int {
        ([nil] + Condition.allCases).flatMap { [symbol($0, true), symbol($0, false)] }.map(DisplayWidth.of).max() ?? 1
    }

    private var hourlySection: [String] {
        let hours = forecast.hourlyRows(spanning: hoursShown)
        guard !hours.isEmpty else {
            return [words.text(.noHourlyDataFor, ["title": words.count(.nextHoursCount, hoursShown)])]
        }
        let cells = hours.map { hour in
            let clock = timeStyle.hour(location.localTime(at: hour.time)).leftPadded(to: timeStyle.hourWidth)
            let symbol = DisplayWidth.pad(self.symbol(hour.condition, forecast.isDay(hour)), to: symbolWidth)
            let temperature = ReadingFormat.degrees(hour.temperature).leftPadded(to: 4)
            let chance = ReadingFormat.percent(hour.precipitationProbability).leftPadded(to: 4)
            return "\(clock) \(symbol) \(temperature) \(chance)"
        }
        let cellWidth = timeStyle.hourWidth + 11 + symbolWidth
        let perLine = max(1, (width - 1 + 3) / (cellWidth + 3))
        var lines = [words.count(.nextHoursCount, hoursShown)]
        for start in stride(from: 0, to: cells.count, by: perLine) {
            lines.append(" " + cells[start..<min(start + perLine, cells.count)].joined(separator: "   "))
        }
        return lines
    }

    private var dailySection: [String] {
        guard !forecast.daily.isEmpty else { return [words.text(.dailyNoData)] }
        var lines = [words.count(.nextDays, forecast.daily.count)]
        let dayWidth = forecast.daily.map { DisplayWidth.of(timeStyle.day($0.date)) }.max() ?? 0
        let hasNormals = forecast.daily.contains { $0.normal != nil }
        for day in forecast.daily {
            let symbol = DisplayWidth.pad(self.symbol(day.condition, true), to: symbolWidth)
            let low = ReadingFormat.degrees(day.low).leftPadded(to: 4)
            let high = ReadingFormat.degrees(day.high).leftPadded(to: 4)
            let chance = ReadingFormat.percent(day.precipitationProbability).leftPadded(to: 4)
            let conditionWords = day.condition.map(words.condition) ?? ""
            // A column for the marks only when there are normals: ▲ far warmer, ▼ far colder than normal.
            let mark =
                hasNormals ? " " + (NormalMark(day: day, unit: units.temperature)?.text(ascii: false) ?? " ") : ""
            lines.append(
                " \(timeStyle.day(day.date).rightPadded(to: dayWidth))  \(symbol) \(low) / \(high)\(mark)  \(chance)  \(conditionWords)"
            )
        }
        return lines
    }

    private var footer: String {
        let fetchedLocal = location.localTime(at: forecast.fetchedAt)
        var fetched = timeStyle.clock(fetchedLocal)
        if stale, let readAt, location.localTime(at: readAt).date != fetchedLocal.date {
            fetched = timeStyle.day(fetchedLocal.date) + " " + fetched
        }
        return words.text(.reportUpdated, ["provider": forecast.provider.displayName, "time": fetched])
            + (stale ? " · " + words.text(.reportStale) : "")
    }
}
