import Foundation
import WeatherKit

extension DashboardUpdate {
    /// While the Places page is on screen, each saved place not on screen is asked for when its own schedule says
    /// so, and only then: its forecast once its data is a refresh interval old (or after its backoff), its alerts
    /// on their five-minute schedule once the place is known. The place on screen keeps its own timer. Off the
    /// Places page nothing is asked for the others, as before.
    static func refreshPlaces(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        var effects: [DashboardEffect] = []
        for index in state.places.indices where index != state.placeIndex {
            var refresh = state.placeRefreshes[index] ?? PlaceRefresh()
            if refresh.forecastDue(fetchedAt: state.parkedForecasts[index]?.fetchedAt, now: state.now, interval: state.refreshPolicy.interval) {
                refresh.isFetching = true
                effects.append(.fetch(place: index))
            }
            if state.alertsEnabled, state.placesFetched.contains(index),
               refresh.alertsDue(fetchedAt: state.parkedAlerts[index]?.fetchedAt, now: state.now)
            {
                refresh.isFetchingAlerts = true
                effects.append(.fetchAlerts(place: index))
            }
            if refresh != (state.placeRefreshes[index] ?? PlaceRefresh()) { state.placeRefreshes[index] = refresh }
        }
        return effects
    }

    /// `r` on the Places page: every card is refreshed now, not only the place behind the page (a request already
    /// under way is not asked twice; a place waiting out a failure is retried, as `r` retries the place on screen).
    static func refreshEveryPlaceAsked(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        var effects: [DashboardEffect] = []
        for index in state.places.indices where index != state.placeIndex {
            var refresh = state.placeRefreshes[index] ?? PlaceRefresh()
            guard !refresh.isFetching else { continue }
            refresh.isFetching = true
            refresh.retryAt = nil
            state.placeRefreshes[index] = refresh
            effects.append(.fetch(place: index))
        }
        return effects
    }
}
