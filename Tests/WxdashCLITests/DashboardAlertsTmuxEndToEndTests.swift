import Foundation
import Testing

/// The built dashboard with official alerts for a US place, in a real terminal (tmux), against a loopback server
/// answering like NWS: the band on top, `a` for the full text, and a warning that ends leaving at its end, with no
/// second request.
@Suite(.serialized) struct DashboardAlertsTmuxEndToEndTests {
    static let newYorkOffset = -5 * 3600
    /// The dashboard's clock starts here (WXDASH_NOW) and runs on at the real pace.
    static let start = Date(timeIntervalSince1970: Double(NowOpenMeteoEndToEndTests.fixtureTime) ?? 0)

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: newYorkOffset)
        return formatter.string(from: date)
    }

    static func feature(_ event: String, severity: String, ends: Date) -> String {
        let sent = iso(start.addingTimeInterval(-3600))
        return
            #"{"id":"x","type":"Feature","geometry":null,"properties":{"id":"urn:oid:\#(event)","areaDesc":"New York (Manhattan)","sent":"\#(sent)","effective":"\#(sent)","onset":"\#(sent)","expires":"\#(iso(ends))","ends":"\#(iso(ends))","status":"Actual","messageType":"Alert","severity":"\#(severity)","event":"\#(event)","senderName":"NWS New York NY","headline":"\#(event) issued by NWS New York NY","description":"* WHAT...Damaging winds.\n\n* WHERE...New York (Manhattan).","instruction":"Secure outdoor objects.","parameters":{}}}"#
    }

    /// A tornado warning that ends 90 seconds after the dashboard's clock starts (half way between two minute ticks,
    /// and time enough for a busy machine to show it first), and a wind advisory for five hours.
    static var nwsBody: String {
        let features = [
            feature("Tornado Warning", severity: "Extreme", ends: start.addingTimeInterval(90)),
            feature("Wind Advisory", severity: "Moderate", ends: start.addingTimeInterval(5 * 3600))
        ]
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theBandTheListAndAWarningThatEndsAtItsEnd()
        async throws
    {
        let server = try FixtureServer([
            "/v1/forecast": .init(
                body: try NowAlertsEndToEndTests.forecast(timezone: "America/New_York", offset: Self.newYorkOffset)),
            "/v1/search": .init(
                body: NowAlertsEndToEndTests.geocoding(
                    name: "New York", region: "New York", code: "US", country: "United States", lat: 40.71427,
                    lon: -74.00597, timezone: "America/New_York")),
            "/alerts/active": .init(body: Self.nwsBody, headers: ["Content-Type": "application/geo+json"])
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: [
                "--city", "'New York'", "--geocoding-base", server.base, "--alerts-base", server.base, "--units",
                "metric"
            ])
        defer { dashboard.stop() }
        // Just before the dashboard's clock starts at `start`.
        let launched = ContinuousClock.now
        let session = dashboard.session

        let banded = try await session.waitFor { $0.contains("Tornado Warning") || DashboardInTmux.exited($0) }
        let top = banded.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(
            top.contains("⚠ Tornado Warning until 05:01"),
            "the most severe on top, its end in New York's clock:\n\(banded)")
        #expect(top.contains("+1 more"), "\(banded)")
        #expect(banded.contains("New York"), "\(banded)")

        try session.press("a")
        // The whole list, not a screen caught halfway through its repaint (the band above never names the advisory).
        let list = try await session.waitFor {
            $0.contains("Official alerts") && $0.contains("Wind Advisory") && $0.contains("What to do")
        }
        #expect(list.contains("Tornado Warning issued by NWS New York NY"), "\(list)")
        #expect(list.contains("What to do: Secure outdoor objects."), "\(list)")
        #expect(list.contains("Wind Advisory"), "\(list)")
        try session.press("Escape")
        let closed = try await session.waitFor { !$0.contains("Official alerts") }
        #expect(!closed.contains("WXDASH-EXIT"), "Esc closes the list and does not quit:\n\(closed)")

        // Watched from a thread of its own, so the moment it goes is seen when it comes however busy the machine.
        let elapsed = ContinuousClock.now - launched
        let sinceLaunch = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let gone = await session.watch(seconds: 150 - sinceLaunch) { !$0.contains("Tornado Warning") }
        let ended = try #require(gone?.screen, "the warning was still shown 150 s after the start; it ends at 90 s")
        let endedAfter = sinceLaunch + (gone?.seconds ?? 0)
        // Its own tick, not the next minute's (at 120 s): gone within moments of its end, and not before.
        #expect(endedAfter >= 89 && endedAfter < 115, "gone \(endedAfter) s after the start; it ends at 90 s")
        let newTop = ended.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(newTop.contains("⚠ Wind Advisory until 10:00"), "the warning left at its end:\n\(ended)")
        #expect(!newTop.contains("more"), "\(ended)")
        #expect(
            server.requests().filter { $0.path == "/alerts/active" }.count == 1,
            "gone at its end, with no second request")
        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}
