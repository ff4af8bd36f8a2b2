import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// A mood keeps whose temperature it saved (the provider's or the person's own outdoor station's); a journal written
/// before it kept that is brought forward with its moods untouched and their source unknown.
@Suite struct MoodJournalTemperatureSourceTests {
    static let noon = MoodJournalTests.noon

    @Test func theSourceRoundTrips() throws {
        let (journal, path) = try MoodJournalTests.journal()
        var station = MoodJournalTests.weather(at: Self.noon, temperature: 11.4)
        station.temperatureSource = .station
        var provider = MoodJournalTests.weather(at: Self.noon.addingTimeInterval(60))
        provider.temperatureSource = .provider
        try journal.add(level: .good, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: station)
        try journal.add(
            level: .okay, comment: nil, at: Self.noon.addingTimeInterval(60), utcOffsetSeconds: 0, forecast: provider)
        let entries = try MoodJournal(path: path).entries()
        #expect(entries.map { $0.forecast?.temperatureSource } == [.provider, .station])
        #expect(entries.last?.forecast?.temperatureCelsius == 11.4)
    }

    @Test func aJournalFromBeforeIsBroughtForwardWithItsMoods() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-journal-\(UUID().uuidString)/journal.sqlite"
        ).path
        let older = Array(MoodJournal.migrations.prefix(5))
        let database = try Database.store(at: path, migrations: older, foreignKeys: true)
        try database.execute(
            "INSERT INTO mood (id, created_at, utc_offset_seconds, level, comment) VALUES (1, \(Self.noon.timeIntervalSince1970), 0, 4, 'before')"
        )
        try database.execute(
            "INSERT INTO forecast (mood_id, created_at, latitude, longitude, temperature) VALUES (1, \(Self.noon.timeIntervalSince1970), 52.5, 13.4, -2.5)"
        )
        #expect(try database.userVersion() == 5)

        let journal = try MoodJournal(path: path)
        #expect(try Database(path: path).userVersion() == MoodJournal.migrations.count)
        let entries = try journal.entries()
        #expect(entries.count == 1)
        #expect(entries.first?.comment == "before")
        #expect(entries.first?.forecast?.temperatureCelsius == -2.5)
        #expect(entries.first?.forecast?.temperatureSource == nil)
    }
}
