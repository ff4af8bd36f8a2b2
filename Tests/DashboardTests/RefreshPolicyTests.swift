import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The wall-display rules, driven through `update` with a fake clock.
@Suite struct RefreshPolicyTests {
    static let start = SampleForecasts.berlinNow

    func state(interval: TimeInterval = 15 * 60) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.start,
            refreshPolicy: RefreshPolicy(interval: interval))
        state.forecast?.fetchedAt = Self.start
        return state
    }

    func fail(
        _ state: AppState, at offset: TimeInterval, _ failure: FetchFailure = FetchFailure(message: "down"),
        jitter: Double = 0.5
    ) -> (AppState, [DashboardEffect]) {
        DashboardUpdate.update(state, .fetchFailed(failure, at: Self.start.addingTimeInterval(offset), jitter: jitter))
    }

    @Test func failuresBackOffFromThirtySecondsUpToTheInterval() {
        var current = state()
        var delays: [TimeInterval] = []
        var now: TimeInterval = 0
        for _ in 0..<8 {
            let (next, effects) = fail(current, at: now)
            guard case .scheduleRefresh(let at)? = effects.first else {
                Issue.record("no retry scheduled")
                return
            }
            delays.append(at.timeIntervalSince(Self.start.addingTimeInterval(now)))
            now += delays.last ?? 0
            current = next
        }
        #expect(delays == [30, 60, 120, 240, 480, 900, 900, 900])
    }

    @Test func jitterSpreadsRetriesByAFifthEitherWay() {
        let policy = RefreshPolicy(interval: 900)
        #expect(policy.retryDelay(afterFailures: 2, jitter: 0, retryAfter: nil) == 48)
        #expect(abs(policy.retryDelay(afterFailures: 2, jitter: 1, retryAfter: nil) - 72) < 1e-9)
        #expect(policy.retryDelay(afterFailures: 1, jitter: 0, retryAfter: nil) == 30, "never sooner than 30 s")
        #expect(policy.retryDelay(afterFailures: 9, jitter: 1, retryAfter: nil) == 900, "never later than the interval")
    }

    @Test func retryAfterIsObeyed() {
        let (_, effects) = fail(state(), at: 0, FetchFailure(message: "429", retryAfter: 600))
        #expect(effects == [.scheduleRefresh(at: Self.start.addingTimeInterval(600))])
    }

    /// A kiosk has no keyboard: a rejected key is retried hourly, and `r` retries at once.
    @Test func aRejectedKeyIsRetriedHourlyAndRRetriesNow() {
        let (stopped, effects) = fail(state(), at: 0, FetchFailure(WeatherError.invalidAPIKey(.openWeatherMap)))
        #expect(effects == [.scheduleRefresh(at: Self.start.addingTimeInterval(3600))])
        #expect(stopped.retryStopped)
        #expect(stopped.banner?.expiresAt == nil, "what is wrong stays on screen")
        #expect(stopped.banner?.message.contains("press r to retry now") == true, "\(stopped.banner?.message ?? "")")
        #expect(stopped.banner?.message.contains("OPENWEATHERMAP_API_KEY") == false, "no command-line advice")
        #expect(
            DashboardUpdate.update(stopped, .refreshDue).1 == [.fetch(place: 0)], "the hourly retry comes by itself")
        let (retrying, manual) = DashboardUpdate.update(stopped, .key(.character("r")))
        #expect(manual == [.fetch(place: 0)])
        #expect(!retrying.retryStopped)
    }

    @Test func freshStaleAndOffline() {
        var current = state()
        #expect(current.freshness == .fresh)
        current.now = Self.start.addingTimeInterval(30 * 60)
        #expect(current.freshness == .fresh, "exactly twice the interval is not yet stale")
        current.now = Self.start.addingTimeInterval(30 * 60 + 1)
        #expect(current.freshness == .stale)
        var failing = state()
        for attempt in 0..<3 {
            failing = fail(failing, at: TimeInterval(attempt * 60)).0
            #expect(failing.freshness == (attempt < 2 ? .fresh : .offline))
        }
        #expect(failing.forecast != nil, "nothing is cleared because a fetch failed")
        let recovered = DashboardUpdate.update(
            failing, .fetchSucceeded(SampleForecasts.berlin(), at: Self.start.addingTimeInterval(300))
        ).0
        #expect(recovered.freshness == .fresh)
        #expect(AppState(units: .metric, size: Size(columns: 1, rows: 1), now: Self.start).freshness == .none)
    }

    @Test func aClockJumpRefreshesAtOnce() {
        let current = state()
        let (_, minute) = DashboardUpdate.update(current, .tick(Self.start.addingTimeInterval(60)))
        #expect(minute.isEmpty)
        let (afterSleep, effects) = DashboardUpdate.update(current, .tick(Self.start.addingTimeInterval(3 * 3600)))
        #expect(effects == [.fetch(place: 0)])
        #expect(afterSleep.isFetching)
        let (_, backwards) = DashboardUpdate.update(current, .tick(Self.start.addingTimeInterval(-3600)))
        #expect(backwards == [.fetch(place: 0)])
    }

    @Test func anOverdueRefreshIsCaughtByTheTick() {
        var current = state()
        current.nextRefresh = Self.start.addingTimeInterval(30)
        #expect(DashboardUpdate.update(current, .tick(Self.start.addingTimeInterval(60))).1 == [.fetch(place: 0)])
    }

    @Test func atMidnightTodayRollsOverWithoutAFetch() throws {
        var current = state()
        // 00:05 on 1 December in Berlin.
        current.now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 12, day: 1), hour: 0, minute: 5, utcOffsetSeconds: 3600)
        let shown = try #require(current.displayedForecast)
        #expect(shown.daily.first?.date.description == "2026-12-01")
        #expect(shown.today.high == 6, "today's high is now 1 December's")
        #expect(shown.today.low == -3)
        let firstHour = try #require(shown.hourly.first)
        #expect(shown.location.localTime(at: firstHour.time).clockText == "00:00")
    }

    @Test func atSunsetTheDayTurnsToNight() throws {
        var current = state()
        #expect(current.displayedForecast?.current.isDay == true)
        current.now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 16, minute: 10, utcOffsetSeconds: 3600)
        #expect(current.displayedForecast?.current.isDay == false)
    }

    @Test func refreshFlagIsClampedOnlyForPublicServers() {
        #expect(RefreshPolicy.interval(requested: 90, usesPublicServers: true) == (300, true))
        #expect(RefreshPolicy.interval(requested: 90, usesPublicServers: false) == (90, false))
        #expect(RefreshPolicy.interval(requested: 3600, usesPublicServers: true) == (3600, false))
    }
}

@Suite struct SampleFallbackTests {
    @Test func withNothingCachedAFailedFirstFetchShowsSampleDataUntilLiveDataComes() {
        var state = AppState(units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        state.fallbackForecast = SampleForecasts.berlin(name: "Sample")
        let (fallback, effects) = DashboardUpdate.update(
            state,
            .fetchFailed(
                FetchFailure(message: "Cannot reach api.open-meteo.com."), at: SampleForecasts.berlinNow, jitter: 0))
        #expect(fallback.forecast?.location.name == "Sample")
        #expect(fallback.isSampleData)
        #expect(fallback.banner?.message.contains("Showing sample data") == true)
        #expect(effects.count == 1, "it keeps trying")
        let (live, _) = DashboardUpdate.update(
            fallback, .fetchSucceeded(SampleForecasts.berlin(name: "Berlin"), at: SampleForecasts.berlinNow))
        #expect(live.forecast?.location.name == "Berlin")
        #expect(!live.isSampleData)
    }

    /// Tab away and back: the sample is still labelled as one, and a mood does not take its weather.
    @Test func parkedSampleDataIsStillSampleDataWhenItComesBack() {
        var state = AppState(units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        state.places = ["Home", "Cabin"]
        state.fallbackForecast = SampleForecasts.berlin(name: "Sample")
        state =
            DashboardUpdate.update(
                state,
                .fetchFailed(
                    FetchFailure(message: "Cannot reach api.open-meteo.com."), at: SampleForecasts.berlinNow, jitter: 0)
            ).0
        state = DashboardUpdate.update(state, .key(.tab)).0
        state = DashboardUpdate.update(state, .key(.tab)).0
        #expect(state.forecast?.location.name == "Sample")
        #expect(state.isSampleData)
        #expect(state.weatherForMood == nil)
    }

    @Test func cachedDataIsNeverReplacedBySampleData() {
        var state = AppState(
            forecast: SampleForecasts.berlin(name: "Cached"), units: .metric, size: Size(columns: 80, rows: 24),
            now: SampleForecasts.berlinNow)
        state.fallbackForecast = SampleForecasts.berlin(name: "Sample")
        let (failed, _) = DashboardUpdate.update(
            state, .fetchFailed(FetchFailure(message: "down"), at: SampleForecasts.berlinNow, jitter: 0))
        #expect(failed.forecast?.location.name == "Cached")
        #expect(!failed.isSampleData)
    }

    @Test func aNoteWithTheFirstForecastIsShownOnce() {
        let state = AppState(units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        let (next, _) = DashboardUpdate.update(
            state, .fetchSucceeded(SampleForecasts.berlin(), at: SampleForecasts.berlinNow, note: "3 places match"))
        #expect(next.banner?.message == "3 places match")
        #expect(next.banner?.kind == .info)
    }
}

@Suite struct RateLimitAndNoDataTests {
    @Test func rWaitsForTheServersRetryAfter() {
        let now = SampleForecasts.berlinNow
        let state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: now)
        let (limited, _) = DashboardUpdate.update(
            state, .fetchFailed(FetchFailure(message: "429", retryAfter: 120), at: now, jitter: 0.5))
        let (asked, effects) = DashboardUpdate.update(limited, .key(.character("r")))
        #expect(effects.isEmpty, "no request before the server's time")
        #expect(
            asked.banner?.message.contains("asked us to wait until 10:44") == true, "\(asked.banner?.message ?? "")")
        let (_, allowed) = DashboardUpdate.update(asked, .tick(now.addingTimeInterval(121)))
        #expect(allowed == [.fetch(place: 0)], "the refresh the server allowed comes on its own")
    }

    @Test func withNoDataThePageSaysWhyAndWhatToDo() throws {
        var state = AppState(units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        state.lastFailure =
            "No place called \"Atlantis\" was found: check the spelling, add a country (\"Paris, FR\"), or use --lat and --lon."
        state.retryStopped = true
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        try Snapshot.expect(canvas, matches: "now-no-data-failure-80x24")
        #expect(canvas.text.contains("Fix that, then press r."))
        #expect(canvas.text.contains("or use --lat and --lon."), "the whole reason stays readable")
        state.size = Size(columns: 30, rows: 8)
        let compact = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(compact.text.contains("Atlantis"))
    }
}

@Suite struct FetchFailureFromErrorTests {
    @Test func errorsThatCannotMendThemselvesStopRetriesAndServerWaitsAreKept() {
        #expect(FetchFailure(WeatherError.invalidAPIKey(.openWeatherMap)).retriesHourly)
        #expect(FetchFailure(WeatherError.placeNotFound(query: "Atlantis")).retriesHourly)
        #expect(FetchFailure(WeatherError.rateLimited(host: "h", retryAfter: 90)).retryAfter == 90)
        let refused = FetchFailure(WeatherError.connectionRefused(host: "h"))
        #expect(!refused.retriesHourly && refused.retryAfter == nil)
        #expect(RefreshPolicy.defaultInterval(for: .openMeteo) == 900)
        #expect(RefreshPolicy.defaultInterval(for: .openWeatherMap) == 600)
    }
}
