import WeatherKit
import WeatherStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The mood journal as the dashboard uses it: read it, add a mood, give the weather to moods saved without it.
/// Each call may throw; the runtime turns a failure into an event, never into a blank page.
@MainActor
public struct JournalClient {
    public var entries: () throws -> [MoodEntry]
    /// The newest `count` moods: what the first paint of a long journal needs.
    public var recent: (_ count: Int) throws -> [MoodEntry]
    /// The whole journal read on a connection of its own, off the main thread (a journal of years takes a second
    /// or more); nil reads `entries` on the main thread.
    public var entriesElsewhere: (@Sendable () async throws -> [MoodEntry])?
    /// A long journal's figures for its statistics, counted by SQLite off the main thread; nil asks `tallyElsewhere`.
    public var figuresElsewhere: (@Sendable () async throws -> MoodFigures)?
    /// The same as a whole tally (`MoodJournal.tally`); with neither, the statistics are worked out from the moods.
    public var tallyElsewhere: (@Sendable () async throws -> MoodTally)?
    public var add:
        (
            _ level: MoodLevel, _ comment: String?, _ at: Date, _ utcOffsetSeconds: Int, _ weather: MoodForecast?,
            _ indoor: IndoorReading?
        ) throws -> Int64
    /// The ids of the moods that took the weather (never weather fetched after `now`: a clock that ran ahead).
    public var attachPending: (_ weather: MoodForecast, _ fetchedAt: Date, _ now: Date) throws -> [Int64]

    public init(
        entries: @escaping () throws -> [MoodEntry],
        add:
            @escaping (
                _ level: MoodLevel, _ comment: String?, _ at: Date, _ utcOffsetSeconds: Int, _ weather: MoodForecast?,
                _ indoor: IndoorReading?
            ) throws -> Int64,
        attachPending: @escaping (_ weather: MoodForecast, _ fetchedAt: Date, _ now: Date) throws -> [Int64],
        recent: ((_ count: Int) throws -> [MoodEntry])? = nil,
        entriesElsewhere: (@Sendable () async throws -> [MoodEntry])? = nil,
        tallyElsewhere: (@Sendable () async throws -> MoodTally)? = nil,
        figuresElsewhere: (@Sendable () async throws -> MoodFigures)? = nil
    ) {
        self.tallyElsewhere = tallyElsewhere
        self.figuresElsewhere = figuresElsewhere
        self.entries = entries
        self.recent = recent ?? { Array(try entries().prefix($0)) }
        self.entriesElsewhere = entriesElsewhere
        self.add = add
        self.attachPending = attachPending
    }

    /// The journal at `path`, opened at its first use (after the first paint, unless that paint is the Mood page);
    /// one that cannot be written is still read. A journal that does not exist is made when a mood is added, and
    /// not for attaching weather.
    public static func live(path: String) -> JournalClient {
        let box = LazyJournal(path: path)
        return JournalClient(
            entries: { try box.opened().entries() },
            add: { level, comment, at, offset, weather, indoor in
                try box.opened().add(
                    level: level, comment: comment, at: at, utcOffsetSeconds: offset, forecast: weather, indoor: indoor)
            },
            attachPending: { weather, fetchedAt, now in
                guard box.isOpen || FileManager.default.fileExists(atPath: path) else { return [] }
                return try box.opened().attachPending(weather, fetchedAt: fetchedAt, now: now)
            },
            recent: { count in try box.opened().entries(limit: count) },
            entriesElsewhere: { try MoodJournal(readingFrom: path).entries() },
            figuresElsewhere: { try MoodJournal(readingFrom: path).figures() })
    }
}

/// The journal, opened once on first use and kept: the dashboard runs for weeks.
@MainActor
private final class LazyJournal {
    let path: String
    private var journal: Result<MoodJournal, DatabaseError>?

    init(path: String) {
        self.path = path
    }

    var isOpen: Bool {
        if case .success = journal { return true }
        return false
    }

    func opened() throws(DatabaseError) -> MoodJournal {
        let result = journal ?? open()
        journal = result
        return try result.get()
    }

    private func open() -> Result<MoodJournal, DatabaseError> {
        do {
            return .success(try MoodJournal(path: path))
        } catch  where error.isWriteProblem {
            // A journal that cannot be written (a read-only folder, a full disk) can still be shown.
            return Result { () throws(DatabaseError) in try MoodJournal(readingFrom: path) }
        } catch {
            return .failure(error)
        }
    }
}
