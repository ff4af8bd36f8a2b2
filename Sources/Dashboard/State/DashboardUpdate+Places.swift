import Foundation
import WeatherKit

extension DashboardUpdate {
    /// While the Places page is on screen, the saved places not on screen are asked for in turn, when their own
    /// schedule says so: its forecast once its data is a refresh interval old (or after its backoff, or after `r`),
    /// its alerts on their five-minute schedule once the place is known. At most `FetchConcurrency.placesAtOnce`
    /// requests are under way at once, one of them kept for the place on screen (which keeps its own timer);
    /// the others are asked from the selected card on, so the cards in view fill first. Each answer lets the next
    /// place go. A used-up daily budget stops the asking until it resets. Off the Places page nothing is asked
    /// for the others.
    static func refreshPlaces(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        if let stop = state.budgetStop {
            guard stop.until <= state.now else { return [] }
            state.budgetStop = nil
        }
        // One request is always kept for the place on screen, which goes first.
        var free =
            FetchConcurrency.placesAtOnce - (state.shown.isFetching ? 0 : 1)
            - state.placeStates.reduce(0) { $0 + ($1.isFetching ? 1 : 0) + ($1.isFetchingAlerts ? 1 : 0) }
        guard free > 0 else { return [] }
        var effects: [DashboardEffect] = []
        let count = state.placeStates.count
        let first = min(max(state.selectedPlace, 0), count - 1)
        for step in 0..<count where free > 0 {
            let index = (first + step) % count
            guard index != state.placeIndex else { continue }
            let place = state.placeStates[index]
            if place.forecastDue(now: state.now, interval: state.refreshPolicy.interval) {
                state.placeStates[index].isFetching = true
                state.placeStates[index].refreshAsked = false
                effects.append(.fetch(place: index))
                free -= 1
            }
            if free > 0, state.alertsEnabled, place.fetchedThisRun, place.alertsDue(now: state.now) {
                state.placeStates[index].isFetchingAlerts = true
                effects.append(.fetchAlerts(place: index))
                free -= 1
            }
        }
        return effects
    }

    /// `r` on the Places page: every card is refreshed, not only the place behind the page (a request already
    /// under way is not asked twice; a place waiting out a failure is retried, as `r` retries the place on
    /// screen), in turn, as many at once as `refreshPlaces` lets go.
    static func refreshEveryPlaceAsked(_ state: inout AppState) -> [DashboardEffect] {
        guard state.showsPlacesPage else { return [] }
        for index in state.placeStates.indices where index != state.placeIndex && !state.placeStates[index].isFetching {
            state.placeStates[index].refreshAsked = true
        }
        return []
    }
}
