import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// `mood stats` and the Mood page's one-row summary read the correlation by one rule, in the same words.
@Suite struct MoodSummaryRuleTests {
    static func moods(_ levels: [(MoodLevel, Double)]) -> [MoodEntry] {
        levels.enumerated().map { index, mood in
            MoodEntry(
                id: Int64(index + 1), createdAt: DashboardSnapshotTests.now.addingTimeInterval(Double(-index) * 3600),
                utcOffsetSeconds: 3600,
                level: mood.0, comment: nil,
                forecast: MoodForecast(
                    createdAt: DashboardSnapshotTests.now, latitude: 52.5, longitude: 13.4, temperatureCelsius: mood.1,
                    summary: "Rain",
                    condition: .rain, isDay: true))
        }
    }

    @Test(arguments: [
        ([(MoodLevel.good, 3.0), (.bad, 5)], "not enough moods (2 of 3)"),
        ([(.good, 3), (.good, 5), (.good, 9)], "no spread yet"),
        // Twelve moods at 18 °C: the mean of equal values is not exactly 18 in binary, which read "r = 0.00".
        (
            Array(
                [MoodLevel.okay, .bad, .awful, .great, .good, .okay, .bad, .awful, .great, .good, .okay, .bad].map {
                    ($0, 18.1)
                }), "no spread yet"
        ),
        ([(.good, 3), (.bad, 1), (.great, 9)], "r = 0.89")
    ])
    func thePageSaysWhatStatsSays(levels: [(MoodLevel, Double)], words: String) throws {
        let moods = Self.moods(levels)
        #expect(MoodStatistics(moods).temperatureCorrelation.text(in: .english) == words)
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: .mood) { $0.moods = moods }
        #expect(canvas.line(2).contains("warmth ~ mood: \(words)"), "\(canvas.line(2))")
    }
}
