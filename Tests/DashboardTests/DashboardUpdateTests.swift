import Foundation
import Testing
import WeatherKit
@testable import Dashboard

@Suite struct DashboardUpdateTests {
    static let now = SampleForecasts.berlinNow

    func state(page: Page = .now) -> AppState {
        var state = AppState(forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.page = page
        return state
    }

    func press(_ keys: Key..., in start: AppState) -> (AppState, [DashboardEffect]) {
        var state = start
        var effects: [DashboardEffect] = []
        for key in keys {
            let result = DashboardUpdate.update(state, .key(key))
            state = result.0
            effects += result.1
        }
        return (state, effects)
    }

    @Test(arguments: [Key.right, .down, .pageDown, .character("l"), .character("j"), .character("2"), .end])
    func forwardKeysGoToTheForecastPage(key: Key) {
        let (next, effects) = press(key, in: state())
        #expect(next.page == .forecast)
        #expect(effects.isEmpty)
    }

    @Test(arguments: [Key.left, .up, .pageUp, .character("h"), .character("k"), .character("1"), .home])
    func backKeysReturnToTheNowPage(key: Key) {
        #expect(press(key, in: state(page: .forecast)).0.page == .now)
    }

    @Test func pagingWrapsAround() {
        #expect(press(.right, .right, in: state()).0.page == .now)
        #expect(press(.left, in: state()).0.page == .forecast)
    }

    @Test func pageNumbersOutOfRangeDoNothing() {
        #expect(press(.character("9"), in: state(page: .forecast)).0.page == .forecast)
    }

    @Test(arguments: [Key.character("q"), .escape, .control("c")])
    func quitKeysQuit(key: Key) {
        let (next, effects) = press(key, in: state())
        #expect(effects == [.quit])
        #expect(next.hasQuit)
    }

    @Test func refreshFetchesOnceUntilTheAnswerComes() {
        let (fetching, effects) = press(.character("r"), .character("r"), in: state())
        #expect(effects == [.fetch])
        #expect(fetching.isFetching)
        let (done, scheduled) = DashboardUpdate.update(fetching, .fetchSucceeded(SampleForecasts.berlin(temperature: 9), at: Self.now))
        #expect(scheduled == [.scheduleRefresh(at: Self.now.addingTimeInterval(15 * 60))])
        #expect(!done.isFetching)
        #expect(done.forecast?.current.temperature == 9)
        #expect(press(.character("r"), in: done).1 == [.fetch])
    }

    @Test func unitsSwitchWithoutRefetching() throws {
        let (imperial, effects) = press(.character("u"), in: state())
        #expect(effects.isEmpty)
        #expect(imperial.units == .imperial)
        let shown = try #require(imperial.displayedForecast)
        #expect(shown.units == .imperial)
        #expect(abs((shown.current.temperature ?? 0) - 37.76) < 0.001, "3.2 °C is 37.76 °F")
        #expect(imperial.forecast?.units == .metric, "the data held stays as fetched")
        #expect(press(.character("u"), .character("u"), in: state()).0.units == .metric)
    }

    @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
        let (open, _) = press(.character("?"), in: state())
        #expect(open.showingHelp)
        let (closed, effects) = press(.right, in: open)
        #expect(!closed.showingHelp)
        #expect(closed.page == .now, "the key that closes help does not also page")
        #expect(effects.isEmpty)
        #expect(press(.character("q"), in: open).1 == [.quit])
    }

    @Test func failedFetchShowsABannerKeepsTheDataAndTheBannerExpires() {
        let (fetching, _) = press(.character("r"), in: state())
        let (failed, effects) = DashboardUpdate.update(fetching, .fetchFailed(FetchFailure(message: "Cannot reach api.open-meteo.com"), at: Self.now, jitter: 0.5))
        #expect(effects == [.scheduleRefresh(at: Self.now.addingTimeInterval(30))])
        #expect(failed.forecast == state().forecast, "nothing is cleared because a fetch failed")
        #expect(failed.banner?.kind == .error)
        #expect(failed.lastFailure == "Cannot reach api.open-meteo.com")
        #expect(!failed.isFetching)
        let (stillThere, _) = DashboardUpdate.update(failed, .tick(Self.now.addingTimeInterval(5)))
        #expect(stillThere.banner != nil)
        let (gone, _) = DashboardUpdate.update(failed, .tick(Self.now.addingTimeInterval(Banner.errorDuration + 1)))
        #expect(gone.banner == nil)
    }

    @Test func successClearsAnErrorBannerAndTheFailure() {
        let (failed, _) = DashboardUpdate.update(state(), .fetchFailed(FetchFailure(message: "boom"), at: Self.now, jitter: 0.5))
        let (recovered, _) = DashboardUpdate.update(failed, .fetchSucceeded(SampleForecasts.berlin(), at: Self.now))
        #expect(recovered.banner == nil)
        #expect(recovered.lastFailure == nil)
    }

    @Test func resizeAndTickOnlyChangeWhatTheySay() {
        let (resized, effects) = DashboardUpdate.update(state(), .resize(Size(columns: 120, rows: 40)))
        #expect(resized.size == Size(columns: 120, rows: 40))
        #expect(effects.isEmpty)
        let later = Self.now.addingTimeInterval(60)
        #expect(DashboardUpdate.update(state(), .tick(later)).0.now == later)
    }

    @Test func refreshDueFetchesUnlessAlreadyFetching() {
        let (fetching, effects) = DashboardUpdate.update(state(), .refreshDue)
        #expect(effects == [.fetch])
        #expect(DashboardUpdate.update(fetching, .refreshDue).1.isEmpty)
    }

    @Test func ctrlZSuspends() {
        #expect(press(.control("z"), in: state()).1 == [.suspend])
    }
}

@Suite struct RotationTests {
    @Test func rotationCyclesPagesAndAKeyHoldsItForOneCycle() {
        var state = AppState(forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: SampleForecasts.berlinNow)
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .forecast)
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .now)
        state = DashboardUpdate.update(state, .key(.character("u"))).0
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .now, "held for one cycle after a key")
        state = DashboardUpdate.update(state, .rotateDue).0
        #expect(state.page == .forecast)
    }
}
