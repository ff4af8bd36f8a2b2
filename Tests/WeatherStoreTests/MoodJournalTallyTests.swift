import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// `mood stats` counts the journal with SQL: the counts must be the ones the moods themselves give.
@Suite struct MoodJournalTallyTests {
    /// Moods around date lines and hour edges, before 1970 and with fractions of a second, with and without
    /// weather, air, pressure and daylight, laid out from a pinned instant.
    static func varied(into journal: MoodJournal) throws {
        let start = Date(timeIntervalSince1970: 1_796_032_800)  // 30 Nov 2026 10:00 UTC
        let offsets = [0, 3600, -36_000, 20_700, 50_400, -43_200, 99_999]
        let conditions: [Condition?] = [.clear, .rain, .snow, nil, .fog]
        let trends: [PressureTrend?] = [.rising, .falling, .steady, nil]
        let scales: [AQIScale?] = [.us, .european, nil]
        for index in 0..<400 {
            let instant =
                index == 399
                ? Date(timeIntervalSince1970: -86_400.5)
                : start.addingTimeInterval(Double(index) * 5_437.25 - 900_000)
            let weather: MoodForecast? =
                index % 4 == 3
                ? nil
                : MoodForecast(
                    createdAt: instant, latitude: 27.7, longitude: 85.3,
                    temperatureCelsius: index % 9 == 0 ? nil : Double(index % 47) - 12.5 + (index % 2 == 0 ? 0 : 0.25),
                    summary: "sky", condition: conditions[index % conditions.count], isDay: index % 2 == 0,
                    aqi: index % 5 == 0 ? nil : (index * 7) % 320, aqiScale: scales[index % scales.count],
                    pressure: 1013, pressureTrend: trends[index % trends.count],
                    daylightSeconds: index % 6 == 0 ? nil : 30_000 + (index % 11) * 1_200)
            try journal.add(
                level: MoodLevel(rawValue: 1 + (index * 3) % 5) ?? .okay, comment: nil, at: instant,
                utcOffsetSeconds: offsets[index % offsets.count], forecast: weather,
                // Indoors on the bands' edges (18, 21, 24 °C) too, with weather or without.
                indoor: index % 3 == 0
                    ? nil
                    : IndoorReading(
                        temperatureCelsius: 15 + Double(index % 13) * 0.75, humidity: Double(index % 60) + 20))
        }
    }

    @Test func theJournalsCountsAreTheMoodsOwn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-tally-\(UUID().uuidString)/journal.sqlite"
        ).path
        let journal = try MoodJournal(path: path)
        try Self.varied(into: journal)
        let entries = try journal.entries()
        #expect(entries.count == 400)
        let counted = try journal.tally()
        let fromEntries = MoodTally(entries)
        #expect(counted == fromEntries)
        for firstWeekday in [1, 7] {
            #expect(
                MoodStatistics(counted, firstWeekday: firstWeekday)
                    == MoodStatistics(entries, firstWeekday: firstWeekday))
        }
        let statistics = MoodStatistics(counted)
        #expect(statistics.total == 400 && statistics.withWeather == 300)
        #expect(
            statistics.byWeekday.count == 7 && statistics.byAirQuality.count > 2 && statistics.byTemperature.count == 5)
        #expect(statistics.temperatureCorrelation.value != nil && statistics.daylightCorrelation.value != nil)
    }

    @Test func anEmptyJournalCountsNothing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-tally-\(UUID().uuidString)/journal.sqlite"
        ).path
        let tally = try MoodJournal(path: path).tally()
        #expect(tally == MoodTally())
        #expect(MoodStatistics(tally).total == 0)
    }
}
