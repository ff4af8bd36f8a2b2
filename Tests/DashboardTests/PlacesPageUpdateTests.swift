import Drawing
import Foundation
import KeyPress
import Testing
import WeatherKit

@testable import Dashboard

/// The Places page in `DashboardUpdate`: where it sits in the paging order, its selection, Enter and the number
/// keys, and `--rotate`.
@Suite struct PlacesPageUpdateTests {
    static let now = SampleForecasts.berlinNow

    static func state(places: [String] = ["Home", "Cabin", "Office"], page: Page = .now) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(name: "Berlin"), units: .metric, size: Size(columns: 80, rows: 24),
            now: now)
        state.forecast?.fetchedAt = now
        state.places = places
        state.page = page
        return state
    }

    static func press(_ keys: Key..., in start: AppState) -> (AppState, [DashboardEffect]) {
        var state = start
        var effects: [DashboardEffect] = []
        for key in keys {
            let result = DashboardUpdate.update(state, .key(key))
            state = result.0
            effects += result.1
        }
        return (state, effects)
    }

    @Test func withTwoOrMorePlacesThePagesAreNowForecastMoodPlaces() {
        #expect(Self.press(.right, .right, .right, in: Self.state()).0.page == .places)
        #expect(Self.press(.right, .right, .right, .right, in: Self.state()).0.page == .now, "and round again")
        #expect(Self.press(.left, in: Self.state()).0.page == .places)
        #expect(Self.press(.end, in: Self.state()).0.page == .places)
        #expect(Self.press(.character("4"), in: Self.state()).0.page == .places)
        #expect(Self.state().pages == [.now, .forecast, .mood, .places])
    }

    @Test func withOnePlaceThereIsNoPlacesPage() {
        let single = Self.state(places: [])
        #expect(single.pages == [.now, .forecast, .mood])
        #expect(Self.press(.character("4"), in: single).0.page == .now, "4 does nothing")
        #expect(Self.press(.left, in: single).0.page == .mood)
        #expect(Self.press(.end, in: single).0.page == .mood)
        #expect(Self.press(.right, .right, .right, in: single).0.page == .now)
    }

    @Test func thePageOpensWithThePlaceOnScreenSelectedAndArrowsTabAndJKMoveTheSelection() {
        var start = Self.state()
        start = Self.press(.tab, in: start).0
        #expect(start.placeIndex == 1)
        let (places, _) = Self.press(.character("4"), in: start)
        #expect(places.selectedPlace == 1, "the place on screen")
        #expect(Self.press(.down, in: places).0.selectedPlace == 2)
        #expect(Self.press(.down, .down, in: places).0.selectedPlace == 0, "wraps")
        #expect(Self.press(.up, in: places).0.selectedPlace == 0)
        #expect(Self.press(.character("j"), in: places).0.selectedPlace == 2)
        #expect(Self.press(.character("k"), in: places).0.selectedPlace == 0)
        let (tabbed, effects) = Self.press(.tab, in: places)
        #expect(
            tabbed.selectedPlace == 2 && tabbed.placeIndex == 1,
            "Tab moves the selection here; the place on screen stays")
        #expect(!effects.contains(.fetch(place: 0)))
        #expect(Self.press(.backTab, in: places).0.selectedPlace == 0)
        #expect(Self.press(.character("]"), in: places).0.selectedPlace == 2)
        #expect(Self.press(.right, in: places).0.page == .now, "left and right still page")
    }

    @Test func enterOpensTheSelectedPlacesNowPage() {
        let (opened, effects) = Self.press(.right, .down, .enter, in: Self.state(page: .mood))
        #expect(opened.page == .now)
        #expect(opened.placeIndex == 1)
        #expect(opened.forecast == nil, "the cabin has no forecast yet")
        #expect(opened.placeStates[0].forecast?.location.name == "Berlin")
        #expect(effects == [.fetch(place: 1), .fetch(place: 2)], "asked for when the Places page opened, not again")
        #expect(opened.isFetching, "that answer is awaited for the Now page")
        #expect(opened.banner?.message == "Cabin (2 of 3)")
        let (home, again) = Self.press(.enter, in: Self.press(.character("4"), in: Self.state()).0)
        #expect(home.page == .now && home.placeIndex == 0, "the place on screen: only the page changes")
        #expect(again.isEmpty)
    }

    @Test func numberKeysOpenThatPlaceAndOnlyOnThePlacesPage() {
        let (places, _) = Self.press(.character("4"), in: Self.state())
        let (office, _) = Self.press(.character("3"), in: places)
        #expect(office.page == .now && office.placeIndex == 2 && office.selectedPlace == 2)
        let (none, effects) = Self.press(.character("9"), in: places)
        #expect(none.page == .places && none.placeIndex == 0 && effects.isEmpty, "no ninth place")
        #expect(Self.press(.character("3"), in: Self.state()).0.page == .mood, "elsewhere 3 is the third page")
        #expect(KeyMap.action(for: .enter, on: .now) == nil)
    }

    @Test func rotationShowsThePlacesPageOnceARoundAfterTheMoodPage() {
        var state = Self.state(places: ["Home", "Cabin"])
        state.moods = MoodPageTests.entries(2)
        var seen: [String] = []
        for _ in 0..<8 {
            state = DashboardUpdate.update(state, .rotateDue).0
            seen.append("\(state.page.title) \(state.placeIndex)")
        }
        #expect(seen == ["Forecast 0", "Now 1", "Forecast 1", "Mood 1", "Places 1", "Now 0", "Forecast 0", "Now 1"])
        var placesFirst = Self.state(places: ["Home", "Cabin"])
        placesFirst.rotationPages = [.places, .now]
        seen = []
        for _ in 0..<4 {
            placesFirst = DashboardUpdate.update(placesFirst, .rotateDue).0
            seen.append("\(placesFirst.page.title) \(placesFirst.placeIndex)")
        }
        #expect(
            seen == ["Now 1", "Places 1", "Now 0", "Now 1"],
            "--pages places,now: the overview once a round, after the last place")
        var single = Self.state(places: [])
        single.rotationPages = [.now, .places]
        for _ in 0..<3 { single = DashboardUpdate.update(single, .rotateDue).0 }
        #expect(single.page == .now, "with one place the Places page is never shown")
    }
}
