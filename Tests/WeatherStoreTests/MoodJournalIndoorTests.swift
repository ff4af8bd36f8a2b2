import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// What the person's own sensors said indoors is kept with a mood (migration 5), with weather or without.
@Suite struct MoodJournalIndoorTests {
    static func path() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-indoor-\(UUID().uuidString)/journal.sqlite"
        ).path
    }

    @Test func theIndoorReadingIsKeptAndReadBack() throws {
        let journal = try MoodJournal(path: Self.path())
        let at = Date(timeIntervalSince1970: 1_796_032_800)
        let indoor = try #require(IndoorReading(temperatureCelsius: 21.5, humidity: 45))
        try journal.add(level: .good, comment: nil, at: at, utcOffsetSeconds: 0, forecast: nil, indoor: indoor)
        try journal.add(level: .okay, comment: nil, at: at.addingTimeInterval(60), utcOffsetSeconds: 0, forecast: nil)
        let entries = try journal.entries()
        #expect(entries.map(\.indoor) == [nil, indoor])
        let statistics = MoodStatistics(try journal.tally())
        #expect(statistics.byIndoorTemperature.map(\.name) == ["20–22 °C"])
        #expect(
            statistics.byIndoorTemperature.map(\.count) == [1]
                && statistics.byIndoorTemperature.first?.averageLevel == 4)
        #expect(statistics.byIndoorTemperature == MoodStatistics(entries).byIndoorTemperature)
    }

    @Test func aReadingNoThermometerCouldGiveIsNotOne() {
        #expect(IndoorReading(temperatureCelsius: .nan, humidity: 140) == nil)
        #expect(IndoorReading(temperatureCelsius: 1e9, humidity: 50)?.temperatureCelsius == nil)
    }

    /// A journal of the last version before indoor readings opens with its moods, which have none.
    @Test func anOlderJournalIsBroughtForward() throws {
        let path = Self.path()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try old.migrate(Array(MoodJournal.migrations.prefix(4)))
        try old.execute(
            "INSERT INTO mood (id, created_at, utc_offset_seconds, level, comment) VALUES (1, 1796032800, 0, 3, 'before')"
        )
        let journal = try MoodJournal(path: path)
        let entry = try #require(try journal.entries().first)
        #expect(entry.comment == "before" && entry.indoor == nil)
        #expect(try Database(path: path).userVersion() == MoodJournal.migrations.count)
    }
}
