import CSQLite
import Foundation
import Locking
import Testing
import WeatherKit

@testable import WeatherStore

@Suite struct MoodJournalTests {
    static let noon = Date(timeIntervalSince1970: 1_796_040_000)  // 30 Nov 2026 12:00 UTC

    static func journal() throws -> (MoodJournal, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-journal-\(UUID().uuidString)/journal.sqlite"
        ).path
        return (try MoodJournal(path: path), path)
    }

    static func weather(at date: Date, temperature: Double = -2.5) -> MoodForecast {
        MoodForecast(
            createdAt: date, latitude: 52.52, longitude: 13.41, temperatureCelsius: temperature, summary: "Light snow",
            condition: .snow, isDay: true)
    }

    /// With no file yet a reading journal is empty and refuses writes: a mood written there would vanish at exit.
    @Test func aReadingJournalWithNoFileRefusesToSave() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-none-\(UUID().uuidString)/journal.sqlite"
        ).path
        let journal = try MoodJournal(readingFrom: path)
        #expect(try journal.entries().isEmpty)
        do {
            try journal.add(level: .good, comment: "lost?", at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
            Issue.record("a mood was saved into a journal that has no file")
        } catch {
            #expect(error.isWriteProblem, "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func moodsAndTheirWeatherRoundTripNewestFirst() throws {
        let (journal, path) = try Self.journal()
        let first = try journal.add(
            level: .good, comment: "Walked to work ☃", at: Self.noon, utcOffsetSeconds: 3600,
            forecast: Self.weather(at: Self.noon))
        let second = try journal.add(
            level: .bad, comment: nil, at: Self.noon.addingTimeInterval(3600), utcOffsetSeconds: 3600, forecast: nil)
        #expect(second > first)
        let entries = try MoodJournal(path: path).entries()
        #expect(entries.map(\.id) == [second, first])
        #expect(entries[1].level == .good)
        #expect(entries[1].comment == "Walked to work ☃")
        #expect(entries[1].forecast == Self.weather(at: Self.noon))
        #expect(entries[0].forecast == nil)
        #expect(entries[0].utcOffsetSeconds == 3600)
        #expect(try journal.entries(since: Self.noon.addingTimeInterval(1800)).map(\.id) == [second])
    }

    /// Seven moods saved in one second, with clocks whose fractions jitter (a pinned clock runs on from each
    /// process's start): newest first is by the second, then by id, never by the fraction.
    @Test func moodsSavedInOneSecondAreListedNewestFirstByID() throws {
        let (journal, _) = try Self.journal()
        let fractions = [0.00374, 0.00129, 0.00123, 0.00126, 0.00128, 0.00116, 0.00138]
        var ids: [Int64] = []
        for fraction in fractions {
            ids.append(
                try journal.add(
                    level: .okay, comment: nil, at: Self.noon.addingTimeInterval(fraction), utcOffsetSeconds: 0,
                    forecast: nil))
        }
        let later = try journal.add(
            level: .good, comment: nil, at: Self.noon.addingTimeInterval(1.0005), utcOffsetSeconds: 0, forecast: nil)
        let earlier = try journal.add(
            level: .bad, comment: nil, at: Self.noon.addingTimeInterval(-0.5), utcOffsetSeconds: 0, forecast: nil)
        #expect(try journal.entries().map(\.id) == [later] + ids.reversed() + [earlier])
    }

    @Test func theSchemaAllowsOneForecastPerMoodAndOneMoodPerForecast() throws {
        let (journal, path) = try Self.journal()
        let id = try journal.add(
            level: .okay, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: Self.weather(at: Self.noon))
        let database = try Database(path: path)
        #expect(throws: DatabaseError.self) {
            try database.execute(
                "INSERT INTO forecast (mood_id, created_at, latitude, longitude) VALUES (?, 0, 0, 0)", [.integer(id)])
        }
        #expect(throws: DatabaseError.self) {
            try database.execute("INSERT INTO mood (created_at, utc_offset_seconds, level) VALUES (0, 0, 6)")
        }
    }

    @Test func aMoodWithoutWeatherGetsTheFirstForecastWithinThreeHours() throws {
        let (journal, _) = try Self.journal()
        let early = try journal.add(
            level: .awful, comment: nil, at: Self.noon.addingTimeInterval(-4 * 3600), utcOffsetSeconds: 0, forecast: nil
        )
        let pending = try journal.add(
            level: .great, comment: nil, at: Self.noon.addingTimeInterval(-2 * 3600), utcOffsetSeconds: 0, forecast: nil
        )
        let attached = try journal.attachPending(
            Self.weather(at: Self.noon.addingTimeInterval(-600)), fetchedAt: Self.noon, now: Self.noon)
        #expect(attached == [pending], "only moods from the last three hours")
        let entries = try journal.entries()
        #expect(entries.first { $0.id == pending }?.forecast?.temperatureCelsius == -2.5)
        #expect(entries.first { $0.id == early }?.forecast == nil)
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon, temperature: 9), fetchedAt: Self.noon.addingTimeInterval(60),
                now: Self.noon.addingTimeInterval(60)
            ).isEmpty, "a mood keeps its first forecast")
        let later = try journal.add(
            level: .okay, comment: nil, at: Self.noon.addingTimeInterval(120), utcOffsetSeconds: 0, forecast: nil)
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon), fetchedAt: Self.noon.addingTimeInterval(100),
                now: Self.noon.addingTimeInterval(100)
            ).isEmpty, "never weather fetched before the mood")
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon), fetchedAt: Self.noon.addingTimeInterval(120 + 3 * 3600 + 1),
                now: Self.noon.addingTimeInterval(120 + 3 * 3600 + 1)
            ).isEmpty, "nor more than three hours after")
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon), fetchedAt: Self.noon.addingTimeInterval(120 + 3 * 3600),
                now: Self.noon.addingTimeInterval(120 + 3 * 3600)) == [later])
    }

    /// A machine whose clock ran ahead once stamps its fetch in 2030: that forecast is of unknown age and goes to no mood.
    @Test func weatherFetchedInTheFutureIsNeverAttached() throws {
        let (journal, _) = try Self.journal()
        let pending = try journal.add(level: .great, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
        let ahead = Self.noon.addingTimeInterval(3600)
        #expect(
            try journal.attachPending(Self.weather(at: ahead), fetchedAt: ahead, now: Self.noon.addingTimeInterval(600))
                .isEmpty,
            "fetched an hour after now")
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon.addingTimeInterval(7200)), fetchedAt: Self.noon.addingTimeInterval(600),
                now: Self.noon.addingTimeInterval(600)
            ).isEmpty, "a reading two hours after its own fetch")
        #expect(try journal.entries().first?.forecast == nil)
        // Clocks a few minutes apart are nothing.
        #expect(
            try journal.attachPending(
                Self.weather(at: Self.noon), fetchedAt: Self.noon.addingTimeInterval(240), now: Self.noon) == [pending])
    }

    @Test func deleteRemovesTheMoodAndItsForecast() throws {
        let (journal, path) = try Self.journal()
        let id = try journal.add(
            level: .okay, comment: "x", at: Self.noon, utcOffsetSeconds: 0, forecast: Self.weather(at: Self.noon))
        #expect(try journal.delete(id: id))
        #expect(try !journal.delete(id: id))
        #expect(try journal.entries().isEmpty)
        let rows = try Database(path: path).query("SELECT COUNT(*) FROM forecast")
        #expect(rows.first?.first == .integer(0))
    }

    /// A deleted mood's id, the highest too, is never given again: an id in a script or a note means one mood.
    @Test func aDeletedHighestIDIsNotGivenAgain() throws {
        let (journal, path) = try Self.journal()
        let first = try journal.add(level: .okay, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
        let second = try journal.add(
            level: .good, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: Self.weather(at: Self.noon))
        #expect(try journal.delete(id: second))
        let third = try journal.add(
            level: .bad, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: Self.weather(at: Self.noon))
        #expect(third == second + 1, "not \(second) again")
        #expect(try journal.delete(id: third))
        #expect(try journal.delete(id: first))
        let afterEmptied = try journal.add(
            level: .great, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
        #expect(afterEmptied == third + 1, "an emptied journal does not start again at 1")
        // A second connection (another process) goes on from the same highest id.
        let other = try MoodJournal(path: path)
        #expect(
            try other.add(level: .okay, comment: nil, at: Self.noon, utcOffsetSeconds: 0, forecast: nil) == afterEmptied
                + 1)
    }

    /// `mood delete 5` run twice at once (two processes, two connections): only one of them deleted it.
    @Test func twoDeletesRacingOnOneMoodDeleteItOnce() throws {
        let (journal, path) = try Self.journal()
        for _ in 0..<20 {
            let id = try journal.add(level: .okay, comment: "x", at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
            let answers = Locked<[Bool?]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let deleted = try? MoodJournal(path: path).delete(id: id)
                answers.withLock { $0.append(deleted) }
            }
            let all = answers.withLock { $0 }
            #expect(all.filter { $0 == true }.count == 1, "\(all)")
            #expect(all.filter { $0 == false }.count == 1, "\(all)")
        }
    }

    @Test func aCorruptJournalIsRefusedAndLeftUntouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("journal.sqlite").path
        let garbage = Data("my precious moods, not a database".utf8) + Data(repeating: 7, count: 5000)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: DatabaseError.self) { try MoodJournal(path: path) }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func aJournalFromANewerWxdashIsRefusedNotDowngraded() throws {
        let (_, path) = try Self.journal()
        let newer = MoodJournal.migrations.count + 1
        try Database(path: path).execute("PRAGMA user_version = \(newer)")
        #expect(throws: DatabaseError.self) { try MoodJournal(path: path) }
        #expect(try Database(path: path).userVersion() == newer)
    }

    @Test func partsOfTheDayFollowTheClockTheMoodWasLoggedBy() {
        func part(_ hour: Int, _ minute: Int) -> PartOfDay {
            let instant = LocalDateTime.instant(
                date: LocalDate(year: 2026, month: 11, day: 30), hour: hour, minute: minute, utcOffsetSeconds: 20_700)
            return MoodEntry(
                id: 1, createdAt: instant, utcOffsetSeconds: 20_700, level: .okay, comment: nil, forecast: nil
            ).partOfDay
        }
        #expect(part(0, 0) == .morning)
        #expect(part(13, 59) == .morning)
        #expect(part(14, 0) == .day)
        #expect(part(19, 59) == .day)
        #expect(part(20, 0) == .evening)
        #expect(part(23, 59) == .evening)
    }

    @Test func levelsAndCommentsAreCheckedAndCleaned() throws {
        #expect(MoodLevel(parsing: "3") == .okay)
        #expect(MoodLevel(parsing: " Great ") == .great)
        for bad in ["0", "6", "abc", "", "3.5", "-1"] {
            #expect(MoodLevel(parsing: bad) == nil, "\(bad)")
        }
        #expect(try MoodComment.cleaned("  tired\u{1b}[2J\tbut\nok \u{202e} ") == "tired but ok")
        #expect(try MoodComment.cleaned(" \u{07} ") == nil)
        #expect(
            try MoodComment.cleaned("👩\u{200D}👩\u{200D}👧 home") == "👩\u{200D}👩\u{200D}👧 home",
            "a family stays one family")
        #expect(throws: MoodComment.Problem.tooLong(10_000)) {
            try MoodComment.cleaned(String(repeating: "a", count: 10_000))
        }
    }

    @Test func twoWritersShareTheJournal() throws {
        let (journal, path) = try Self.journal()
        let other = try MoodJournal(path: path)
        for index in 0..<10 {
            try journal.add(level: .good, comment: "a\(index)", at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
            try other.add(level: .bad, comment: "b\(index)", at: Self.noon, utcOffsetSeconds: 0, forecast: nil)
        }
        let ids = try journal.entries().map(\.id)
        #expect(ids.count == 20)
        #expect(Set(ids).count == 20, "ids come from SQLite, never max+1 twice")
    }
}
