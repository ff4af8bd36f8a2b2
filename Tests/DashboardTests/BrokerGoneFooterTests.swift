import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// `--source`: a lost broker is said in the footer at once, with the data's age counting on, rather than the data
/// passing for fresh until the next scheduled refresh.
@Suite struct BrokerGoneFooterTests {
    static func footer(_ state: AppState) throws -> String {
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        return canvas.line(state.size.rows - 1)
    }

    @Test func aLostBrokerIsSaidAndTheAgeKeepsCounting() throws {
        let now = SampleForecasts.berlinNow
        // Fetched by the publisher twelve minutes before `now` (10:30 in Berlin).
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 120, rows: 40), now: now)
        let connected = try Self.footer(state)
        #expect(!connected.contains("Broker gone"), "\(connected)")
        state = DashboardUpdate.update(state, .brokerConnection(lost: true)).0
        let lost = try Self.footer(state)
        #expect(lost.contains("Broker gone — showing data from 10:30, 12 min ago"), "\(lost)")
        state = DashboardUpdate.update(state, .tick(now.addingTimeInterval(20 * 60))).0
        let later = try Self.footer(state)
        #expect(later.contains("Broker gone — showing data from 10:30, 32 min ago"), "\(later)")
        state = DashboardUpdate.update(state, .brokerConnection(lost: false)).0
        let back = try Self.footer(state)
        #expect(!back.contains("Broker gone"), "\(back)")
    }
}

extension BrokerGoneFooterTests {
    @Test func thePlacesPageSaysItToo() throws {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 120, rows: 40),
            now: SampleForecasts.berlinNow)
        state.places = ["Berlin", "Vilnius"]
        state.page = .places
        state = DashboardUpdate.update(state, .brokerConnection(lost: true)).0
        let footer = try Self.footer(state)
        #expect(footer.hasPrefix(" Broker gone · Each place refreshes every"), "\(footer)")
    }
}
