import Foundation
import Testing

/// The built dashboard in a real terminal (tmux), fed by a loopback server: pages, quits, and leaves the shell intact.
@Suite(.serialized) struct DashboardTmuxEndToEndTests {
    static var tmuxAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func exited(_ screen: String) -> Bool {
        DashboardInTmux.exited(screen)
    }

    @Test(.enabled(if: tmuxAvailable)) func pagesWithTheArrowKeysAndQuitsToAnIntactShell() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session

        let nowPage = try await session.waitFor {
            ($0.contains("Partly cloudy") && $0.contains("Feels like")) || Self.exited($0)
        }
        #expect(nowPage.contains("Partly cloudy"), "\(nowPage)")
        #expect(nowPage.contains("H 21°   L 6°"), "\(nowPage)")
        #expect(nowPage.contains("● ○"), "\(nowPage)")

        try session.press("Right")
        let forecastPage = try await session.waitFor { $0.contains("Next 24 hours") }
        #expect(forecastPage.contains("Next 24 hours"), "\(forecastPage)")
        #expect(forecastPage.contains("○ ●"), "\(forecastPage)")

        try session.press("q")
        let shell = try await session.waitFor(Self.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "q quits with status 0:\n\(shell)")
        #expect(!shell.contains("Next 24 hours"), "the dashboard is gone from the screen")
        // Counts the terminal modes a crashed full-screen program leaves behind; the typed line itself cannot match.
        try session.type("echo MODES-$(stty -a | tr ' ;' '\\n\\n' | grep -c -x -e '-echo' -e '-icanon')-END")
        let terminal = try await session.waitFor {
            $0.range(of: "MODES-[0-9]+-END", options: .regularExpression) != nil
        }
        #expect(terminal.contains("MODES-0-END"), "echo and line editing are back on:\n\(terminal)")
    }

    /// Over a slow ssh link an arrow key can arrive split (ESC, then `[C` later than ncurses waits): the wall
    /// display neither quits nor reads `[` as "previous place", and says what does quit.
    @Test(.enabled(if: tmuxAvailable)) func aSplitArrowKeyNeitherQuitsNorActs() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session
        _ = try await session.waitFor { $0.contains("Feels like") || Self.exited($0) }

        try session.press("Escape")
        let told = try await session.waitFor { $0.contains("Esc does not quit") || Self.exited($0) }
        #expect(told.contains("press q or Ctrl-C to quit"), "\(told)")
        try await Task.sleep(for: .milliseconds(200))
        try session.typeLiterally("[C")
        try session.press("Right")
        let forecastPage = try await session.waitFor { $0.contains("Next 24 hours") || Self.exited($0) }
        #expect(!Self.exited(forecastPage), "the dashboard is still running:\n\(forecastPage)")
        #expect(forecastPage.contains("○ ●"), "one page on, from Now: the remnant `[C` did nothing\n\(forecastPage)")
        try session.press("q")
        #expect(try await session.waitFor(Self.exited).contains("WXDASH-EXIT-0"))
    }

    @Test(.enabled(if: tmuxAvailable)) func goesOfflineKeepingItsDataAndComesBackWhenTheServerDoes() async throws {
        let route = FixtureServer.Route(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        let first = try FixtureServer(["/v1/forecast": route])
        defer { first.stop() }
        let port = first.port
        let dashboard = try await DashboardInTmux(
            apiBase: "http://127.0.0.1:\(port)",
            arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric", "--refresh", "1s"])
        defer { dashboard.stop() }
        let session = dashboard.session
        let fresh = try await session.waitFor { $0.contains("Updated") && $0.contains("Feels like") }
        #expect(fresh.contains("Updated") && !fresh.contains("Offline"), "\(fresh)")

        first.stop()
        let offline = try await session.waitFor(seconds: 20) { $0.contains("Offline — showing data from") }
        #expect(offline.contains("Offline — showing data from"), "\(offline)")
        #expect(offline.contains("Feels like 17°"), "the old data is still shown:\n\(offline)")

        let second = try FixtureServer(["/v1/forecast": route], port: port)
        defer { second.stop() }
        let back = try await session.waitFor(seconds: 20) { $0.contains("Updated") && !$0.contains("Offline") }
        #expect(back.contains("Updated") && !back.contains("Offline"), "\(back)")
        try session.press("q")
        try await session.waitFor(Self.exited)
    }

    /// A server that sends its headers and then trickles (a bad captive portal or proxy) cannot hold the
    /// dashboard: each fetch gives up at --timeout, and the page recovers by itself once the server is sane.
    @Test(.enabled(if: tmuxAvailable)) func aTricklingServerTimesOutAndTheDashboardRecoversWhenItIsFixed() async throws
    {
        let trickling = try FixtureServer(["/v1/forecast": .init(trickleBody: true)])
        defer { trickling.stop() }
        let port = trickling.port
        let dashboard = try await DashboardInTmux(
            apiBase: "http://127.0.0.1:\(port)",
            arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric", "--refresh", "1s", "--timeout", "1"])
        defer { dashboard.stop() }
        let session = dashboard.session
        // The dashboard says what it does (it retries by itself), and names the place it waits for, not a sample city.
        let stuck = try await session.waitFor(seconds: 20) { $0.contains("did not answer in time") }
        #expect(stuck.contains("did not answer in time"), "\(stuck)")
        #expect(!stuck.contains("--timeout"), "\(stuck)")
        #expect(stuck.contains("27.70°N 85.30°E: waiting for the first forecast"), "\(stuck)")
        #expect(!stuck.contains("Berlin"), "\(stuck)")

        trickling.stop()
        let fixed = try FixtureServer(
            ["/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))], port: port
        )
        defer { fixed.stop() }
        let back = try await session.waitFor(seconds: 20) { $0.contains("Feels like 17°") && $0.contains("Updated") }
        #expect(back.contains("Feels like 17°") && back.contains("Updated"), "\(back)")
        try session.press("q")
        try await session.waitFor(Self.exited)
    }

    @Test(.enabled(if: tmuxAvailable)) func aMoodLoggedWithMIsReadBackFromTheShell() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3", "--units", "metric"])
        defer { dashboard.stop() }
        let session = dashboard.session
        try await session.waitFor { $0.contains("Feels like") }
        try session.press("m")
        try await session.waitFor { $0.contains("How do you feel?") }
        try session.press("4")
        try session.typeLiterally("Clear head, 東京")
        let typed = try await session.waitFor { $0.contains("> Clear head, 東京_") }
        #expect(typed.contains("> Clear head, 東京_"), "\(typed)")
        try session.press("Enter")
        let saved = try await session.waitFor { $0.contains("Saved mood #1 (good)") }
        #expect(saved.contains("Saved mood #1 (good)"), "\(saved)")
        try session.press("3")
        let page = try await session.waitFor { $0.contains("Clear head, 東京") }
        #expect(page.contains("good"), "the Mood page lists it:\n\(page)")
        try session.press("q")
        try await session.waitFor(Self.exited)

        let listed = try await WxdashProcess.run(
            ["mood", "list", "--format", "json"], environment: ["XDG_DATA_HOME": dashboard.home.path])
        let object = try NowOpenMeteoEndToEndTests.json(listed.stdout)
        let mood = try #require((object["moods"] as? [[String: Any]])?.first)
        #expect(mood["level"] as? Int == 4)
        #expect(mood["comment"] as? String == "Clear head, 東京")
        let forecast = try #require(mood["forecast"] as? [String: Any], "the weather on screen was attached")
        #expect(forecast["temperature"] as? Double == 17.6)
    }
}

/// The Mood page of a dashboard whose journal is not a database says so, instead of "No moods yet".
@Suite(.serialized) struct MoodJournalProblemEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theMoodPageSaysWhyTheJournalCannotBeRead()
        async throws
    {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let garbage = Data(String(repeating: "not a database ", count: 300).utf8)
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3"], journal: garbage)
        defer { dashboard.stop() }
        let session = dashboard.session
        _ = try await session.waitFor { $0.contains("Feels like") || DashboardInTmux.exited($0) }
        try session.press("Left")
        let moodPage = try await session.waitFor {
            $0.contains("journal cannot be read") || $0.contains("No moods yet")
        }
        #expect(moodPage.contains("The mood journal cannot be read"), "\(moodPage)")
        #expect(!moodPage.contains("No moods yet"), "\(moodPage)")
        try session.press("q")
        _ = try await session.waitFor(DashboardInTmux.exited)
    }
}

/// A dashboard started over a damaged cache sets it aside, says so once, and shows the weather.
@Suite(.serialized) struct DamagedCacheDashboardEndToEndTests {
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func theDamagedCacheIsSetAsideWithOneBanner()
        async throws
    {
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { server.stop() }
        let garbage = Data(repeating: 0x41, count: 4096)
        let dashboard = try await DashboardInTmux(
            apiBase: server.base, arguments: ["--lat", "27.7", "--lon", "85.3"], cache: garbage)
        defer { dashboard.stop() }
        let session = dashboard.session
        // The notice is an 8-second banner: watched for from a thread of its own, so a busy run does not miss it.
        let noticed = await session.watch(seconds: 45) {
            $0.contains("The forecast cache was damaged") || DashboardInTmux.exited($0)
        }
        let screen = try #require(noticed?.screen, "the damaged cache was never said")
        #expect(screen.contains("The forecast cache was damaged"), "\(screen)")
        _ = try await session.waitFor { $0.contains("Feels like") || DashboardInTmux.exited($0) }
        let folder = dashboard.home.appendingPathComponent("wxdash")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = names.filter { $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal") }
        #expect(aside.count == 1, "\(names)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(aside.first ?? "").path) == garbage)
        try session.press("q")
        _ = try await session.waitFor(DashboardInTmux.exited)
    }
}
