import Foundation
import Testing

/// The dashboard's Radar page in a real terminal (tmux), against a loopback server that answers as RainViewer does
/// (rainviewer_scene.py): rain 40 km west of Kathmandu coming east at 60 km/h, two pages to the right of Now.
@Suite(.serialized) struct DashboardRadarTmuxEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theRadarPageShowsTheRainAndWhenItArrives()
        async throws
    {
        let server = try NowRadarEndToEndTests.server()
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: ["--lat", "27.7", "--lon", "85.32", "--units", "metric", "--radar-base", server.base])
        defer { dashboard.stop() }
        let session = dashboard.session
        let nowPage = try await session.waitFor { $0.contains("Feels like") || DashboardInTmux.exited($0) }
        #expect(nowPage.contains("Feels like"), "\(nowPage)")
        #expect(
            !server.requests().contains { $0.path.hasPrefix("/public/") },
            "the radar is not asked before its page shows")

        try session.press("Right")
        _ = try await session.waitFor { $0.contains("Next 24 hours") }
        try session.press("Right")
        // The legend is the page's last row: the whole redraw is in the capture. The animation steps through the
        // frames: the wait is for the newest (15:40), which it holds longest.
        let radarPage = try await session.waitFor {
            ($0.contains("Radar 15:40") && $0.contains("Radar: rain") && $0.contains("Radar: RainViewer")
                && $0.contains("light <2.5"))
                || DashboardInTmux.exited($0)
        }
        #expect(radarPage.contains("Radar 15:40"), "the newest frame's time on Kathmandu's clock:\n\(radarPage)")
        #expect(
            radarPage.range(
                of: "Radar: rain 2[0-9] km W, moving E at about [4-7][0-9] km/h, here in about [0-9]+ min",
                options: .regularExpression) != nil,
            "\(radarPage)")
        // The rain, in half-blocks, on the left of the place's marker.
        let lines = radarPage.split(separator: "\n", omittingEmptySubsequences: false)
        let markRow = try #require(
            lines.firstIndex { $0.contains("+") && !$0.contains("Radar") }, "the place is marked:\n\(radarPage)")
        let markColumn = try #require(lines[markRow].firstIndex(of: "+"))
        let rainRows = lines.filter { $0.contains("▀") || $0.contains("▄") }
        #expect(!rainRows.isEmpty, "\(radarPage)")
        let leftOfMark = lines[max(0, markRow - 3)...min(lines.count - 1, markRow + 3)].contains { line in
            line.prefix(lines[markRow].distance(from: lines[markRow].startIndex, to: markColumn)).contains {
                $0 == "▀" || $0 == "▄"
            }
        }
        #expect(leftOfMark, "the rain is west of the place:\n\(radarPage)")
        #expect(radarPage.contains("light <2.5"))
        let tiles = server.requests().map(\.path).filter { $0.hasPrefix("/v2/radar/") }
        #expect(!tiles.isEmpty)
        #expect(tiles.allSatisfy { (Int($0.split(separator: "/")[4]) ?? 99) <= 7 }, "\(tiles)")
        #expect(server.requests().filter { $0.path == "/public/weather-maps.json" }.count == 1, "one read of the index")
        // Two hours of frames are more tiles than a minute's budget (30 requests): the newest came first, and the
        // rest wait for the next read; that is no problem to show.
        #expect(tiles.count + 1 <= 30, "\(tiles.count) tiles")
        #expect(!radarPage.contains("Radar not updated"), "\(radarPage)")

        // The animation goes on to the older frames (two hours of them, from 13:40).
        let older = try await session.waitFor {
            $0.range(of: "Radar 1[345]:[0-5]0", options: .regularExpression).map { !$0.isEmpty } == true
                && !$0.contains("Radar 15:40")
        }
        #expect(
            // How many frames are in yet depends on the reads so far (a minute's budget is not two hours of tiles).
            older.range(of: "Radar 1[345]:[0-5]0  [▪·]*▪[▪·]*", options: .regularExpression) != nil,
            "an older frame, its place in the loop:\n\(older)")

        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }

    /// `--demo`'s radar agrees with its forecast: rain south-west of Berlin coming north-east with the south-west
    /// wind, arriving a little after the nowcast's 11:00, so the Now page's sentence stays the nowcast's.
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theDemosRadarAgreesWithItsNowcast() async throws
    {
        // The demo asks no server; naming one only keeps the test support from turning the radar off.
        let dashboard = try await DashboardInTmux(
            apiBase: "http://127.0.0.1:9", arguments: ["--demo", "--radar-base", "http://127.0.0.1:9"])
        defer { dashboard.stop() }
        let session = dashboard.session
        let nowPage = try await session.waitFor { $0.contains("Rain from 11:00") || DashboardInTmux.exited($0) }
        #expect(nowPage.contains("Rain from 11:00"), "\(nowPage)")
        try session.press("5")
        let radarPage = try await session.waitFor(seconds: 30) {
            ($0.contains("Radar 10:30") && $0.contains("Radar: rain") && $0.contains("light <2.5"))
                || DashboardInTmux.exited($0)
        }
        #expect(
            radarPage.range(
                of:
                    "Radar: rain 2[0-9] km SW, moving (NNE|NE|ENE) at about [3-5][0-9] km/h, here in about (3[0-9]|4[0-5]) min",
                options: .regularExpression) != nil,
            "\(radarPage)")
        #expect(radarPage.contains("Radar 10:30"), "the newest frame at the sample's now:\n\(radarPage)")
        try session.press("1")
        // A capture can fall between two rows of a redraw: the wait is for the sentence itself (and runs out when it
        // never comes).
        let nowAgain = try await session.waitFor {
            ($0.contains("Feels like") && $0.contains("Rain from 11:00")) || DashboardInTmux.exited($0)
        }
        #expect(nowAgain.contains("Rain from 11:00"), "the radar tells the same story as the nowcast:\n\(nowAgain)")
        try session.press("q")
        _ = try await session.waitFor(DashboardInTmux.exited)
    }
}
