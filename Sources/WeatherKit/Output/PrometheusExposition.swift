import Foundation
import ScreenText

/// `wxdash now --format prometheus`: the Prometheus text exposition format, for node_exporter's textfile collector.
/// Every value in its base unit whatever `--units` says (Celsius, metres per second, hectopascals, millimetres), as
/// Prometheus names them; a value the forecast lacks is left out rather than written as a made-up number.
public struct PrometheusExposition: Sendable {
    public var forecast: Forecast
    /// The place's name in the `place` label.
    public var place: String
    public var now: Date
    public var stale: Bool

    public init(_ forecast: Forecast, place: String, now: Date, stale: Bool = false) {
        self.forecast = forecast
        self.place = place
        self.now = now
        self.stale = stale
    }

    private struct Metric {
        var name: String
        var help: String
        var value: Double?
    }

    private var metrics: [Metric] {
        let units = forecast.units
        let current = forecast.current
        let celsius = { (value: Double?) in value.map { units.temperature.convert($0, to: .celsius) } }
        let hour = forecast.hourly.first
        return [
            Metric(
                name: "wxdash_temperature_celsius", help: "Air temperature now.", value: celsius(current.temperature)),
            Metric(
                name: "wxdash_feels_like_celsius", help: "Apparent (feels-like) temperature now.",
                value: celsius(current.feelsLike)),
            Metric(name: "wxdash_humidity_percent", help: "Relative humidity now.", value: current.humidity),
            Metric(
                name: "wxdash_wind_speed_meters_per_second", help: "Wind speed now.",
                value: current.windSpeed.map { units.windSpeed.convert($0, to: .metresPerSecond) }),
            Metric(
                name: "wxdash_wind_direction_degrees", help: "Where the wind comes from, clockwise from north.",
                value: current.windDirection),
            Metric(
                name: "wxdash_pressure_hectopascals", help: "Sea-level air pressure now.",
                value: forecast.pressure?.value),
            Metric(
                name: "wxdash_precipitation_millimeters", help: "Precipitation expected in the current hour.",
                value: hour?.precipitation.map { units.precipitation.convert($0, to: .millimetres) }),
            Metric(
                name: "wxdash_precipitation_probability_percent", help: "Chance of precipitation in the current hour.",
                value: hour?.precipitationProbability),
            Metric(
                name: "wxdash_today_high_celsius", help: "Today's highest temperature.",
                value: celsius(forecast.today.high)),
            Metric(
                name: "wxdash_today_low_celsius", help: "Today's lowest temperature.",
                value: celsius(forecast.today.low)),
            Metric(name: "wxdash_uv_index", help: "UV index now.", value: forecast.uv.index),
            Metric(
                name: "wxdash_departure_from_normal_celsius",
                help: "How much warmer (positive) or colder today is than the calendar day's normal.",
                value: NormalStatement(forecast: forecast, now: now).map {
                    units.temperature == .fahrenheit ? $0.departure / 1.8 : $0.departure
                }),
            Metric(
                name: "wxdash_data_age_seconds", help: "Seconds since the forecast was fetched.",
                value: max(0, now.timeIntervalSince(forecast.fetchedAt)).rounded()),
            Metric(
                name: "wxdash_data_stale", help: "1 when the forecast is older than its refresh interval allows.",
                value: stale ? 1 : 0)
        ]
    }

    public var text: String { Self.text(of: [self]) }

    /// Several places in one exposition: each metric's HELP and TYPE once, then a sample per place that has it.
    public static func text(of places: [PrometheusExposition]) -> String {
        guard let first = places.first else { return "" }
        var lines: [String] = []
        for (index, metric) in first.metrics.enumerated() {
            let samples = places.compactMap { place -> String? in
                guard let value = place.metrics[index].value, value.isFinite else { return nil }
                return "\(metric.name){place=\"\(escaped(TerminalText.sanitized(place.place)))\"} \(number(value))"
            }
            guard !samples.isEmpty else { continue }
            lines += ["# HELP \(metric.name) \(metric.help)", "# TYPE \(metric.name) gauge"] + samples
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label value: backslash, double quote and line feed escaped, as the format asks.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// `21.5`, `1013`, `-3.25`: up to three decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
