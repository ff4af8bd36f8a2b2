import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// A daily request budget running low stretches the next refresh so that what is left lasts the day.
@Suite struct RequestBudgetRefreshTests {
    static let now = SampleForecasts.berlinNow

    static func state() -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.isFetching = true
        return state
    }

    @Test func littleLeftStretchesTheNextRefresh() {
        var forecast = SampleForecasts.berlin()
        let end = RequestBudget.day(of: Self.now).end
        let hoursLeft = end.timeIntervalSince(Self.now)
        // Four requests left for the rest of the UTC day.
        forecast.requestBudget = RequestBudget(provider: .openMeteo, used: 9_996, limit: 10_000, resetsAt: end)
        let (done, effects) = DashboardUpdate.update(Self.state(), .fetchSucceeded(forecast, at: Self.now))
        let next = Self.now.addingTimeInterval((hoursLeft / 4).rounded(.up))
        #expect(effects.first == .scheduleRefresh(at: next))
        #expect(done.nextRefresh == next)
    }

    @Test func plentyLeftKeepsTheInterval() {
        var forecast = SampleForecasts.berlin()
        forecast.requestBudget = RequestBudget(
            provider: .openMeteo, used: 10, limit: 10_000, resetsAt: RequestBudget.day(of: Self.now).end)
        let (_, effects) = DashboardUpdate.update(Self.state(), .fetchSucceeded(forecast, at: Self.now))
        #expect(effects.first == .scheduleRefresh(at: Self.now.addingTimeInterval(15 * 60)))
    }
}
