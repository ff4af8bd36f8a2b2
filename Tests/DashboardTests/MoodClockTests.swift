import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The Mood page shows each mood by the clock it was logged by, and names that clock's zone when the place shown
/// (Berlin, UTC+01:00 in winter) keeps another.
@Suite struct MoodClockTests {
    static func mood(offset: Int) -> MoodEntry {
        MoodEntry(
            id: 1, createdAt: DashboardSnapshotTests.now, utcOffsetSeconds: offset, level: .good, comment: "tea",
            forecast: MoodForecast(
                createdAt: DashboardSnapshotTests.now, latitude: 52.5, longitude: 13.4, temperatureCelsius: 3,
                summary: "Rain", condition: .rain, isDay: true))
    }

    @Test func aMoodFromAnotherZoneIsLabelled() throws {
        let elsewhere = try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: .mood) {
            $0.moods = [Self.mood(offset: 20_700)]
        }
        #expect(elsewhere.text.contains("UTC+05:45"), "\(elsewhere.text)")
        let here = try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: .mood) {
            $0.moods = [Self.mood(offset: 3600)]
        }
        #expect(!here.text.contains("UTC"), "\(here.text)")
    }

    /// The weather starts in the same column for every mood, whatever its zone label.
    @Test func theWeatherIsInOneColumn() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin(), page: .mood) {
            $0.moods = [Self.mood(offset: 20_700), Self.mood(offset: 3600)]
        }
        let rows = canvas.text.split(separator: "\n").filter { $0.contains("good") }
        #expect(rows.count == 2)
        let columns = Set(rows.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "°")!) })
        #expect(columns.count == 1, "\(rows)")
    }
}
