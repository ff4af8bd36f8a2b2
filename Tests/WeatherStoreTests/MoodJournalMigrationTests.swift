import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// Journal schema 2 (air quality, UV, pressure, daylight) brought onto a journal written by schema 1.
@Suite struct MoodJournalMigrationTests {
    /// A journal exactly as the previous wxdash wrote it: schema 1, a mood with weather and one without.
    static func schemaOneJournal() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-journal-\(UUID().uuidString)/journal.sqlite"
        ).path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let database = try Database(path: path)
        try database.migrate(Array(MoodJournal.migrations.prefix(1)))
        try database.execute(
            "INSERT INTO mood (id, created_at, utc_offset_seconds, level, comment) VALUES (1, 1796040000, 3600, 4, 'old and good')"
        )
        try database.execute(
            "INSERT INTO mood (id, created_at, utc_offset_seconds, level, comment) VALUES (2, 1796043600, 3600, 2, NULL)"
        )
        try database.execute(
            "INSERT INTO forecast (mood_id, created_at, latitude, longitude, temperature, summary, condition, is_day) VALUES (1, 1796040000, 52.52, 13.41, -2.5, 'Light snow', 'snow', 1)"
        )
        #expect(try database.userVersion() == 1)
        return path
    }

    /// Schema 4 seeds the highest id from the moods there are, keeps every mood and forecast, and goes on after it.
    @Test func theHighestIDIsSeededAndNothingIsLost() throws {
        let path = try Self.schemaOneJournal()
        let journal = try MoodJournal(path: path)
        #expect(try Database(path: path).query("SELECT id FROM mood_highest_id").first?.first == .integer(2))
        #expect(try journal.delete(id: 2))
        let next = try journal.add(
            level: .okay, comment: nil, at: Date(timeIntervalSince1970: 1_796_050_000), utcOffsetSeconds: 0,
            forecast: nil)
        #expect(next == 3, "2 was given once and stays its own")
        #expect(
            try journal.entries().first { $0.id == 1 }?.forecast?.condition == .snow, "the old mood keeps its forecast")
    }

    @Test func oldMoodsKeepEverythingAndGetNulls() throws {
        let path = try Self.schemaOneJournal()
        let journal = try MoodJournal(path: path)
        #expect(try Database(path: path).userVersion() == MoodJournal.migrations.count)
        let entries = try journal.entries()
        #expect(entries.map(\.id) == [2, 1])
        #expect(entries[1].comment == "old and good")
        let old = try #require(entries[1].forecast)
        #expect(
            old.temperatureCelsius == -2.5 && old.condition == .snow && old.summary == "Light snow" && old.isDay == true
        )
        #expect(
            old.aqi == nil && old.aqiScale == nil && old.uvIndex == nil && old.pressure == nil
                && old.pressureTrend == nil && old.daylightSeconds == nil)
        #expect(entries[0].forecast == nil)
    }

    @Test func newMoodsKeepAirQualityUVPressureAndDaylight() throws {
        let path = try Self.schemaOneJournal()
        let journal = try MoodJournal(path: path)
        let noon = Date(timeIntervalSince1970: 1_796_050_000)
        let weather = MoodForecast(
            createdAt: noon, latitude: 40.71, longitude: -74.01, temperatureCelsius: 8, summary: "Clear sky",
            condition: .clear, isDay: true,
            aqi: 57, aqiScale: .us, uvIndex: 2.4, pressure: 1016.2, pressureTrend: .rising, daylightSeconds: 34_000)
        let id = try journal.add(level: .great, comment: nil, at: noon, utcOffsetSeconds: -18_000, forecast: weather)
        let saved = try #require(try MoodJournal(readingFrom: path).entries().first { $0.id == id }?.forecast)
        #expect(saved == weather)
        #expect(saved.aqiCategory == .moderate)
    }

    /// `mood list` and the dashboard open the journal for reading: an old journal that can be written is upgraded.
    @Test func openingAnOldJournalForReadingUpgradesIt() throws {
        let path = try Self.schemaOneJournal()
        let entries = try MoodJournal(readingFrom: path).entries()
        #expect(entries.count == 2)
        #expect(entries[1].forecast?.temperatureCelsius == -2.5)
        #expect(try Database(path: path).userVersion() == MoodJournal.migrations.count)
    }
}
