import Dashboard
import DashboardApp
import Drawing
import Foundation
import Terminal
import Testing
import WeatherKit

/// A terminal that records: what was drawn, keys a test queues, suspends and the stop.
@MainActor
final class TestScreen {
    var size = Size(columns: 100, rows: 30)
    var keys: [TerminalInput] = []
    var draws: [Canvas] = []
    var suspends = 0
    var stopped = false

    var client: ScreenClient {
        ScreenClient(
            size: { self.size }, draw: { self.draws.append($0) },
            nextKey: { self.keys.isEmpty ? nil : self.keys.removeFirst() },
            resize: { self.size }, suspendUntilResumed: { self.suspends += 1 }, stop: { self.stopped = true })
    }

    var lastText: String { draws.last?.text ?? "" }
}

/// Timers a test fires by hand: the last plan for each kind, and its delay.
@MainActor
final class TestTimers {
    var scheduled: [RuntimeTimer: (delay: TimeInterval, action: @MainActor () -> Void)] = [:]

    var client: TimerClient {
        TimerClient(
            schedule: { timer, delay, action in self.scheduled[timer] = (delay, action) },
            cancel: { self.scheduled[$0] = nil },
            cancelAll: { self.scheduled.removeAll() })
    }

    func fire(_ timer: RuntimeTimer) {
        guard let planned = scheduled.removeValue(forKey: timer) else {
            Issue.record("no \(timer) timer was scheduled")
            return
        }
        planned.action()
    }
}

/// The weather as a script: each fetch takes the next answer; a gate holds answers back until a test opens it.
actor TestWeather {
    private var answers: [DashboardEvent]
    private(set) var fetches: [Int] = []
    private var gate: CheckedContinuation<Void, Never>?
    private var held = false
    private var released = false

    init(answers: [DashboardEvent], held: Bool = false) {
        self.answers = answers
        self.held = held
    }

    func next(place: Int) async -> DashboardEvent {
        fetches.append(place)
        if held, !released { await withCheckedContinuation { gate = $0 } }
        return answers.isEmpty
            ? .refreshUnavailable(message: "no more answers", at: TestClock.start) : answers.removeFirst()
    }

    /// Lets the held answers go: the one waiting now, and any asked for later.
    func open() {
        released = true
        gate?.resume()
        gate = nil
    }

    nonisolated var client: WeatherClient {
        WeatherClient(
            fetch: { await self.next(place: $0) },
            fetchAlerts: { place in .alertsFailed("not in this test", at: TestClock.start, place: place) })
    }
}

/// A journal in memory.
@MainActor
final class TestJournal {
    var moods: [MoodEntry] = []
    var attached: [MoodForecast] = []
    /// Thrown by every save when set.
    var addFailure: (any Error)?

    var client: JournalClient {
        JournalClient(
            entries: { self.moods },
            add: { level, comment, at, offset, weather, indoor in
                if let failure = self.addFailure { throw failure }
                let id = Int64(self.moods.count + 1)
                self.moods.insert(
                    MoodEntry(
                        id: id, createdAt: at, utcOffsetSeconds: offset, level: level, comment: comment,
                        forecast: weather, indoor: indoor), at: 0)
                return id
            },
            attachPending: { weather, _, _ in
                self.attached.append(weather)
                return []
            })
    }
}

enum TestClock {
    /// 2026-11-30 10:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_796_032_800)
}

/// The repository's assets and its sample forecast, read once.
enum TestAssets {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Assets")
    static let library: AssetLibrary = {
        do {
            return try AssetLibrary.load(from: directory)
        } catch {
            fatalError("the repository's Assets/ cannot be read: \(error)")
        }
    }()

    /// The bundled sample as it was recorded (its reading is "now" in these tests).
    static func forecast() throws -> Forecast {
        try library.loadSampleForecast().forecast.plausible()
    }
}
