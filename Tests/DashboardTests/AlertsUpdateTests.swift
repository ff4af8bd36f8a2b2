import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// Official alerts in the dashboard's state: their own fetch schedule, severity order, and an alert that ends
/// leaving at its end on a tick, with no fetch.
@Suite struct AlertsUpdateTests {
    static let now = SampleForecasts.berlinNow

    static func state() -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: now)
        state.alertsEnabled = true
        return state
    }

    static func report(at: Date = now) -> AlertReport {
        AlertReport(
            coverage: .source(.brightSky),
            alerts: [
                Alert(source: .brightSky, event: "frost", severity: .minor, ends: now.addingTimeInterval(600)),
                Alert(source: .brightSky, event: "storm gusts", severity: .severe, ends: now.addingTimeInterval(7200))
            ], fetchedAt: at)
    }

    @Test func alertsFollowTheFirstForecastThenKeepTheirOwnFiveMinuteSchedule() {
        let (fetched, effects) = DashboardUpdate.update(
            Self.state(), .fetchSucceeded(SampleForecasts.berlin(), at: Self.now))
        #expect(effects.contains(.fetchAlerts(place: 0)))
        #expect(fetched.isFetchingAlerts)
        let (answered, next) = DashboardUpdate.update(fetched, .alertsFetched(Self.report(), at: Self.now))
        #expect(next == [.scheduleAlerts(at: Self.now.addingTimeInterval(300))])
        #expect(!answered.isFetchingAlerts)
        // A later forecast does not ask again: alerts have their own timer.
        let (_, later) = DashboardUpdate.update(
            answered, .fetchSucceeded(SampleForecasts.berlin(), at: Self.now.addingTimeInterval(60)))
        #expect(!later.contains(.fetchAlerts(place: 0)))
        let (_, due) = DashboardUpdate.update(answered, .alertsDue)
        #expect(due == [.fetchAlerts(place: 0)])
    }

    @Test func withAlertsOffNothingIsAsked() {
        var state = Self.state()
        state.alertsEnabled = false
        #expect(
            !DashboardUpdate.update(state, .fetchSucceeded(SampleForecasts.berlin(), at: Self.now)).1.contains(
                .fetchAlerts(place: 0)))
        #expect(DashboardUpdate.update(state, .alertsDue).1.isEmpty)
    }

    @Test func mostSevereFirstAndAnEndedAlertLeavesOnATickWithoutAFetch() {
        var state = DashboardUpdate.update(Self.state(), .alertsFetched(Self.report(), at: Self.now)).0
        #expect(state.shownAlerts.map(\.event) == ["storm gusts", "frost"])
        #expect(state.nextAlertChange == Self.now.addingTimeInterval(600))
        let (ticked, effects) = DashboardUpdate.update(state, .tick(Self.now.addingTimeInterval(600)))
        #expect(ticked.shownAlerts.map(\.event) == ["storm gusts"])
        #expect(!effects.contains(.fetchAlerts(place: 0)))
        state.alertsMinimum = .severe
        #expect(state.shownAlerts.map(\.event) == ["storm gusts"])
    }

    @Test func aFailureKeepsTheLastAlertsObeysRetryAfterAndTheyGoStale() {
        let state = DashboardUpdate.update(Self.state(), .alertsFetched(Self.report(), at: Self.now)).0
        let later = Self.now.addingTimeInterval(300)
        let (failed, effects) = DashboardUpdate.update(
            state, .alertsFailed("api.brightsky.dev says too many requests", at: later, retryAfter: 1800))
        #expect(effects == [.scheduleAlerts(at: later.addingTimeInterval(1800))])
        #expect(failed.alerts == state.alerts)
        #expect(failed.alertsFailure?.contains("too many requests") == true)
        #expect(!failed.alertsAreStale)
        let (old, _) = DashboardUpdate.update(failed, .tick(Self.now.addingTimeInterval(16 * 60)))
        #expect(old.alertsAreStale)
        let (recovered, _) = DashboardUpdate.update(
            old, .alertsFetched(Self.report(at: later), at: Self.now.addingTimeInterval(17 * 60)))
        #expect(recovered.alertsFailure == nil)
    }

    @Test func anotherPlacesAlertsAreNotShownHere() {
        var state = Self.state()
        state.places = ["Berlin", "Oslo"]
        state = DashboardUpdate.update(state, .alertsFetched(Self.report(), at: Self.now)).0
        let (switched, _) = DashboardUpdate.update(state, .key(.tab))
        #expect(switched.alerts == nil)
        #expect(switched.nextAlertsFetch == nil)
        let (late, effects) = DashboardUpdate.update(switched, .alertsFetched(Self.report(), at: Self.now, place: 0))
        #expect(late.alerts == nil)
        #expect(effects.isEmpty)
    }
}

/// `r` after an alerts failure asks for the alerts again, not only the forecast.
@Suite struct RefreshRetriesFailedAlertsTests {
    @Test func rRetriesAlertsThatFailed() {
        let now = Date(timeIntervalSince1970: 1_796_032_800)
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: now)
        state.alertsEnabled = true
        state = DashboardUpdate.update(state, .fetchSucceeded(SampleForecasts.berlin(), at: now)).0
        state = DashboardUpdate.update(state, .alertsFailed("HTTP 503", at: now)).0
        let (asked, effects) = DashboardUpdate.update(state, .key(.character("r")))
        #expect(effects.contains(.fetch(place: 0)) && effects.contains(.fetchAlerts(place: 0)), "\(effects)")
        #expect(asked.isFetchingAlerts)
        let (_, again) = DashboardUpdate.update(asked, .key(.character("r")))
        #expect(!again.contains(.fetchAlerts(place: 0)), "not twice while the first is on its way")
    }
}
