import Foundation
import ScreenText
import WeatherKit

/// `wxdash mood stats`: the statistics as a small text chart or as JSON.
struct MoodStatisticsReport {
    let statistics: MoodStatistics
    /// `#` bars instead of block characters, for `--icons ascii` and the Linux console.
    var asciiOnly = false

    init(_ statistics: MoodStatistics) {
        self.statistics = statistics
    }

    var text: String {
        guard statistics.withWeather > 0 || !statistics.byIndoorTemperature.isEmpty else {
            return "No moods with weather yet (\(statistics.total) in all): log some with 'wxdash mood add' or m in the dashboard.\n"
        }
        var lines = ["\(Plural.count(statistics.total, "mood")), \(statistics.withWeather) with weather. Average level (1 awful … 5 great):"]
        for (title, groups) in [("By weather", statistics.byCondition), ("By temperature", statistics.byTemperature),
            ("By indoor temperature", statistics.byIndoorTemperature), ("Day or night", statistics.byDaylight),
            ("By air quality", statistics.byAirQuality), ("By pressure", statistics.byPressureTrend),
            ("By day of the week", statistics.byWeekday)] where !groups.isEmpty {
            lines.append("")
            lines.append(title)
            for group in groups {
                let bar = String(repeating: asciiOnly ? "#" : "█", count: (group.averageLevel * 4).wholeNumber)
                lines.append("  \(group.name.rightPadded(to: 16)) \(String(format: "%.1f", group.averageLevel))  \(bar.rightPadded(to: 20)) \(group.count) mood\(group.count == 1 ? "" : "s")")
            }
        }
        lines.append("")
        for (measure, correlation, better) in [
            ("temperature", statistics.temperatureCorrelation, "warmer weather"), ("daylight", statistics.daylightCorrelation, "longer days"),
        ] {
            var line = "Level and \(measure): \(correlation.shortText)"
            if let r = correlation.value {
                let strength = abs(r) < 0.2 ? "hardly" : abs(r) < 0.5 ? "somewhat" : "clearly"
                line += " (\(strength) \(better), \(r >= 0 ? "better" : "worse") mood)"
            }
            lines.append(line)
        }
        let text = lines.joined(separator: "\n") + "\n"
        return asciiOnly ? text.replacingOccurrences(of: "…", with: "...").replacingOccurrences(of: "–", with: "-") : text
    }

    var json: JSONValue {
        func groups(_ list: [MoodStatistics.Group]) -> JSONValue {
            .array(list.map { .object([("name", .string($0.name)), ("count", .number(Double($0.count))), ("average_level", .number($0.averageLevel, decimals: 2))]) })
        }
        return .object([
            ("total", .number(Double(statistics.total))),
            ("with_weather", .number(Double(statistics.withWeather))),
            ("by_condition", groups(statistics.byCondition)),
            ("by_temperature", groups(statistics.byTemperature)),
            ("by_indoor_temperature", groups(statistics.byIndoorTemperature)),
            ("by_daylight", groups(statistics.byDaylight)),
            ("level_temperature_correlation", .number(statistics.levelTemperatureCorrelation, decimals: 3)),
            ("by_air_quality", groups(statistics.byAirQuality)),
            ("by_pressure_trend", groups(statistics.byPressureTrend)),
            ("level_daylight_correlation", .number(statistics.levelDaylightCorrelation, decimals: 3)),
            ("by_weekday", groups(statistics.byWeekday)),
        ])
    }
}
