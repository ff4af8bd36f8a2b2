import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// On a large screen the Mood page uses its width: the journal on the left, the statistics drawn on the right.
@Suite struct MoodWallTests {
    static let now = SampleForecasts.berlinNow

    /// A month of moods, one or two a day, over changing weather: rain lowers the mood, sun and warmth lift it.
    static let month: [MoodEntry] = (0..<40).map { index in
        let day = index * 3 / 4
        let createdAt = now.addingTimeInterval(-Double(day) * 86_400 - Double(index % 3) * 5 * 3600)
        let conditions: [Condition] = [.clear, .partlyCloudy, .rain, .cloudy, .snow]
        let condition = conditions[index % conditions.count]
        let level: MoodLevel =
            switch condition {
            case .clear: .great
            case .partlyCloudy: .good
            case .rain: .bad
            case .snow: index % 2 == 0 ? .okay : .awful
            default: .okay
            }
        return MoodEntry(
            id: Int64(40 - index), createdAt: createdAt, utcOffsetSeconds: 3600, level: level,
            comment: index % 4 == 0 ? "walked to work" : nil,
            forecast: MoodForecast(
                createdAt: createdAt, latitude: 52.5, longitude: 13.4, temperatureCelsius: Double(index % 7) * 3 - 4,
                summary: condition.phrase,
                condition: condition, isDay: index % 3 != 2, daylightSeconds: 30_000 - index * 60))
    }

    static func render(columns: Int, rows: Int, icons: IconSet = .unicode) throws -> Canvas {
        try DashboardSnapshotTests.render(
            SampleForecasts.berlin(), page: .mood, columns: columns, rows: rows, icons: icons
        ) { $0.moods = month }
    }

    @Test(arguments: [(120, 40), (200, 60), (320, 90)])
    func theStatisticsAreDrawnBesideTheJournal(columns: Int, rows: Int) throws {
        let canvas = try Self.render(columns: columns, rows: rows)
        try Snapshot.expect(canvas, matches: "mood-wall-\(columns)x\(rows)")
        let text = canvas.text
        for title in [
            "Mood, the last", "Mood by weather", "Mood by temperature", "Mood by part of the day",
            "Warmth and mood: r = "
        ] {
            #expect(text.contains(title), "\(title) is on the page")
        }
        let lines = text.split(separator: "\n").map(String.init)
        let clear = try #require(lines.first { $0.contains("Clear sky") })
        let rain = try #require(lines.first { $0.contains(" Rain ") })
        #expect(
            clear.filter { $0 == "█" }.count > rain.filter { $0 == "█" }.count,
            "great moods in sun draw a longer bar than bad ones in rain")
        #expect(clear.contains("5.0"), "\(clear)")
        // At 320×90 forty moods end above the bottom quarter on the left, and the panel's bars stop before the last quarter.
        #expect(
            PageScaleTests.partsInUse(canvas) >= (columns >= 320 ? 9 : 10),
            "\(PageScaleTests.partsInUse(canvas)) of 16 parts in use")
    }

    @Test func theRecentDaysShowEachDaysLevelAndGapsForDaysWithoutMoods() throws {
        let canvas = try Self.render(columns: 200, rows: 60)
        let lines = canvas.text.split(separator: "\n").map(String.init)
        let title = try #require(lines.firstIndex { $0.contains("Mood, the last") })
        let chart = lines[(title + 1)...(title + 6)].joined(separator: "\n")
        #expect(
            chart.contains("█") && chart.contains { "▁▂▃▄▅▆▇".contains($0) },
            "great days to the top, others part way: \(chart)")
        #expect(lines[title + 6].contains("·"), "days before the journal began are dots on the bottom row")
        #expect(
            lines[title + 1].contains("█") && !lines[title + 1].contains("·"), "a great day fills the column to the top"
        )
    }

    @Test func asciiBarsAndNoBlockCharacters() throws {
        // The footer's separators are the same on every page.
        let text = try Self.render(columns: 200, rows: 60, icons: .ascii).text.split(separator: "\n").dropLast().joined(
            separator: "\n")
        #expect(text.contains("#####"))
        let outside = text.filter { "·▁▂▃▄▅▆▇█▏▎▍▌▋▊▉😄🙂😐🙁😫–".contains($0) }
        #expect(outside.isEmpty, "no block, dot, face or dash outside ASCII: \(outside)")
    }

    @Test func belowTheWallTheOneRowSummaryStays() throws {
        let text = try Self.render(columns: 80, rows: 24).text
        #expect(text.contains("Mood by weather:") && !text.contains("Mood by temperature"))
    }
}
