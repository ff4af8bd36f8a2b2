import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The Places page's plan of requests (issue 43): however many places are saved, at most
/// `FetchConcurrency.placesAtOnce` requests are under way, the cards in view are asked first, each answer lets the
/// next place go, and a used-up daily budget stops the asking, with a note in the footer, until it resets.
@Suite struct PlacesFetchPlanTests {
    static let now = SampleForecasts.berlinNow
    static let limit = FetchConcurrency.placesAtOnce

    static func forecast(_ name: String, fetchedAt: Date) -> Forecast {
        var forecast = SampleForecasts.berlin(name: name)
        forecast.fetchedAt = fetchedAt
        return forecast
    }

    /// `count` saved places, the first on screen with fresh data, the rest with none.
    static func state(places count: Int) -> AppState {
        var state = AppState(
            forecast: forecast("Place 1", fetchedAt: now), units: .metric, size: Size(columns: 120, rows: 40), now: now)
        state.places = (1...count).map { "Place \($0)" }
        return state
    }

    static func fetches(_ effects: [DashboardEffect]) -> [Int] {
        effects.compactMap { if case .fetch(place: let place) = $0 { place } else { nil } }
    }

    static func inFlight(_ state: AppState) -> Int {
        state.placeStates.reduce(0) { $0 + ($1.isFetching ? 1 : 0) + ($1.isFetchingAlerts ? 1 : 0) }
    }

    @Test func tenThousandPlacesAreAskedAFewAtATimeFromTheSelectedCardOn() {
        var state = Self.state(places: 10_000)
        state.selectedPlace = 500
        state.page = .forecast
        let (places, effects) = DashboardUpdate.update(state, .key(.character("4")))
        // The page opens with the place on screen selected; the cards after it are asked first.
        #expect(Self.fetches(effects) == Array(1...(Self.limit - 1)), "one request is kept for the place on screen")
        #expect(Self.inFlight(places) == Self.limit - 1)
        var expected = state
        expected.page = .places
        expected.selectedPlace = 0
        expected.rotationHeld = true
        for index in 1...(Self.limit - 1) { expected.placeStates[index].isFetching = true }
        #expect(places == expected, "the whole state: the page, the selection, and seven places marked under way")
        let (still, none) = DashboardUpdate.update(places, .tick(Self.now.addingTimeInterval(60)))
        #expect(none.isEmpty, "nothing more while seven are under way and one is kept")
        let (shown, first) = DashboardUpdate.update(places, .refreshDue)
        #expect(first == [.fetch(place: 0)], "the place on screen takes the request kept for it")
        #expect(Self.inFlight(shown) == Self.limit)
        #expect(still.placeStates == places.placeStates)
    }

    @Test func eachAnswerLetsTheNextPlaceGoAndEveryPlaceIsAskedOnce() {
        var state = DashboardUpdate.update(Self.state(places: 300), .key(.character("4"))).0
        var pending = Self.fetches(DashboardUpdate.update(Self.state(places: 300), .key(.character("4"))).1)
        var asked: [Int: Int] = [:]
        var clock = Self.now
        var most = 0
        while let place = pending.first {
            pending.removeFirst()
            asked[place, default: 0] += 1
            clock = clock.addingTimeInterval(1)
            let (next, effects) = DashboardUpdate.update(
                state, .fetchSucceeded(Self.forecast("Place \(place + 1)", fetchedAt: clock), at: clock, place: place))
            state = next
            pending += Self.fetches(effects)
            most = max(most, Self.inFlight(state))
            #expect(Self.fetches(effects).count <= 1, "one answer, one new request")
        }
        #expect(most <= Self.limit)
        #expect(asked.count == 299 && asked.values.allSatisfy { $0 == 1 }, "every place but the one on screen, once")
        #expect(FooterView.placesWaiting(in: state) == 0)
    }

    @Test func rAsksEveryCardInTurnWithThePlaceOnScreenFirst() {
        var state = Self.state(places: 50)
        for index in state.placeStates.indices {
            state.placeStates[index].forecast = Self.forecast("Place \(index + 1)", fetchedAt: Self.now)
        }
        state.page = .places
        let (asked, effects) = DashboardUpdate.update(state, .key(.character("r")))
        #expect(Self.fetches(effects).first == 0, "the place on screen first")
        #expect(Self.fetches(effects) == Array(0...(Self.limit - 1)), "then the cards, up to eight requests at once")
        #expect(asked.placeStates.filter(\.refreshAsked).count == 49 - (Self.limit - 1), "the rest wait their turn")
    }

    @Test func aUsedUpBudgetStopsTheAskingAndTheFooterSaysSoUntilItResets() throws {
        var state = DashboardUpdate.update(Self.state(places: 10_000), .key(.character("4"))).0
        let midnight = Self.now.addingTimeInterval(3 * 3600)
        let spent = FetchFailure(WeatherError.budgetSpent(.openMeteo, until: midnight))
        let (stopped, effects) = DashboardUpdate.update(state, .fetchFailed(spent, at: Self.now, jitter: 0.5, place: 3))
        #expect(Self.fetches(effects).isEmpty, "no place is asked once the budget is used up")
        #expect(stopped.budgetStop == BudgetStop(provider: .openMeteo, until: midnight))
        #expect(stopped.placeStates[3].nextRefresh == midnight)
        state = stopped
        // The other seven answer; still nothing more is asked, for hours of ticks.
        for place in [1, 2, 4, 5, 6, 7, 8] {
            let (next, more) = DashboardUpdate.update(
                state, .fetchFailed(spent, at: Self.now, jitter: 0.5, place: place))
            state = next
            #expect(Self.fetches(more).isEmpty)
        }
        for minute in 1...179 {
            let (next, more) = DashboardUpdate.update(state, .tick(Self.now.addingTimeInterval(Double(minute) * 60)))
            state = next
            // The place on screen keeps its own timer (its request fails at once, unsent, while the budget is spent).
            #expect(Self.fetches(more).filter { $0 != 0 }.isEmpty)
            if Self.fetches(more).contains(0) {
                state = DashboardUpdate.update(state, .fetchFailed(spent, at: state.now, jitter: 0.5, place: 0)).0
            }
        }
        let footer = FooterView.placesStatus(of: state)
        #expect(footer.contains("9,999 waiting: Open-Meteo's daily request budget is used up until"), "\(footer)")
        let (reset, resumed) = DashboardUpdate.update(state, .tick(midnight.addingTimeInterval(60)))
        #expect(reset.budgetStop == nil)
        #expect(
            (1...Self.limit).contains(Self.fetches(resumed).filter { $0 != 0 }.count),
            "asking starts again at the reset, a few at a time")
        #expect(Self.inFlight(reset) <= Self.limit)
        #expect(!FooterView.placesStatus(of: reset).contains("budget"))
    }
}
