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

/// `wxdash now --format line`: one short line for tmux, i3 or waybar, e.g. `☀ 21°C Berlin`, or a template of
/// `{field}`s. It stays one line whatever a server sends.
public struct StatusLine: Sendable {
    /// `{station}` is `⌂` right after the temperature when it is the person's own outdoor station's, else nothing.
    public static let defaultTemplate = "{icon} {temp}{station} {name}"

    public let forecast: Forecast
    public let template: String
    public let timeStyle: TimeStyle
    public let language: Language
    /// The alerts for `{alert}` and `{alert_short}`; with `leadsWithAlert`, the line leads with the badge of one
    /// that is shown: `⚠ Wind Advisory ☀ 21°C Berlin`.
    public let alerts: AlertSummary?
    /// Whether a shown alert's badge comes first whatever the template: true for the default line, false for a
    /// template of the person's own, where an alert appears only where `{alert}` or `{alert_short}` puts it.
    public var leadsWithAlert = true
    /// The condition's symbol in the glyph set asked for; nil uses `ConditionSymbol`'s.
    public var icon: String?
    /// How old the data is when it is older than it should be (`3h`): the line ends ` · 3h`.
    public var age: String?
    /// The instant the line is read at; the rain fields speak from it. nil reads at the data's own time.
    public var now: Date?
    /// `{sensor:NAME}`: each sensor name (lower-cased) and its readings, "21.5° · 45 %".
    public var sensors: [String: String] = [:]

    public init(
        _ forecast: Forecast, template: String = StatusLine.defaultTemplate, timeStyle: TimeStyle = .standard,
        language: Language = .english, alerts: AlertSummary? = nil
    ) {
        self.forecast = forecast
        self.template = template
        self.timeStyle = timeStyle
        self.language = language
        self.alerts = alerts
    }

    /// Every field a template may use.
    public static let fields = [
        "icon", "temp", "feels_like", "high", "low", "humidity", "wind", "wind_speed", "wind_direction", "condition",
        "description", "name", "place", "rain", "sunrise", "sunset", "time", "provider", "aqi", "uv", "rain_soon",
        "rain_short", "alert", "alert_short", "normal", "station", "radar"
    ]

    /// The fields in `template` that do not exist; empty when it is fine.
    public static func unknownFields(in template: String) -> [String] {
        placeholders(in: template).filter { !fields.contains($0) && !isSensorField($0) }
    }

    /// `sensor:NAME`, a sensor of the config by its name.
    static func isSensorField(_ field: String) -> Bool {
        field.hasPrefix("sensor:") && field.count > 7
    }

    /// What is wrong with `template`, as the rest of a sentence that starts "--template"; nil when it is fine.
    public static func problem(in template: String) -> String? {
        if template.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) {
            return "is empty: give the fields to show, e.g. '{icon} {temp} {name}'"
        }
        let parts = segments(template)
        if parts.contains(where: {
            $0.literal.contains("{") || $0.literal.contains("}") || $0.field?.contains("{") == true
        }) {
            return
                "'\(TerminalText.echoed(template, limit: 40))' has a '{' without its '}' (or a '}' without its '{'): write each field whole, as {temp}"
        }
        if let unknown = unknownFields(in: template).first {
            return
                "has unknown field {\(TerminalText.echoed(unknown))}; the fields are \(fields.map { "{\($0)}" }.joined(separator: " "))"
        }
        return nil
    }

    /// One pass over the template, so a value that looks like `{field}` is printed, not expanded.
    public var text: String {
        let values = self.values
        let output = Self.segments(template).map { segment in
            segment.field.map { field in
                Self.isSensorField(field)
                    ? sensors[String(field.dropFirst(7)).lowercased()] ?? ReadingFormat.missing : values[field] ?? ""
            } ?? String(segment.literal)
        }
        let badge = leadsWithAlert ? alerts?.badge ?? "" : ""
        let suffix = age.map { " · " + $0 } ?? ""
        return TerminalText.sanitized((badge.isEmpty ? "" : badge + " ") + output.joined() + suffix)
    }

    private var values: [String: String] {
        let current = forecast.current
        let units = forecast.units
        let location = forecast.location
        let outlook = RainOutlook(forecast: forecast, now: now ?? current.time)
        let words = language
        return [
            "icon": icon ?? ConditionSymbol.symbol(for: current.condition, isDay: current.isDay),
            "temp": ReadingFormat.temperature(current.temperature, unit: units.temperature),
            "feels_like": ReadingFormat.temperature(current.feelsLike, unit: units.temperature),
            "high": ReadingFormat.temperature(forecast.today.high, unit: units.temperature),
            "low": ReadingFormat.temperature(forecast.today.low, unit: units.temperature),
            "humidity": ReadingFormat.percent(current.humidity),
            "wind": ReadingFormat.wind(
                speed: current.windSpeed, direction: current.windDirection, unit: units.windSpeed, language: words),
            "wind_speed": ReadingFormat.wind(speed: current.windSpeed, direction: nil, unit: units.windSpeed),
            "wind_direction": current.windDirection.map { words.compass(Compass.point(degrees: $0)) }
                ?? ReadingFormat.missing,
            "condition": current.condition?.rawValue ?? ReadingFormat.missing,
            "description": words.words(for: current, provider: forecast.provider) ?? ReadingFormat.missing,
            "name": location.name,
            "place": location.displayName,
            "rain": outlook.text(in: location, style: timeStyle, language: words),
            "sunrise": ReadingFormat.clock(forecast.today.sun.sunrise, in: location, style: timeStyle),
            "sunset": ReadingFormat.clock(forecast.today.sun.sunset, in: location, style: timeStyle),
            "time": timeStyle.clock(location.localTime(at: current.time)),
            "provider": forecast.provider.displayName,
            "aqi": forecast.airQuality?.shortText(in: words) ?? ReadingFormat.missing,
            "uv": forecast.uv.shortText(in: words) ?? ReadingFormat.missing,
            "rain_soon": outlook.soon(in: location, style: timeStyle, language: words) ?? ReadingFormat.missing,
            "rain_short": outlook.short(in: location, style: timeStyle, language: words),
            "alert": alerts?.badge ?? "",
            "alert_short": alerts?.shortBadge ?? "",
            "normal": NormalStatement(forecast: forecast, now: now ?? current.time)?.signedDegrees
                ?? ReadingFormat.missing,
            "station": current.station?.temperature == true ? "⌂" : "",
            "radar": forecast.radar.map { radar in
                radar.sentence(now: now ?? current.time, language: words) {
                    timeStyle.clock(location.localTime(at: $0))
                }
            } ?? ReadingFormat.missing
        ]
    }

    /// `45m`, `3h`, `2d`: how long ago `fetchedAt` was, for a line that is older than it should be; `age?` when the
    /// fetch time is after now (`FetchAge`: the age is unknown).
    public static func age(of fetchedAt: Date, now: Date) -> String {
        guard let seconds = FetchAge(fetchedAt: fetchedAt, now: now).seconds else { return "age?" }
        let minutes = Int(seconds / 60)
        if minutes < 60 { return "\(minutes)m" }
        if minutes < 48 * 60 { return "\(minutes / 60)h" }
        return "\(minutes / 1440)d"
    }

    private static func placeholders(in template: String) -> [String] {
        segments(template).compactMap(\.field)
    }

    /// The template as literal text and `{field}`s, in order.
    private static func segments(_ template: String) -> [(literal: Substring, field: String?)] {
        var segments: [(literal: Substring, field: String?)] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            segments.append((rest[..<open], nil))
            segments.append(("", String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        segments.append((rest, nil))
        return segments
    }
}
