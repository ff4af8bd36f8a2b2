import Foundation
import WeatherKit

extension DashboardUpdate {
    /// While the Places page is on screen, each saved place not on screen is asked for when its own schedule says
    /// so, and only then: its forecast once its data is a refresh interval old (or after its backoff), its alerts
    /// on their five-minute schedule once the place is known. The place on screen keeps its own timer. Off the
    /// Places page nothing is asked for the others.
    static func refreshPlaces(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        var effects: [DashboardEffect] = []
        for index in state.placeStates.indices where index != state.placeIndex {
            let place = state.placeStates[index]
            if place.forecastDue(now: state.now, interval: state.refreshPolicy.interval) {
                state.placeStates[index].isFetching = true
                effects.append(.fetch(place: index))
            }
            if state.alertsEnabled, place.fetchedThisRun, place.alertsDue(now: state.now) {
                state.placeStates[index].isFetchingAlerts = true
                effects.append(.fetchAlerts(place: index))
            }
        }
        return effects
    }

    /// `r` on the Places page: every card is refreshed now, not only the place behind the page (a request already
    /// under way is not asked twice; a place waiting out a failure is retried, as `r` retries the place on screen).
    static func refreshEveryPlaceAsked(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        var effects: [DashboardEffect] = []
        for index in state.placeStates.indices where index != state.placeIndex && !state.placeStates[index].isFetching {
            state.placeStates[index].isFetching = true
            effects.append(.fetch(place: index))
        }
        return effects
    }
}
