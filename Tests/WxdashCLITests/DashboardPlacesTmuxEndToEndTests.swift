import Foundation
import Testing

/// The Places page in a real terminal: with two saved places it is the fourth page, opening it asks for the
/// place not on screen once (its own schedule), and a number key opens that place's Now page.
@Suite(.serialized) struct DashboardPlacesTmuxEndToEndTests {
    static let config = """
        units = "metric"

        [[places]]
        name = "Home"
        lat = 27.7017
        lon = 85.3206

        [[places]]
        name = "Work"
        lat = 27.71
        lon = 85.31

        """

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theOverviewShowsBothPlacesAndANumberOpensOne()
        async throws
    {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(apiBase: server.base, arguments: [], config: Self.config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let home = try await session.waitFor {
            ($0.contains("(1/2)") && $0.contains("Feels like")) || DashboardInTmux.exited($0)
        }
        #expect(home.contains("Home  (1/2)"), "\(home)")
        #expect(home.contains("○ ○ ○"), "four pages with two places: \(home)")
        try session.press("4")
        let places = try await session.waitFor {
            $0.contains("Places  (2 saved)") && $0.components(separatedBy: "Updated").count >= 3
        }
        // Two cards, each with its weather; their titles are plain text or lettered as the room allows (a banner's
        // height changes which), so the number that opens a place is checked by pressing it below.
        #expect(places.components(separatedBy: "Partly cloudy").count == 3, "\(places)")
        #expect(places.components(separatedBy: "H 21°").count == 3, "\(places)")
        let forecasts = server.requests().filter { $0.path == "/v1/forecast" }
        #expect(
            forecasts.count == 2,
            "Home once at the start, Work once when the overview opened: \(forecasts.map(\.query))")
        try session.press("2")
        // The whole page, not a screen caught halfway through its repaint.
        let work = try await session.waitFor { $0.contains("Work  (2/2)") && $0.contains("Feels like") }
        #expect(work.contains("Feels like"), "\(work)")
        #expect(
            server.requests().filter { $0.path == "/v1/forecast" }.count == 2,
            "its data is fresh: Enter asks for nothing")
        try session.press("q")
        let shell = try await session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }

    /// `pages` naming places may come from the config or WXDASH_PAGES: with a place named on the command line the
    /// dashboard still starts, leaves the page out and says so once.
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func pagesPlacesWithOnePlaceIsLeftOutWithANote()
        async throws
    {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3"],
            config: "pages = \"now,forecast,places\"\n" + Self.config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let started = try await session.waitFor {
            ($0.contains("Places page is left out") && $0.contains("Feels like")) || DashboardInTmux.exited($0)
        }
        #expect(started.contains("The Places page is left out"), "\(started)")
        #expect(started.contains("● ○ ○"), "three pages, no fourth: \(started)")
        try session.press("q")
        let shell = try await session.waitFor { DashboardInTmux.exited($0) }
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
