import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// Data fetched "in the future" of now (a clock that ran ahead, or one now far behind, at 1970) is of unknown age:
/// stale on screen and fetched again, never trusted as fresh until that future comes.
@Suite struct FutureFetchTests {
    static let now = SampleForecasts.berlinNow
    /// 2030-06-01T00:00:00Z, as a machine once set to 2030 stamped its fetch.
    static let in2030 = Date(timeIntervalSince1970: 1_906_416_000)
    static let in1970 = Date(timeIntervalSince1970: 86_400)

    static func forecast(_ name: String = "Berlin", fetchedAt: Date) -> Forecast {
        var forecast = SampleForecasts.berlin(name: name)
        forecast.fetchedAt = fetchedAt
        return forecast
    }

    @Test func aFetchTimeAheadOfNowIsStale() {
        let policy = RefreshPolicy(interval: 15 * 60)
        #expect(policy.isStale(fetchedAt: Self.in2030, now: Self.now))
        #expect(policy.isStale(fetchedAt: Self.now, now: Self.in1970), "a clock at 1970 is far behind the fetch")
        #expect(
            !policy.isStale(fetchedAt: Self.now.addingTimeInterval(4 * 60), now: Self.now),
            "a few minutes between clocks is nothing")
        #expect(policy.isStale(fetchedAt: Self.now.addingTimeInterval(6 * 60), now: Self.now))
        #expect(!policy.isStale(fetchedAt: Self.now.addingTimeInterval(-29 * 60), now: Self.now))
        #expect(policy.isStale(fetchedAt: Self.now.addingTimeInterval(-31 * 60), now: Self.now))
    }

    @Test func theScreenCallsItStaleAndSaysTheAgeIsUnknown() throws {
        let state = AppState(
            forecast: Self.forecast(fetchedAt: Self.in2030), units: .metric, size: Size(columns: 120, rows: 30),
            now: Self.now)
        #expect(state.freshness == .stale)
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("Stale — Updated"), "\(canvas.text)")
        #expect(canvas.text.contains("(age unknown: the clock disagrees)"))
        #expect(!canvas.text.contains("just now"))
    }

    @Test func alertsFetchedAheadOfNowAreStale() {
        var state = AppState(
            forecast: Self.forecast(fetchedAt: Self.now), units: .metric, size: Size(columns: 80, rows: 24),
            now: Self.in1970)
        state.alertsEnabled = true
        state.alerts = AlertReport(
            coverage: .source(.brightSky), alerts: [Alert(source: .brightSky, event: "frost", severity: .minor)],
            fetchedAt: Self.now)
        #expect(state.alertsAreStale)
        state.now = Self.now.addingTimeInterval(60)
        #expect(!state.alertsAreStale)
    }

    @Test func showingAPlaceFetchedInTheFutureFetchesItNow() {
        var state = AppState(
            forecast: Self.forecast("Home", fetchedAt: Self.now), units: .metric, size: Size(columns: 80, rows: 24),
            now: Self.now)
        state.places = ["Home", "Cabin"]
        state.placeStates[1].forecast = Self.forecast("Cabin", fetchedAt: Self.in2030)
        let (cabin, effects) = DashboardUpdate.update(state, .key(.tab))
        #expect(cabin.placeIndex == 1)
        #expect(effects.contains(.fetch(place: 1)), "\(effects)")
        #expect(
            !effects.contains {
                if case .scheduleRefresh(let at) = $0 { at > Self.now.addingTimeInterval(3600) } else { false }
            })
    }

    @Test func aParkedPlaceFetchedInTheFutureIsDue() {
        var place = PlaceState(forecast: Self.forecast("Cabin", fetchedAt: Self.in2030))
        #expect(place.forecastDue(now: Self.now, interval: 15 * 60))
        place.forecast = Self.forecast("Cabin", fetchedAt: Self.now.addingTimeInterval(60))
        #expect(!place.forecastDue(now: Self.now, interval: 15 * 60))
        place.alerts = AlertReport(coverage: .source(.nws), alerts: [], fetchedAt: Self.in2030)
        #expect(place.alertsDue(now: Self.now))
    }
}
