import Dashboard
import Drawing
import Foundation
import HTTP
import Terminal
import WeatherKit
import WeatherStore

/// `make bench`: the speed and memory figures the wall-display issue asks for, from one run, as medians.
struct Benchmarks {
    let root: URL
    let binary: URL
    /// Runs of a figure that takes milliseconds, and of one that takes seconds.
    let runs = 21
    let longRuns = 5
    let goals = GoalTable()

    func run() async throws {
        say(
            "wxdash bench — \(MachineLoad.cores) cores, "
                + (MachineLoad.now().map { String(format: "load %.1f", $0) } ?? "load unknown")
                + " at the start; every figure is the median of several runs, with the lowest and highest")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "WXDASH_ASSETS": root.appendingPathComponent("Assets").path, "no_proxy": "127.0.0.1,localhost",
            // Only the loopback servers here: no alert source is asked.
            "WXDASH_NO_ALERTS": "1",
            "WXDASH_NO_RADAR": "1"
        ]
        try fillCache(environment: environment)
        try measureHello(environment: environment)
        let place = ["--lat", "27.7", "--lon", "85.3", "--units", "metric"]
        // Port 9 on loopback refuses at once; the first paint comes from the cache before any answer matters.
        var paintEnvironment = environment
        paintEnvironment["WXDASH_EXIT_AFTER_FIRST_PAINT"] = "1"
        let (firstPaint, paintLoad) = try MachineLoad.around {
            try Sample.time(runs: runs) {
                try ChildProcess.run(
                    [binary.path] + place + ["--api-base", "http://127.0.0.1:9"], environment: paintEnvironment,
                    onTerminal: true)
            }
        }
        goals.addTime("exec → first full paint from cache", firstPaint, goal: 0.015, load: paintLoad)
        let assets = root.appendingPathComponent("Assets")
        let loading = try Stopwatch.median(runs: runs) { _ = try AssetLibrary.load(from: assets) }
        report("  of which: loading glyphs, fonts and art", loading, goal: .infinity)
        try startup(environment: environment, place: place)
        try bigJournal(environment: environment, home: home, place: place)
        try transport(environment: environment)
        try manyPlaces(environment: environment, home: home)
        try installedSize()
        try await frames()
        try await clockFrames()
        try await decoding()
        try radar()
        goals.printSummary()
    }

    /// The floor of this machine in this run: a Foundation "hello", built with this toolchain.
    private func measureHello(environment: [String: String]) throws {
        guard let hello = try? FoundationHello.build() else {
            say("  (no swiftc for the hello: figures are not read against it)")
            return
        }
        defer { hello.remove() }
        let floor = try Sample.time(runs: runs) {
            try ChildProcess.run([hello.binary.path], environment: environment, onTerminal: false)
        }
        goals.hello = floor
        say(
            "  " + "a Foundation \"hello\" (the floor)".padding(toLength: 56, withPad: " ", startingAt: 0) + " "
                + GoalTable.time(floor))
    }

    private func frames() async throws {
        let assets = try AssetLibrary.load(from: root.appendingPathComponent("Assets"))
        let forecast = try assets.loadSampleForecast().forecast
        let screen = try await Screen(headless: "xterm-256color")
        for size in [
            Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 200, rows: 60),
            Size(columns: 320, rows: 90)
        ] {
            await screen.resize(to: size)
            // The Radar page has figures of its own, with frames (`radar()`).
            for page in Page.allCases where page != .radar {
                var state = AppState(forecast: forecast, units: .metric, size: size, now: forecast.current.time)
                state.page = page
                var samples: [TimeInterval] = []
                for _ in 0..<200 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let canvas = DashboardView(state: state, assets: assets).render()
                    await screen.draw(canvas)
                    samples.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                }
                samples.sort()
                // The goals grow with the cells: about 1 µs per 10 cells, and 2 ms at 200×60.
                let goal = size.columns <= 80 ? 0.0005 : max(0.002, Double(size.columns * size.rows) / 6_000_000)
                report("frame compose+blit \(size) \(page.title) (200 frames)", samples[samples.count / 2], goal: goal)
            }
        }
        await screen.stop()
    }

    /// A minute tick on the Now page: only the clock differs from the frame before, so only it is handed to
    /// ncurses (the blit, timed alone; composing the page is timed above). An unchanged frame costs a comparison.
    private func clockFrames() async throws {
        let assets = try AssetLibrary.load(from: root.appendingPathComponent("Assets"))
        let forecast = try assets.loadSampleForecast().forecast
        let screen = try await Screen(headless: "xterm-256color")
        for (size, goal) in [(Size(columns: 80, rows: 24), 0.0001), (Size(columns: 200, rows: 60), 0.0004)] {
            await screen.resize(to: size)
            let frames = [0.0, 60].map { minute in
                DashboardView(
                    state: AppState(
                        forecast: forecast, units: .metric, size: size, now: forecast.current.time + minute),
                    assets: assets
                )
                .render()
            }
            var ticks: [TimeInterval] = []
            var unchanged: [TimeInterval] = []
            await screen.draw(frames[0])
            for index in 0..<200 {
                var start = DispatchTime.now().uptimeNanoseconds
                await screen.draw(frames[(index + 1) % 2])
                ticks.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                start = DispatchTime.now().uptimeNanoseconds
                await screen.draw(frames[(index + 1) % 2])
                unchanged.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            ticks.sort()
            unchanged.sort()
            report("blit of a minute tick (only the clock changes) \(size)", ticks[ticks.count / 2], goal: goal)
            report("blit of an unchanged frame \(size)", unchanged[unchanged.count / 2], goal: goal)
        }
        await screen.stop()
    }

    private func decoding() async throws {
        let body = OpenMeteoSample.sixteenDays()
        let provider = OpenMeteoProvider(base: URL(fileURLWithPath: "/"), http: CannedResponse(body: body))
        let request = ForecastRequest(place: .coordinates(latitude: 52.52, longitude: 13.41), days: 16)
        var samples: [TimeInterval] = []
        for _ in 0..<50 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try await provider.forecast(request, now: Date())
            samples.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        report(
            "decode+map 16-day hourly Open-Meteo (\(body.count / 1024) KiB, 50 runs)", samples[samples.count / 2],
            goal: 0.005)
    }

    /// One live run against a loopback server leaves this place's forecast in the cache.
    private func fillCache(environment: [String: String]) throws {
        let fixture = root.appendingPathComponent("Tests/WeatherKitTests/Fixtures/openmeteo/kathmandu_0545.json")
        let server = try BenchFixtureServer(root: root, routes: #"{"/v1/forecast": {"body_file": "\#(fixture.path)"}}"#)
        defer { server.stop() }
        let status = try ChildProcess.run(
            [binary.path, "now", "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--api-base", server.base],
            environment: environment, onTerminal: false)
        guard status == 0 else {
            throw ChildProcess.Failure(description: "filling the cache failed (status \(status))")
        }
    }

    /// `now --offline` in a status bar, against the hello of this run (goal: at most 1.2 times as long) and its own
    /// peak memory (goal: 15 MB).
    private func startup(environment: [String: String], place: [String]) throws {
        let offlineArguments = [binary.path, "now", "--offline", "--format", "line"] + place
        let json = try Stopwatch.median(runs: runs) {
            try ChildProcess.run(
                [binary.path, "now", "--offline", "--format", "json"] + place, environment: environment,
                onTerminal: false)
        }
        report("wxdash now --offline --format json", json, goal: 0.045)
        let ((offline, peak), load) = try MachineLoad.around {
            let offline = try Sample.time(runs: runs) {
                try ChildProcess.run(offlineArguments, environment: environment, onTerminal: false)
            }
            let peak = try Sample.measure(runs: longRuns) {
                try ChildProcess.runMeasured(offlineArguments, environment: environment).peakMegabytes
            }
            return (offline, peak)
        }
        var measured = GoalTable.time(offline)
        var met = peak.median <= 15
        if let hello = goals.hello, hello.median > 0 {
            let ratio = offline.median / hello.median
            measured += String(format: " = %.2f× hello", ratio)
            met = met && ratio <= 1.2
        } else {
            met = met && offline.median <= 0.015
        }
        measured += String(format: ", %.1f MB (%.1f–%.1f)", peak.median, peak.lowest, peak.highest)
        goals.add(
            GoalTable.Row(
                figure: "wxdash now --offline --format line", measured: measured,
                goal: goals.hello == nil ? "≤ 15 ms, ≤ 15 MB" : "≤ 1.2× hello, ≤ 15 MB",
                met: met, load: load))
    }

    /// A journal kept for years: 200,000 moods (one in three with weather). `mood list` and `mood stats` whole,
    /// and the dashboard's first paint on its Mood page.
    private func bigJournal(environment: [String: String], home: URL, place: [String]) throws {
        var environment = environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        let path = MoodJournal.defaultPath(environment: environment)
        _ = try MoodJournal(path: path)
        try Database(path: path).execute(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000)
            INSERT INTO mood (created_at, utc_offset_seconds, level, comment)
                SELECT 1796032800 - i * 1500, 3600, 1 + i % 5, 'walked to work ' || i FROM n;
            INSERT INTO forecast (mood_id, created_at, latitude, longitude, temperature, summary, condition, is_day)
                SELECT id, created_at, 27.7, 85.3, id % 30 - 5, 'Partly cloudy', 'partly-cloudy', id % 2 FROM mood WHERE id % 3 = 0;
            """)
        let (stats, statsLoad) = try MachineLoad.around {
            try (0..<longRuns).map { _ in
                try ChildProcess.runMeasured([binary.path, "mood", "stats"], environment: environment)
            }
        }
        goals.addTime(
            "wxdash mood stats (200,000 moods)", Sample(stats.map(\.seconds)), goal: 0.3, load: statsLoad,
            memory: Sample(stats.map(\.peakMegabytes)),
            cpu: Sample(stats.map(\.cpuSeconds)))
        let (list, listLoad) = try MachineLoad.around {
            try (0..<longRuns).map { _ in
                try ChildProcess.runMeasuredFirstLine([binary.path, "mood", "list"], environment: environment)
            }
        }
        let firstLines = Sample(list.compactMap(\.firstLine))
        let wholeLists = Sample(list.map(\.0.seconds))
        goals.add(
            GoalTable.Row(
                figure: "wxdash mood list (200,000 moods): first line / all",
                measured: GoalTable.time(firstLines) + " / " + GoalTable.time(wholeLists) + ", CPU "
                    + GoalTable.duration(Sample(list.map(\.0.cpuSeconds)).median),
                goal: "≤ 200 ms / ≤ 1 s",
                met: firstLines.median <= 0.2 && wholeLists.median <= 1, load: listLoad))
        for format in ["json", "csv"] {
            let (exported, load) = try MachineLoad.around {
                try (0..<longRuns).map { _ in
                    try ChildProcess.runMeasured(
                        [binary.path, "mood", "list", "--format", format], environment: environment)
                }
            }
            goals.addTime(
                "wxdash mood list --format \(format) (200,000 moods)", Sample(exported.map(\.seconds)), goal: 2,
                load: load,
                memory: Sample(exported.map(\.peakMegabytes)), memoryGoal: 40, cpu: Sample(exported.map(\.cpuSeconds)))
        }
        var paintEnvironment = environment
        paintEnvironment["WXDASH_EXIT_AFTER_FIRST_PAINT"] = "1"
        let (paint, paintLoad) = try MachineLoad.around {
            try Sample.time(runs: runs) {
                try ChildProcess.run(
                    [binary.path] + place + [
                        "--api-base", "http://127.0.0.1:9", "--rotate", "1h", "--pages", "mood,now"
                    ], environment: paintEnvironment,
                    onTerminal: true)
            }
        }
        goals.addTime("first paint of the Mood page (200,000 moods)", paint, goal: 0.030, load: paintLoad)
    }

    /// What hostile servers cost `wxdash now`: CPU while it waits, memory against bodies that never end or
    /// inflate to a gigabyte, and how long it takes to give up on one that trickles.
    private func transport(environment: [String: String]) throws {
        let server = try BenchFixtureServer(
            root: root,
            routes: """
                {"/silent/v1/forecast": {"silent": true}, "/trickle/v1/forecast": {"trickle_body": true},
                 "/bomb/v1/forecast": {"gzip_bomb_mib": 1024}, "/endless/v1/forecast": {"endless": true},
                 "/chunked/v1/forecast": {"endless": true, "chunked": true}}
                """)
        defer { server.stop() }
        func now(_ route: String, timeout: Int) throws -> ChildProcess.Measured {
            try ChildProcess.runMeasured(
                [
                    binary.path, "now", "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--timeout",
                    String(timeout),
                    "--api-base", "\(server.base)/\(route)"
                ],
                environment: environment)
        }
        let silent = try now("silent", timeout: 5)
        let share = silent.cpuSeconds / max(silent.seconds, 0.001)
        say(
            "  " + "CPU while waiting 5 s on a silent server".padding(toLength: 56, withPad: " ", startingAt: 0)
                + String(
                    format: "%8.2f %% of a core (%.3f s CPU in %.1f s)   goal ≤ 1 %%  ", share * 100, silent.cpuSeconds,
                    silent.seconds)
                + (share <= 0.01 ? "ok" : "OVER"))
        for (route, name) in [
            ("bomb", "a gzip bomb (1 MB → 1 GiB)"), ("endless", "an endless body"),
            ("chunked", "an endless chunked body")
        ] {
            let run = try now(route, timeout: 15)
            say(
                "  " + "peak memory against \(name)".padding(toLength: 56, withPad: " ", startingAt: 0)
                    + String(format: "%8.1f MB (exit %d)   goal ≤ 60 MB  ", run.peakMegabytes, run.exitStatus)
                    + (run.peakMegabytes <= 60 ? "ok" : "OVER"))
        }
        let trickle = try now("trickle", timeout: 3)
        say(
            "  " + "giving up on a trickling body with --timeout 3".padding(toLength: 56, withPad: " ", startingAt: 0)
                + String(format: "%8.2f s (exit %d)   goal ≤ 3.5 s  ", trickle.seconds, trickle.exitStatus)
                + (trickle.seconds <= 3.5 ? "ok" : "OVER"))
    }

    /// `now --all` over 1,000 saved places: against a loopback server that answers (all of them, in time and
    /// memory goals), and against one that never answers (the whole command ends with its one deadline).
    private func manyPlaces(environment: [String: String], home: URL) throws {
        let fixture = root.appendingPathComponent("Tests/WeatherKitTests/Fixtures/openmeteo/kathmandu_0545.json")
        let server = try BenchFixtureServer(
            root: root,
            routes: """
                {"/v1/forecast": {"body_file": "\(fixture.path)"}, "/silent/v1/forecast": {"silent": true}}
                """)
        defer { server.stop() }
        let config = home.appendingPathComponent("many-places.toml")
        let places = (0..<1000).map { index in
            "[[places]]\nname = \"Place \(index)\"\nlat = \(Double(index % 170) - 85 + 0.25)\nlon = \(Double(index % 350) - 175 + 0.5)\n"
        }
        try places.joined(separator: "\n").write(to: config, atomically: true, encoding: .utf8)
        var environment = environment
        environment["WXDASH_CONFIG"] = config.path
        // Every run starts from an empty cache folder: 2,000 requests a run would soon spend the day's request budget
        // kept there (requests.tsv), and the later runs would time refusals, not fetches.
        var run = 0
        func all(_ base: String, timeout: Int) throws -> ChildProcess.Measured {
            run += 1
            var fresh = environment
            fresh["XDG_CACHE_HOME"] = home.appendingPathComponent("many-places-cache-\(run)").path
            return try ChildProcess.runMeasured(
                [
                    binary.path, "now", "--all", "--format", "line", "--units", "metric", "--timeout", String(timeout),
                    "--api-base", base
                ],
                environment: fresh)
        }
        let (answered, load) = try MachineLoad.around {
            try (0..<longRuns).map { _ in try all(server.base, timeout: 60) }
        }
        if let failed = answered.first(where: { $0.exitStatus != 0 }) {
            say("  (now --all ended with status \(failed.exitStatus): places failed)")
        }
        goals.addTime(
            "now --all, 1,000 places, loopback server", Sample(answered.map(\.seconds)), goal: 3, load: load,
            memory: Sample(answered.map(\.peakMegabytes)), memoryGoal: 60, cpu: Sample(answered.map(\.cpuSeconds)))
        let hanging = try all("\(server.base)/silent", timeout: 3)
        say(
            "  "
                + "now --all, 1,000 places, --timeout 3, server never answers".padding(
                    toLength: 56, withPad: " ", startingAt: 0)
                + String(
                    format: "%8.2f s, %.1f MB (exit %d)   goal ≤ 4 s  ", hanging.seconds, hanging.peakMegabytes,
                    hanging.exitStatus)
                + (hanging.seconds <= 4 ? "ok" : "OVER"))
    }

    /// What `make install` puts on disk: the binary stripped as `install -s` does, the assets and the man page.
    private func installedSize() throws {
        let stripped = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-stripped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stripped) }
        try FileManager.default.copyItem(at: binary, to: stripped)
        guard try ChildProcess.run(["/usr/bin/strip", stripped.path], environment: [:], onTerminal: false) == 0 else {
            throw ChildProcess.Failure(description: "strip failed")
        }
        func megabytes(_ url: URL) -> Double {
            let keys: Set<URLResourceKey> = [.fileSizeKey, .isRegularFileKey]
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: Array(keys)) else {
                return Double((try? url.resourceValues(forKeys: keys).fileSize) ?? 0) / 1_000_000
            }
            var bytes = 0
            for case let file as URL in files where (try? file.resourceValues(forKeys: keys).isRegularFile) == true {
                bytes += (try? file.resourceValues(forKeys: keys).fileSize) ?? 0
            }
            return Double(bytes) / 1_000_000
        }
        let binarySize = Double((try? stripped.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) / 1_000_000
        let assets = megabytes(root.appendingPathComponent("Assets"))
        goals.add(
            GoalTable.Row(
                figure: "installed size (stripped binary + assets + man page)",
                measured: String(
                    format: "%.1f MB (binary %.1f MB, assets %.1f MB)", binarySize + assets, binarySize, assets),
                goal: "≤ 25 MB",
                met: binarySize + assets <= 25, load: MachineLoad()))
    }

    /// `goal` infinite: a figure with no goal of its own.
    func report(_ name: String, _ seconds: TimeInterval, goal: TimeInterval) {
        let verdict = seconds <= goal ? "ok" : "OVER"
        let figure =
            "  " + name.padding(toLength: 56, withPad: " ", startingAt: 0) + String(format: "%8.3f ms", seconds * 1000)
        say(goal.isInfinite ? figure : figure + String(format: "   goal ≤ %.1f ms  ", goal * 1000) + verdict)
    }
}

/// Writes a line at once, so a long run shows its progress.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Answers every request with the same body.
struct CannedResponse: HTTPFetching {
    let body: Data

    func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        HTTPResponse(url: url, status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
