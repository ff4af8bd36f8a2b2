import Foundation
import ScreenText
import Translation
import WeatherKit

/// `wxdash mood stats`: the statistics as a small text chart or as JSON.
public struct MoodStatisticsReport {
    public let statistics: MoodStatistics
    /// `#` bars instead of block characters, for `--icons ascii` and the Linux console.
    public var asciiOnly = false
    /// The weekday names.
    public var timeStyle = TimeStyle.standard
    /// The words.
    public var language = Language.english
    /// Moods by their day's departure from normal (`MoodStatisticsReport+Normals`); nil leaves the section out.
    public var byNormal: MoodByNormal?

    public init(_ statistics: MoodStatistics) {
        self.statistics = statistics
    }

    public var text: String {
        let words = language
        guard statistics.withWeather > 0 || !statistics.byIndoorTemperature.isEmpty else {
            return words.text(.statsNoneWithWeather, ["total": String(statistics.total)]) + "\n"
        }
        var lines = [
            words.text(
                .statsHeader,
                [
                    "moods": words.count(.moodCount, statistics.total), "weathered": String(statistics.withWeather),
                    "awful": words.mood(.awful), "great": words.mood(.great)
                ])
        ]
        let sections: [(MessageKey, [MoodStatistics.Group], (String) -> String)] = [
            (.statsByWeather, statistics.byCondition, { Condition(rawValue: $0).map(words.condition) ?? $0 }),
            (.statsByTemperature, statistics.byTemperature, { MoodGroupName.temperature($0, in: words) }),
            (.statsByIndoorTemperature, statistics.byIndoorTemperature, { MoodGroupName.temperature($0, in: words) }),
            (.statsByPartOfDay, statistics.byPartOfDay, { PartOfDay(rawValue: $0).map(words.partOfDay) ?? $0 }),
            (.statsByAirQuality, statistics.byAirQuality, { AQICategory(rawValue: $0).map(words.airQuality) ?? $0 }),
            (
                .statsByPressure, statistics.byPressureTrend,
                { PressureTrend(rawValue: $0).map(words.pressureTrend) ?? $0 }
            ),
            (.statsByWeekday, statistics.byWeekday, { MoodGroupName.weekday($0, in: timeStyle) })
        ]
        for (title, groups, name) in sections where !groups.isEmpty {
            lines.append("")
            lines.append(words.text(title))
            let nameWidth = max(16, groups.map { DisplayWidth.of(name($0.name)) }.max() ?? 0)
            for group in groups {
                let bar = String(repeating: asciiOnly ? "#" : "█", count: (group.averageLevel * 4).wholeNumber)
                let average = words.decimals(String(printf: "%.1f", group.averageLevel))
                lines.append(
                    "  \(DisplayWidth.pad(name(group.name), to: nameWidth)) \(average)  \(bar.rightPadded(to: 20)) \(words.count(.moodCount, group.count))"
                )
            }
        }
        lines.append("")
        let measures: [(MessageKey, MoodCorrelation, MessageKey, MessageKey)] = [
            (.statsLevelAndTemperature, statistics.temperatureCorrelation, .statsWarmerBetter, .statsWarmerWorse),
            (.statsLevelAndDaylight, statistics.daylightCorrelation, .statsLongerBetter, .statsLongerWorse)
        ]
        for (key, correlation, better, worse) in measures {
            var line = words.text(key, ["value": correlation.text(in: words)])
            if let r = correlation.value {
                let strength = words.text(abs(r) < 0.2 ? .statsHardly : abs(r) < 0.5 ? .statsSomewhat : .statsClearly)
                line += " " + words.text(r >= 0 ? better : worse, ["strength": strength])
            }
            lines.append(line)
        }
        lines += normalLines
        let text = lines.joined(separator: "\n") + "\n"
        return asciiOnly
            ? text.replacingOccurrences(of: "…", with: "...").replacingOccurrences(of: "–", with: "-") : text
    }

    public var json: JSONValue {
        func groups(_ list: [MoodStatistics.Group]) -> JSONValue {
            .array(
                list.map {
                    .object([
                        ("name", .string($0.name)), ("count", .number(Double($0.count))),
                        ("average_level", .number($0.averageLevel, decimals: 2))
                    ])
                })
        }
        return .object([
            ("total", .number(Double(statistics.total))),
            ("with_weather", .number(Double(statistics.withWeather))),
            ("by_condition", groups(statistics.byCondition)),
            ("by_temperature", groups(statistics.byTemperature)),
            ("by_indoor_temperature", groups(statistics.byIndoorTemperature)),
            ("by_part_of_day", groups(statistics.byPartOfDay)),
            ("level_temperature_correlation", .number(statistics.levelTemperatureCorrelation, decimals: 3)),
            ("by_air_quality", groups(statistics.byAirQuality)),
            ("by_pressure_trend", groups(statistics.byPressureTrend)),
            ("level_daylight_correlation", .number(statistics.levelDaylightCorrelation, decimals: 3)),
            ("by_weekday", groups(statistics.byWeekday)),
            ("by_departure_from_normal", normalJSON)
        ])
    }
}
