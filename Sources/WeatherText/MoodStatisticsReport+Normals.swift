import Foundation
import ScreenText
import Translation
import WeatherKit

extension MoodStatisticsReport {
    /// "By departure from normal", a bar per group, then the summary; nothing when no mood has a departure.
    public var normalLines: [String] {
        guard let byNormal, !byNormal.isEmpty else { return [] }
        let words = language
        var lines = ["", words.text(.statsByNormal)]
        let names = byNormal.groups.map { MoodByNormal.name($0.standing, in: words) }
        let nameWidth = max(16, names.map(DisplayWidth.of).max() ?? 0)
        for (group, name) in zip(byNormal.groups, names) {
            let bar = String(repeating: asciiOnly ? "#" : "█", count: (group.averageLevel * 4).wholeNumber)
            let average = words.decimals(String(format: "%.1f", group.averageLevel))
            lines.append(
                "  \(DisplayWidth.pad(name, to: nameWidth)) \(average)  \(bar.rightPadded(to: 20)) \(words.count(.moodCount, group.count))"
            )
        }
        if let summary = byNormal.summary(in: words) { lines.append(summary) }
        return lines
    }

    public var normalJSON: JSONValue {
        guard let byNormal else { return .array([]) }
        return .array(
            byNormal.groups.map { group in
                let name =
                    switch group.standing {
                    case .warmer: "warmer"
                    case .near: "near"
                    case .colder: "colder"
                    }
                return .object([
                    ("name", .string(name)), ("count", .number(Double(group.count))),
                    ("average_level", .number(group.averageLevel, decimals: 2))
                ])
            })
    }
}
