import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// A `--source` display with no places of its own follows the publisher's list when it comes after the start (the
/// broker was away), and reads the broker at once when it answers after a failed read.
@Suite struct FollowedPlacesTests {
    static let now = SampleForecasts.berlinNow

    static func alone() -> AppState {
        AppState(
            forecast: SampleForecasts.berlin(name: "Zuhause"), units: .metric, size: Size(columns: 120, rows: 40),
            now: now)
    }

    @Test func aLateListGivesTabAndThePlacesPageEveryPlace() throws {
        let (state, _) = DashboardUpdate.update(Self.alone(), .placesFollowed(["Zuhause", "Oma"]))
        #expect(state.places == ["Zuhause", "Oma"])
        #expect(state.placeIndex == 0)
        #expect(state.forecast(forPlace: 0)?.location.name == "Zuhause", "the place shown keeps its forecast")
        #expect(state.forecast(forPlace: 1) == nil)
        #expect(state.hasPlacesPage)
        let (tabbed, effects) = DashboardUpdate.update(state, .key(.tab))
        #expect(tabbed.placeIndex == 1)
        #expect(effects.contains(.fetch(place: 1)), "\(effects)")
    }

    @Test func aChangedListKeepsEachPlaceByItsName() {
        var state = DashboardUpdate.update(Self.alone(), .placesFollowed(["Zuhause", "Oma"])).0
        state.placeStates[1].forecast = SampleForecasts.berlin(name: "Oma")
        state.placeIndex = 1
        state = DashboardUpdate.update(state, .placesFollowed(["Hütte", "Oma", "Zuhause"])).0
        #expect(state.places == ["Hütte", "Oma", "Zuhause"])
        #expect(state.placeIndex == 1 && state.forecast?.location.name == "Oma")
        #expect(state.forecast(forPlace: 2)?.location.name == "Zuhause")
        #expect(state.forecast(forPlace: 0) == nil)
    }

    @Test func aListOfOneOrNoneChangesNothing() {
        let alone = Self.alone()
        #expect(DashboardUpdate.update(alone, .placesFollowed(["Zuhause"])).0 == alone)
        #expect(DashboardUpdate.update(alone, .placesFollowed([])).0 == alone)
    }

    @Test func aBrokerThatAnswersAfterAFailedReadIsReadAtOnce() {
        var state = AppState(forecast: nil, units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.shown.failures = 1
        let (next, effects) = DashboardUpdate.update(state, .brokerConnection(lost: false))
        #expect(effects == [.fetch(place: 0)])
        #expect(next.isFetching)
        // Already reading, or read well: nothing more.
        #expect(DashboardUpdate.update(next, .brokerConnection(lost: false)).1.isEmpty)
        #expect(DashboardUpdate.update(Self.alone(), .brokerConnection(lost: false)).1.isEmpty)
    }
}
