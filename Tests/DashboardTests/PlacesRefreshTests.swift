import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// While the Places page is on screen each saved place keeps its own schedule, and the overview never asks for
/// more than those schedules would: one forecast request per place per refresh interval at most, backing off
/// after failures, none while one is under way, none for the place on screen (its own timer does that).
@Suite struct PlacesRefreshTests {
    static let now = SampleForecasts.berlinNow
    static let interval: TimeInterval = 15 * 60

    static func forecast(_ name: String, fetchedAt: Date) -> Forecast {
        var forecast = SampleForecasts.berlin(name: name)
        forecast.fetchedAt = fetchedAt
        return forecast
    }

    /// Three places: Home on screen, Cabin cached 20 min ago, Office fetched 5 min ago, Lake never.
    static func state() -> AppState {
        var state = AppState(
            forecast: forecast("Home", fetchedAt: now), units: .metric, size: Size(columns: 80, rows: 24), now: now)
        state.places = ["Home", "Cabin", "Office", "Lake"]
        state.placeStates[1].forecast = forecast("Cabin", fetchedAt: now.addingTimeInterval(-20 * 60))
        state.placeStates[2].forecast = forecast("Office", fetchedAt: now.addingTimeInterval(-5 * 60))
        return state
    }

    /// The places not on screen (place 0 is) whose forecasts are asked for.
    static func requests(_ effects: [DashboardEffect]) -> [Int] {
        effects.compactMap { if case .fetch(place: let place) = $0, place != 0 { place } else { nil } }
    }

    @Test func theFooterSaysTheIntervalAsGiven() {
        #expect(
            [20, 90, 300, 900, 3600, 5400, 150].map { FooterView.interval($0) } == [
                "20 s", "90 s", "5 min", "15 min", "1 h", "1 h 30 min", "2 min 30 s"
            ])
    }

    /// `r` on the overview refreshes every card, not only the place behind it, and asks nothing twice.
    @Test func rOnThePlacesPageRefreshesEveryCard() {
        let (places, first) = DashboardUpdate.update(Self.state(), .key(.character("4")))
        #expect(Self.requests(first) == [1, 3])
        let (asked, effects) = DashboardUpdate.update(places, .key(.character("r")))
        #expect(effects.contains(.fetch(place: 0)), "the place on screen")
        #expect(Self.requests(effects) == [2], "Office too, though fresh; Cabin and Lake are already on their way")
        #expect(asked.placeStates[2].isFetching == true)
        let (_, onNow) = DashboardUpdate.update(Self.state(), .key(.character("r")))
        #expect(Self.requests(onNow).isEmpty, "off the Places page r refreshes the place on screen only")
    }

    @Test func enteringThePlacesPageAsksOnlyForPlacesWhoseDataIsDue() {
        let (places, effects) = DashboardUpdate.update(Self.state(), .key(.character("4")))
        #expect(places.page == .places)
        #expect(
            Self.requests(effects) == [1, 3],
            "Cabin is 20 min old and Lake has nothing; Office is fresh; Home is on screen")
        #expect(!effects.contains(.fetch(place: 0)))
        #expect(places.placeStates[1].isFetching == true)
        let (again, more) = DashboardUpdate.update(places, .tick(Self.now.addingTimeInterval(60)))
        #expect(Self.requests(more).isEmpty, "nothing twice while the answers are on the way")
        #expect(again.placeStates[3].isFetching == true)
    }

    @Test func offThePlacesPageNothingIsAskedForTheOthers() {
        var state = Self.state()
        for minute in 1...120 {
            let (next, effects) = DashboardUpdate.update(state, .tick(Self.now.addingTimeInterval(Double(minute) * 60)))
            state = next
            #expect(Self.requests(effects).isEmpty)
        }
    }

    /// Three hours of minute ticks on the Places page, every request answered at once: each place is asked once
    /// per interval, never more.
    @Test func overThreeHoursEachPlaceIsAskedOncePerIntervalAtMost() {
        var state = DashboardUpdate.update(Self.state(), .key(.character("4"))).0
        for index in state.placeStates.indices where index != state.placeIndex {
            state.placeStates[index].isFetching = false
        }
        var asked: [Int: [Date]] = [:]
        var pending: [Int] = []
        func apply(_ event: DashboardEvent) {
            let (next, effects) = DashboardUpdate.update(state, event)
            state = next
            pending += Self.requests(effects)
        }
        apply(.tick(Self.now))
        for minute in 0...180 {
            let at = Self.now.addingTimeInterval(Double(minute) * 60)
            while !pending.isEmpty {
                let place = pending.removeFirst()
                asked[place, default: []].append(at)
                apply(.fetchSucceeded(Self.forecast(state.places[place], fetchedAt: at), at: at, place: place))
            }
            apply(.tick(at.addingTimeInterval(60)))
        }
        #expect(asked[0] == nil, "the place on screen keeps its own timer")
        for place in 1...3 {
            let times = asked[place] ?? []
            #expect((12...13).contains(times.count), "place \(place): \(times.count) requests in 3 h")
            for (earlier, later) in zip(times, times.dropFirst()) {
                #expect(
                    later.timeIntervalSince(earlier) >= Self.interval,
                    "place \(place) asked again after \(later.timeIntervalSince(earlier)) s")
            }
        }
    }

    @Test func aFailingPlaceBacksOffOnItsOwnAndTheOthersCarryOn() throws {
        var state = DashboardUpdate.update(Self.state(), .key(.character("4"))).0
        var times: [Date] = [Self.now]
        var clock = Self.now
        for _ in 0..<40 {
            let failure = FetchFailure(WeatherError.network(host: "127.0.0.1", detail: "refused"))
            state = DashboardUpdate.update(state, .fetchFailed(failure, at: clock, jitter: 0.5, place: 3)).0
            #expect(state.shown.failures == 0, "the place on screen's count is its own")
            let retryAt = try #require(state.placeStates[3].nextRefresh)
            // Minute ticks until the place is asked again.
            var asked = false
            while !asked {
                clock = clock.addingTimeInterval(60)
                let (next, effects) = DashboardUpdate.update(state, .tick(clock))
                state = next
                asked = Self.requests(effects).contains(3)
                #expect(!asked || clock >= retryAt)
            }
            times.append(clock)
        }
        let gaps = zip(times, times.dropFirst()).map { $1.timeIntervalSince($0) }
        #expect(gaps.prefix(3).allSatisfy { $0 <= 5 * 60 }, "the first retries come soon: \(gaps.prefix(3))")
        #expect(
            gaps.suffix(10).allSatisfy { $0 >= 12 * 60 },
            "then no more often than the interval (less jitter): \(gaps.suffix(10))")
        #expect(state.freshness(forPlace: 3) == .none)
        #expect(state.placeStates[3].failureKind == .unreachable)
        let recovered = DashboardUpdate.update(
            state, .fetchSucceeded(Self.forecast("Lake", fetchedAt: clock), at: clock, place: 3)
        ).0
        #expect(recovered.placeStates[3].failures == 0)
        #expect(recovered.placeStates[3].forecast?.location.name == "Lake")
    }

    @Test func alertsFollowAPlacesFirstForecastThenKeepTheirFiveMinutes() {
        var state = Self.state()
        state.alertsEnabled = true
        state = DashboardUpdate.update(state, .key(.character("4"))).0
        #expect(
            state.placeStates[2].isFetchingAlerts != true,
            "Office is not known to its fetcher until its first forecast in this run")
        let (fetched, effects) = DashboardUpdate.update(
            state, .fetchSucceeded(Self.forecast("Cabin", fetchedAt: Self.now), at: Self.now, place: 1))
        #expect(effects == [.fetchAlerts(place: 1)])
        let report = AlertReport(
            coverage: .source(.brightSky),
            alerts: [
                Alert(
                    source: .brightSky, event: "storm gusts", severity: .severe, ends: Self.now.addingTimeInterval(7200)
                )
            ],
            fetchedAt: Self.now)
        let (answered, none) = DashboardUpdate.update(fetched, .alertsFetched(report, at: Self.now, place: 1))
        #expect(none.isEmpty)
        #expect(answered.shownAlerts(forPlace: 1).map(\.severity) == [.severe])
        #expect(answered.alerts == nil, "not the place on screen's")
        let fourMinutes = DashboardUpdate.update(answered, .tick(Self.now.addingTimeInterval(4 * 60))).1
        #expect(!fourMinutes.contains(.fetchAlerts(place: 1)))
        let fiveMinutes = DashboardUpdate.update(answered, .tick(Self.now.addingTimeInterval(5 * 60))).1
        #expect(fiveMinutes.contains(.fetchAlerts(place: 1)))
    }

    /// A request under way when Tab leaves a place is remembered: the Places page does not ask for it again.
    @Test func aRequestUnderWayWhenAPlaceIsLeftIsNotRepeated() {
        var state = Self.state()
        state.forecast = nil
        state = DashboardUpdate.update(state, .refreshDue).0
        #expect(state.isFetching)
        state = DashboardUpdate.update(state, .key(.tab)).0
        #expect(state.placeStates[0].isFetching == true)
        let effects = DashboardUpdate.update(state, .key(.character("4"))).1
        #expect(!Self.requests(effects).contains(0))
        let (back, none) = DashboardUpdate.update(state, .key(.backTab))
        #expect(back.isFetching && none.isEmpty, "back on Home: its answer is awaited, not asked for again")
    }
}
