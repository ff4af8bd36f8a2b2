import Dashboard
import DashboardApp
import Drawing
import Foundation
import Testing
import Translation
import WeatherKit
import WeatherStore

/// The runtime driven through test clients: no terminal, no network, no timers of its own, no clock but the test's.
@MainActor
@Suite(.serialized) struct DashboardRuntimeTests {
    struct Harness {
        let runtime: DashboardRuntime
        let screen: TestScreen
        let timers: TestTimers
        let journal: TestJournal
        let weather: TestWeather
        let forecast: Forecast
        let now: Date
    }

    static func harness(answers: (Forecast, Date) -> [DashboardEvent], held: Bool = false, cached: Bool = false) throws
        -> Harness
    {
        let forecast = try TestAssets.forecast()
        let now = forecast.current.time
        let weather = TestWeather(answers: answers(forecast, now), held: held)
        let screen = TestScreen()
        let timers = TestTimers()
        let journal = TestJournal()
        var state = AppState(
            forecast: cached ? forecast : nil, units: forecast.units, size: Size(columns: 80, rows: 24), now: now)
        state.pendingPlace = "Berlin"
        let runtime = DashboardRuntime(
            state: state, assets: TestAssets.library, screen: screen.client, weather: weather.client,
            journal: journal.client,
            timers: timers.client, clock: { now })
        return Harness(
            runtime: runtime, screen: screen, timers: timers, journal: journal, weather: weather, forecast: forecast,
            now: now)
    }

    @Test func aFetchThatFailsThenSucceeds() async throws {
        let failure = FetchFailure(WeatherError.network(host: "api.open-meteo.com", detail: "no route"))
        let h = try Self.harness { forecast, now in
            [.fetchFailed(failure, at: now, jitter: 0.5), .fetchSucceeded(forecast, at: now)]
        }
        h.runtime.start(fetchFirst: true, rotateEvery: nil)
        await h.runtime.settle()
        #expect(h.runtime.state.forecast == nil)
        #expect(h.screen.lastText.contains("Berlin: waiting for the first forecast"), "\(h.screen.lastText)")
        let retry = try #require(h.timers.scheduled[.refresh])
        #expect(retry.delay >= 15 && retry.delay <= 45, "the first retry comes soon: \(retry.delay) s")
        h.timers.fire(.refresh)
        await h.runtime.settle()
        #expect(h.runtime.state.forecast == h.forecast)
        #expect(h.runtime.state.banner == nil, "the failure's banner goes with the success")
        #expect(h.timers.scheduled[.refresh]?.delay == h.runtime.state.refreshPolicy.interval)
        #expect(await h.weather.fetches == [0, 0])
        #expect(h.journal.attached.count == 1, "the weather on screen went to moods waiting for it")
    }

    @Test func aServerThatSaysRetryAfterIsNotAskedSooner() async throws {
        let limited = FetchFailure(WeatherError.rateLimited(host: "api.open-meteo.com", retryAfter: 600))
        let h = try Self.harness(answers: { _, now in [.fetchFailed(limited, at: now, jitter: 0)] }, cached: true)
        h.runtime.start(fetchFirst: true, rotateEvery: nil)
        await h.runtime.settle()
        let retry = try #require(h.timers.scheduled[.refresh])
        #expect(retry.delay >= 600, "Retry-After holds: \(retry.delay) s")
        h.screen.keys = [.key(.character("r"))]
        h.runtime.readInput()
        await h.runtime.settle()
        #expect(await h.weather.fetches.count == 1, "r waits out the server's Retry-After too")
    }

    @Test func aClockJumpFetchesAtOnce() async throws {
        let h = try Self.harness(answers: { forecast, now in
            [.fetchSucceeded(forecast, at: now), .fetchSucceeded(forecast, at: now.addingTimeInterval(3 * 3600))]
        })
        h.runtime.start(fetchFirst: true, rotateEvery: nil)
        await h.runtime.settle()
        #expect(await h.weather.fetches.count == 1)
        // The machine slept three hours: the next minute tick finds the clock far ahead.
        h.runtime.receive(.tick(h.now.addingTimeInterval(3 * 3600)))
        await h.runtime.settle()
        #expect(await h.weather.fetches.count == 2, "a jump of the clock refreshes at once, not at the old plan")
        #expect(h.runtime.state.now == h.now.addingTimeInterval(3 * 3600))
    }

    @Test func aResizeDuringAFetchDrawsAtTheNewSizeAndTheAnswerKeepsIt() async throws {
        let h = try Self.harness(answers: { forecast, now in [.fetchSucceeded(forecast, at: now)] }, held: true)
        h.runtime.start(fetchFirst: true, rotateEvery: nil)
        h.screen.size = Size(columns: 120, rows: 40)
        h.screen.keys = [.resize]
        h.runtime.readInput()
        #expect(h.runtime.state.size == Size(columns: 120, rows: 40))
        #expect(
            h.screen.draws.last?.size == Size(columns: 120, rows: 40),
            "drawn at once at the new size, the fetch still out")
        #expect(h.runtime.state.isFetching)
        await h.weather.open()
        await h.runtime.settle()
        #expect(h.runtime.state.forecast == h.forecast)
        #expect(h.screen.draws.last?.size == Size(columns: 120, rows: 40))
    }

    @Test func ctrlZSuspendsThenRedrawsInFull() async throws {
        let h = try Self.harness(answers: { _, _ in [] }, cached: true)
        h.runtime.start(fetchFirst: false, rotateEvery: nil)
        let drawsBefore = h.screen.draws.count
        h.screen.size = Size(columns: 90, rows: 28)
        h.screen.keys = [.key(.control("z"))]
        h.runtime.readInput()
        #expect(h.screen.suspends == 1)
        #expect(h.runtime.state.size == Size(columns: 90, rows: 28), "the size is read again after fg")
        #expect(h.screen.draws.count == drawsBefore + 1)
        #expect(h.runtime.ending == nil)
    }

    @Test func quitDuringARequestEndsAtOnceAndTheLateAnswerChangesNothing() async throws {
        let h = try Self.harness(answers: { forecast, now in [.fetchSucceeded(forecast, at: now)] }, held: true)
        h.runtime.start(fetchFirst: true, rotateEvery: 60)
        #expect(h.timers.scheduled[.minute] != nil && h.timers.scheduled[.rotation] != nil)
        h.screen.keys = [.key(.character("q"))]
        h.runtime.readInput()
        #expect(h.runtime.ending == .quit)
        #expect(h.screen.stopped, "the terminal is given back at once")
        #expect(h.timers.scheduled.isEmpty, "no timer outlives the dashboard")
        let draws = h.screen.draws.count
        await h.weather.open()
        await h.runtime.settle()
        #expect(h.runtime.state.forecast == nil, "the answer that came after the end is dropped")
        #expect(h.screen.draws.count == draws)
        #expect(await h.runtime.waitUntilFinished() == .quit)
    }

    @Test func theMinuteTickAndABannersEndAreTimersTheStateDecides() async throws {
        let h = try Self.harness(answers: { _, _ in [] }, cached: true)
        h.runtime.start(fetchFirst: false, rotateEvery: nil)
        let minute = try #require(h.timers.scheduled[.minute])
        #expect(minute.delay > 0 && minute.delay <= 60.05)
        h.runtime.receive(.refreshUnavailable(message: "a note", at: h.now))
        let banner = try #require(h.runtime.state.banner?.expiresAt)
        #expect(h.timers.scheduled[.planned(.bannerExpiry)]?.delay == banner.timeIntervalSince(h.now))
        #expect(DashboardTimer.plan(for: h.runtime.state)[.bannerExpiry] == banner)
    }

    /// A terminal emulator killed hard closes its pty without a SIGHUP: the first wake-up that finds it hung up
    /// ends the dashboard (Dispatch watches such a descriptor no more, so there is no second one to count).
    @Test func aHungUpTerminalEndsTheDashboardAtOnce() async throws {
        let h = try Self.harness(answers: { _, _ in [] }, cached: true)
        h.runtime.start(fetchFirst: false, rotateEvery: nil)
        h.runtime.readInput(inputCondition: { .closed })
        #expect(h.runtime.ending == .inputClosed)
        #expect(h.screen.stopped)
        #expect(h.timers.scheduled.isEmpty)
    }

    /// Readable with nothing to read can be a spurious wake-up: only 50 in a row end it, and a key in between
    /// starts the count again.
    @Test func aStdinReadableButEmptyEndsItAfterFiftyWakeUps() async throws {
        let h = try Self.harness(answers: { _, _ in [] }, cached: true)
        h.runtime.start(fetchFirst: false, rotateEvery: nil)
        for _ in 0..<49 { h.runtime.readInput(inputCondition: { .readableButEmpty }) }
        #expect(h.runtime.ending == nil)
        h.screen.keys = [.key(.character("2"))]
        h.runtime.readInput(inputCondition: { .readableButEmpty })
        for _ in 0..<49 { h.runtime.readInput(inputCondition: { .readableButEmpty }) }
        #expect(h.runtime.ending == nil, "a key started the count again")
        h.runtime.readInput(inputCondition: { .readableButEmpty })
        #expect(h.runtime.ending == .inputClosed)
    }

    /// A journal of years: the first paint shows its newest moods at once (without statistics drawn from a part
    /// of it), and the whole journal, read off the main thread, follows.
    @Test func aLongJournalShowsItsNewestMoodsFirstThenTheWhole() async throws {
        let forecast = try TestAssets.forecast()
        let now = forecast.current.time
        let all = (0..<1_000).map { index in
            MoodEntry(
                id: Int64(1_000 - index), createdAt: now.addingTimeInterval(-Double(index) * 3600), utcOffsetSeconds: 0,
                level: MoodLevel(rawValue: 1 + index % 5) ?? .okay, comment: nil, forecast: nil)
        }
        let journal = JournalClient(
            entries: {
                Issue.record("the whole journal is not read on the main thread")
                return all
            },
            add: { _, _, _, _, _, _ in 0 }, attachPending: { _, _, _ in [] },
            recent: { Array(all.prefix($0)) }, entriesElsewhere: { all }, tallyElsewhere: { MoodTally(all) })
        let screen = TestScreen()
        screen.size = Size(columns: 200, rows: 60)
        var state = AppState(forecast: forecast, units: forecast.units, size: Size(columns: 200, rows: 60), now: now)
        state.page = .mood
        let runtime = DashboardRuntime(
            state: state, assets: TestAssets.library, screen: screen.client,
            weather: TestWeather(answers: [], held: false).client, journal: journal,
            timers: TestTimers().client, clock: { now })
        runtime.start(fetchFirst: false, rotateEvery: nil)
        #expect(runtime.state.moods.count == DashboardRuntime.firstMoods + 1)
        #expect(!runtime.state.moodsAreComplete)
        #expect(screen.lastText.contains("Reading the whole journal"), "\(screen.lastText)")
        await runtime.settle()
        #expect(runtime.state.moods.count == 1_000)
        #expect(runtime.state.moodsAreComplete)
        #expect(runtime.state.moodStatistics.total == 1_000)
        #expect(runtime.state.moodTally == MoodTally(all), "the statistics come from the journal's counts")
        #expect(!screen.lastText.contains("Reading the whole journal"))
    }

    @Test func aMoodIsSavedThroughTheJournalClient() async throws {
        let h = try Self.harness(answers: { _, _ in [] }, cached: true)
        h.runtime.start(fetchFirst: false, rotateEvery: nil)
        h.screen.keys = [.key(.character("m")), .key(.character("4")), .key(.enter)]
        h.runtime.readInput()
        #expect(h.journal.moods.count == 1)
        #expect(h.journal.moods.first?.level == .good)
        #expect(h.runtime.state.moods.count == 1, "the journal is read again after the save")
    }

    /// A mood that cannot be saved says why in the interface's language (the path as it is).
    @Test func aMoodNotSavedSaysWhyInTheLanguage() async throws {
        let forecast = try TestAssets.forecast()
        let now = forecast.current.time
        let german = try Language.load(.german, assets: TestAssets.directory)
        let journal = TestJournal()
        journal.addFailure = DatabaseError(path: "/home/k/moods.sqlite", code: 13, detail: "database or disk is full")
        var state = AppState(
            forecast: forecast, units: forecast.units, size: Size(columns: 120, rows: 40), now: now,
            appearance: Appearance(timeStyle: TimeStyle(language: german), language: german))
        state.page = .now
        let screen = TestScreen()
        let runtime = DashboardRuntime(
            state: state, assets: TestAssets.library, screen: screen.client,
            weather: TestWeather(answers: [], held: false).client,
            journal: journal.client, timers: TestTimers().client, clock: { now })
        runtime.start(fetchFirst: false, rotateEvery: nil)
        screen.keys = [.key(.character("m")), .key(.character("4")), .key(.enter)]
        runtime.readInput()
        let banner = try #require(runtime.state.banner?.message)
        #expect(
            banner
                == german.text(
                    .moodNotSavedWrite, ["path": "/home/k/moods.sqlite", "problem": german.text(.writeProblemDiskFull)])
        )
        #expect(banner.contains("/home/k/moods.sqlite"))
        #expect(!banner.contains("was not saved") && !banner.contains("disk is full"), "\(banner)")
        #expect(journal.moods.isEmpty)
    }
}
