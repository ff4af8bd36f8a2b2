import Foundation
import Testing

/// The dashboard with Open-Meteo down: MET Norway's forecast at once, the footer saying so, and Open-Meteo's again
/// when it is back.
@Suite(.serialized) struct DashboardFallbackTmuxEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func fallsBackToMetNorwayAndComesBack() async throws {
        let openMeteoDown = try FixtureServer(["/v1/forecast": FallbackEndToEndTests.openMeteoDown])
        defer { openMeteoDown.stop() }
        let port = openMeteoDown.port
        let metNorway = try FixtureServer([MetNorwayFixture.path: .init(body: MetNorwayFixture.body(temperature: -3))])
        defer { metNorway.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: "http://127.0.0.1:\(port)",
            arguments: [
                "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--refresh", "1s", "--metno-base", metNorway.base
            ])
        defer { dashboard.stop() }
        let session = dashboard.session
        let fallen = try await session.waitFor(seconds: 20) {
            $0.contains("from MET Norway") || DashboardInTmux.exited($0)
        }
        // At 100 columns the footer has room for the short form: where from, and which one is failing.
        #expect(
            fallen.contains("from MET Norway (Open-Meteo failing)")
                || fallen.contains("from MET Norway · Open-Meteo failing since"), "\(fallen)")
        #expect(fallen.contains("-3°"), "MET Norway's temperature is shown:\n\(fallen)")

        openMeteoDown.stop()
        let up = try FixtureServer(["/v1/forecast": FallbackEndToEndTests.openMeteoUp], port: port)
        defer { up.stop() }
        let back = try await session.waitFor(seconds: 20) {
            $0.contains("Feels like 17°") && !$0.contains("MET Norway")
        }
        #expect(back.contains("Open-Meteo") && !back.contains("failing since"), "\(back)")
        try session.press("q")
        try await session.waitFor(DashboardInTmux.exited)
    }
}
