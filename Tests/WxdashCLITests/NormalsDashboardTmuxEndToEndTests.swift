import Foundation
import Testing

/// The dashboard against a loopback archive: the Now page says how much warmer than normal Vilnius is, the
/// meteogram draws the normal high and low; a failing archive leaves the screen as it is without normals.
@Suite(.serialized) struct NormalsDashboardTmuxEndToEndTests {
    static func dashboard(_ server: FixtureServer, _ extra: [String] = []) async throws -> DashboardInTmux {
        try await DashboardInTmux(
            apiBase: server.base,
            arguments: [
                "--lat", NormalsEndToEndTests.vilnius.latitude, "--lon", NormalsEndToEndTests.vilnius.longitude,
                "--units", "metric",
                "--archive-base", server.base
            ] + extra)
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func nowPageAndMeteogram() async throws {
        let server = try await NormalsEndToEndTests.server()
        defer { server.stop() }
        let dashboard = try await Self.dashboard(server)
        defer { dashboard.stop() }
        let degrees = Int(NormalsEndToEndTests.expectedDeparture(NormalsEndToEndTests.vilnius).rounded())
        let now = try await dashboard.session.waitFor(seconds: 30) {
            $0.contains("than normal") || DashboardInTmux.exited($0)
        }
        #expect(now.contains("\(degrees)° warmer than normal for 30 Nov"), "\(now)")
        try dashboard.session.press("Right")
        let forecast = try await dashboard.session.waitFor(seconds: 15) { $0.contains("╌") }
        #expect(forecast.contains("▲"), "Tuesday, far warmer than normal, is marked:\n\(forecast)")
        try dashboard.session.press("q")
        try await dashboard.session.waitFor(DashboardInTmux.exited)
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func aFailingArchiveLeavesTheScreenAsWithoutNormals()
        async throws
    {
        let server = try await NormalsEndToEndTests.server(archive: .init(status: 500, body: "oops"))
        defer { server.stop() }
        var screens: [String] = []
        for extra in [[], ["--no-normals"]] {
            let dashboard = try await Self.dashboard(server, extra)
            defer { dashboard.stop() }
            // The forecast may be drawn a frame before the footer says it is in: wait for both.
            screens.append(
                try await dashboard.session.waitFor(seconds: 30) {
                    ($0.contains("Feels like") && $0.contains("Updated")) || DashboardInTmux.exited($0)
                })
            try dashboard.session.press("q")
            try await dashboard.session.waitFor(DashboardInTmux.exited)
        }
        // The banner says one thing (the air quality the loopback server has none of, said first), the rest is the same.
        let body = { (screen: String) in
            screen.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.contains("ℹ") && !$0.contains("refresh.")
            }
        }
        #expect(body(screens[0]) == body(screens[1]), "\(screens[0])\n---\n\(screens[1])")
        #expect(!screens[0].contains("than normal"))
    }
}
