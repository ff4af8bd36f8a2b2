import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// Many alerts, duplicated or not, end as at most `AlertReport.limit` on every view, and each view counts the rest by
/// one rule (`AlertReport.moreCount`); the night page says each event once.
@Suite struct AlertFloodTests {
    static let now = SampleForecasts.berlinNow

    /// 10,000 alerts: 5,000 copies of one severe alert, then 5,000 distinct minor ones.
    static let flood: [Alert] = (0..<10_000).map { index in
        index < 5000
            ? Alert(
                source: .brightSky, event: "storm gusts", severity: .severe, headline: "Gusts up to 100 km/h",
                onset: now.addingTimeInterval(-3600), ends: now.addingTimeInterval(7 * 3600), areas: ["Berlin"],
                id: "storm")
            : Alert(
                source: .brightSky, event: "frost \(index)", severity: .minor, ends: now.addingTimeInterval(20 * 3600),
                areas: ["Berlin"])
    }

    static func state(_ alerts: [Alert]) -> (inout AppState) -> Void {
        { state in
            state.alertsEnabled = true
            state.alerts = AlertReport(coverage: .source(.brightSky), alerts: alerts, fetchedAt: state.now)
        }
    }

    @Test func tenThousandAlertsEndAsFiftyWithTheRestCounted() throws {
        var state = AppState(units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        Self.state(Self.flood)(&state)
        #expect(state.shownAlerts.count == AlertReport.limit)
        #expect(state.shownAlerts.first?.event == "storm gusts")
        #expect(state.shownAlerts.filter { $0.event == "storm gusts" }.count == 1, "5,000 copies are one alert")
        #expect(state.droppedAlerts == 4951)
        #expect(state.moreAlerts == 49 + 4951)
        let list = AlertsListText(state: state, location: nil, asciiOnly: false).lines(width: 100).map(\.text)
        #expect(list.filter { $0.contains("⚠") }.count == AlertReport.limit)
        #expect(list.last == "+4951 more, less severe, not listed: only the 50 most severe are kept.")
    }

    @Test func theBandAndThePlaceCardCountByOneRule() throws {
        let canvas = try AlertsViewTests.render(columns: 120, rows: 30, configure: Self.state(Self.flood))
        #expect(canvas.line(0).contains("+5000 more"), "\(canvas.line(0))")
        let severeOnly = try AlertsViewTests.render(columns: 120, rows: 30) { state in
            Self.state(Self.flood)(&state)
            state.alertsMinimum = .severe
        }
        #expect(
            !severeOnly.line(0).contains("more"),
            "the minor ones left out are not counted above the minimum: \(severeOnly.line(0))")
    }

    @Test func theNightPageSaysTheEventOnce() throws {
        let alert = Alert(
            source: .meteoAlarm, event: "Strong wind", severity: .severe, headline: "Strong wind: Vilnius county")
        let state = NightModeTests.nightState(alerts: [alert])
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("⚠ Strong wind: Vilnius county"))
        #expect(!canvas.text.contains("Strong wind: Strong wind"))
    }

    @Test func theNightPageCountsWhatWasLeftOut() throws {
        let state = NightModeTests.nightState(
            columns: 80, rows: 60,
            alerts: Self.flood.map { alert in
                var moved = alert
                moved.onset = nil
                moved.ends = nil
                return moved
            })
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("+4951 more"))
    }
}
