import Foundation
import ScreenText
import Translation
import WeatherKit

/// Mood entries as text, JSON or CSV, temperatures in the units asked for.
public struct MoodReport {
    public var entries: [MoodEntry]
    public let temperatureUnit: TemperatureUnit
    public var timeStyle = TimeStyle.standard
    public var language = Language.english
    /// `list --since`: the day the list starts, so an empty one says so rather than "No moods yet".
    public var since: LocalDate?
    /// Emoji faces, for `--icons emoji`; the others show plain text faces every font has.
    public var emojiFaces = false
    /// The condition's symbol in the glyph set in use.
    public var symbol: @Sendable (Condition?, Bool?) -> String = { ConditionSymbol.symbol(for: $0, isDay: $1) }

    public init(entries: [MoodEntry], temperatureUnit: TemperatureUnit) {
        self.entries = entries
        self.temperatureUnit = temperatureUnit
    }

    /// Grouped by day, newest first: `  Morning  09:12  #3  🙂 good   ❄  -2°C Light snow  Walked to work`.
    public var text: String {
        var all = ""
        writeText { all += $0 }
        return all
    }

    /// The text list handed to `write` a few hundred lines at a time, so a long journal's first lines show at once
    /// and the whole list is never held twice.
    public func writeText(linesPerChunk: Int = 512, _ write: (String) -> Void) {
        writeText(
            shape: MoodListShape(entries, localOffset: localOffset), linesPerChunk: linesPerChunk,
            entries: { each in entries.forEach(each) }, write)
    }

    /// The list of moods `entries` hands over one at a time, in list order (as the journal reads them), its columns
    /// laid out from `shape` so no line waits for the last mood.
    public func writeText(
        shape: MoodListShape, linesPerChunk: Int = 512, entries: ((MoodEntry) -> Void) throws -> Void,
        _ write: (String) -> Void
    ) rethrows {
        guard shape.count > 0 else {
            let words = language
            if let since {
                write(words.text(.moodListNoneSince, ["day": "\(timeStyle.day(since)) \(since.year)"]) + "\n")
            } else {
                write(words.text(.moodListNone) + "\n")
            }
            return
        }
        var lines: [String] = []
        let words = language
        // The summaries' longest as this language says them, so the comments after them line up too.
        let weatherWidth =
            shape.summaries.map {
                DisplayWidth.of(TerminalText.sanitized(words.summary($0, condition: nil) ?? "")) + 10
            }.max() ?? 12
        // Each mood by the clock it was logged by, its zone named when this machine's clock is another.
        let zoneWidth = shape.otherClocks ? MoodEntry.zoneLabelWidth + 1 : 0
        let idWidth = String(shape.highestID).count + 1
        // Each language's longest part of the day and mood word, so the columns after them line up.
        let (partWidth, moodWidth) = words.moodColumns
        var currentDay: LocalDate?
        // `entries` only calls back before it returns: `write` outlives no call.
        try withoutActuallyEscaping(write) { write in
            try entries { entry in
                let clock = entry.localTime
                if clock.date != currentDay {
                    if currentDay != nil { lines.append("") }
                    lines.append("\(timeStyle.day(clock.date)) \(clock.date.year)")
                    currentDay = clock.date
                }
                let zone = entry.zoneLabel(comparedTo: localOffset(entry.createdAt))
                let time =
                    timeStyle.clock(clock).leftPadded(to: timeStyle.clockWidth)
                    + (zone.map { " " + $0 } ?? "").rightPadded(to: zoneWidth)
                let part = words.partOfDay(entry.partOfDay).rightPadded(to: partWidth)
                var line =
                    "  \(part) \(time)  \("#\(entry.id)".rightPadded(to: idWidth))  \(entry.level.face(emoji: emojiFaces)) \(words.mood(entry.level).rightPadded(to: moodWidth))"
                // The weather in a column of its own, before the comment, whose length varies.
                var weather = "(\(words.text(.moodNoWeather)))"
                if let forecast = entry.forecast {
                    let symbol = symbol(forecast.condition, forecast.isDay)
                    let temperature = ReadingFormat.temperature(
                        forecast.temperature(in: temperatureUnit), unit: temperatureUnit
                    ).leftPadded(to: 6)
                    weather =
                        "\(symbol) \(temperature) \(TerminalText.sanitized(words.summary(forecast.summary, condition: nil) ?? ""))"
                }
                line += "  " + weather.rightPadded(to: weatherWidth)
                if let comment = entry.comment { line += "  \(TerminalText.sanitized(comment))" }
                while line.last == " " { line.removeLast() }
                lines.append(line)
                if lines.count >= linesPerChunk {
                    write(lines.joined(separator: "\n") + "\n")
                    lines.removeAll(keepingCapacity: true)
                }
            }
        }
        if !lines.isEmpty { write(lines.joined(separator: "\n") + "\n") }
    }

    /// This machine's clock, the one the list is read by.
    public var localOffset: @Sendable (Date) -> Int = { LocalZone.secondsFromGMT(for: $0) }

    public var json: JSONValue {
        .object([("temperature_unit", .string(temperatureUnit.rawValue)), ("moods", .array(entries.map(jsonObject)))])
    }

    /// One mood as the JSON list has it.
    public func jsonObject(_ entry: MoodEntry) -> JSONValue {
        .object([
            ("id", .number(Double(entry.id))),
            ("created_at", .string(entry.localTime.iso8601)),
            ("level", .number(Double(entry.level.rawValue))),
            ("comment", .string(entry.comment)),
            ("part_of_day", .string(entry.partOfDay.rawValue)),
            ("indoor_temperature", .number(entry.indoor?.temperature(in: temperatureUnit), decimals: 1)),
            ("indoor_humidity", .number(entry.indoor?.humidity, decimals: 0)),
            (
                "forecast",
                entry.forecast.map { forecast in
                    .object([
                        (
                            "created_at",
                            .string(
                                LocalDateTime(instant: forecast.createdAt, utcOffsetSeconds: entry.utcOffsetSeconds)
                                    .iso8601)
                        ),
                        ("latitude", .number(forecast.latitude, decimals: 4)),
                        ("longitude", .number(forecast.longitude, decimals: 4)),
                        ("temperature", .number(forecast.temperature(in: temperatureUnit), decimals: 1)),
                        ("temperature_source", .string(forecast.temperatureSource?.rawValue)),
                        ("summary", .string(forecast.summary)),
                        ("condition", .string(forecast.condition?.rawValue)),
                        ("is_day", forecast.isDay.map(JSONValue.bool) ?? .null),
                        ("aqi", .number(forecast.aqi.map(Double.init), decimals: 0)),
                        ("aqi_scale", .string(forecast.aqiScale?.rawValue)),
                        ("aqi_category", .string(forecast.aqiCategory?.rawValue)),
                        ("uv_index", .number(forecast.uvIndex, decimals: 1)),
                        ("pressure", .number(forecast.pressure, decimals: 1)),
                        ("pressure_trend", .string(forecast.pressureTrend?.rawValue)),
                        ("daylight_seconds", .number(forecast.daylightSeconds.map(Double.init), decimals: 0))
                    ])
                } ?? .null
            )
        ])
    }

    public var csv: String {
        var all = ""
        writeCSV(entries: { each in entries.forEach(each) }) { all += $0 }
        return all
    }

    public static let csvHeader =
        "id,created_at,level,comment,part_of_day,forecast_created_at,latitude,longitude,temperature,temperature_unit,summary,condition,is_day,"
        + "aqi,aqi_scale,aqi_category,uv_index,pressure,pressure_trend,daylight_seconds,indoor_temperature,indoor_humidity"

    /// One mood as a CSV line, without its line break.
    public func csvLine(_ entry: MoodEntry) -> String {
        let forecast = entry.forecast
        let fields: [String] = [
            String(entry.id), entry.localTime.iso8601, String(entry.level.rawValue), entry.comment ?? "",
            entry.partOfDay.rawValue,
            forecast.map { LocalDateTime(instant: $0.createdAt, utcOffsetSeconds: entry.utcOffsetSeconds).iso8601 }
                ?? "",
            forecast.map { String(printf: "%.4f", $0.latitude) } ?? "",
            forecast.map { String(printf: "%.4f", $0.longitude) } ?? "",
            forecast?.temperature(in: temperatureUnit).map { String(printf: "%.1f", $0) } ?? "",
            temperatureUnit.rawValue,
            forecast?.summary ?? "", forecast?.condition?.rawValue ?? "",
            forecast?.isDay.map { $0 ? "true" : "false" } ?? "",
            forecast?.aqi.map(String.init) ?? "", forecast?.aqiScale?.rawValue ?? "",
            forecast?.aqiCategory?.rawValue ?? "",
            forecast?.uvIndex.map { String(printf: "%.1f", $0) } ?? "",
            forecast?.pressure.map { String(printf: "%.1f", $0) } ?? "",
            forecast?.pressureTrend?.rawValue ?? "", forecast?.daylightSeconds.map(String.init) ?? "",
            entry.indoor?.temperature(in: temperatureUnit).map { String(printf: "%.1f", $0) } ?? "",
            entry.indoor?.humidity.map { String(printf: "%.0f", $0) } ?? ""
        ]
        return fields.map(Self.csvField).joined(separator: ",")
    }

    /// `json.serialized()` and its line break, written a few hundred moods at a time as `entries` hands them over in list
    /// order: a journal of years is never held whole, and the bytes are the same.
    public func writeJSON(
        moodsPerChunk: Int = 512, entries: ((MoodEntry) -> Void) throws -> Void, _ write: (String) -> Void
    ) rethrows {
        var chunk =
            "{" + JSONValue.string("temperature_unit").serialized() + ":"
            + JSONValue.string(temperatureUnit.rawValue).serialized()
            + "," + JSONValue.string("moods").serialized() + ":["
        var first = true
        var inChunk = 0
        try withoutActuallyEscaping(write) { write in
            try entries { entry in
                chunk += (first ? "" : ",") + jsonObject(entry).serialized()
                first = false
                inChunk += 1
                if inChunk >= moodsPerChunk {
                    write(chunk)
                    chunk = ""
                    inChunk = 0
                }
            }
        }
        write(chunk + "]}\n")
    }

    /// `csv`, written a few hundred lines at a time as `entries` hands the moods over.
    public func writeCSV(
        linesPerChunk: Int = 512, entries: ((MoodEntry) -> Void) throws -> Void, _ write: (String) -> Void
    ) rethrows {
        var chunk = Self.csvHeader + "\n"
        var inChunk = 0
        try withoutActuallyEscaping(write) { write in
            try entries { entry in
                chunk += csvLine(entry) + "\n"
                inChunk += 1
                if inChunk >= linesPerChunk {
                    write(chunk)
                    chunk = ""
                    inChunk = 0
                }
            }
        }
        if !chunk.isEmpty { write(chunk) }
    }

    /// RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. A leading = + - @ is
    /// neutralised so a spreadsheet never runs a comment as a formula.
    public static func csvField(_ text: String) -> String {
        var value = TerminalText.sanitized(text)
        if let first = value.first, "=+-@".contains(first), Double(value) == nil { value = "'" + value }
        guard value.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
