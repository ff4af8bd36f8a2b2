import Dashboard
import Drawing
import Foundation
import Terminal
import WeatherKit

/// `make bench`: the speed and memory figures the wall-display issue asks for, from one run, as medians.
struct Benchmarks {
    let root: URL
    let binary: URL
    let runs = 21

    func run() async throws {
        say("wxdash bench — \(ProcessInfo.processInfo.processorCount) cores, medians of \(runs) runs unless stated")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "WXDASH_ASSETS": root.appendingPathComponent("Assets").path, "no_proxy": "127.0.0.1,localhost",
        ]
        try fillCache(environment: environment)
        let place = ["--lat", "27.7", "--lon", "85.3", "--units", "metric"]
        // Port 9 on loopback refuses at once; the first paint comes from the cache before any answer matters.
        var paintEnvironment = environment
        paintEnvironment["WXDASH_EXIT_AFTER_FIRST_PAINT"] = "1"
        let firstPaint = try Stopwatch.median(runs: runs) {
            try ChildProcess.run([binary.path] + place + ["--api-base", "http://127.0.0.1:9"], environment: paintEnvironment, onTerminal: true)
        }
        report("exec → first full paint from cache", firstPaint, goal: 0.060)
        let offline = try Stopwatch.median(runs: runs) {
            try ChildProcess.run([binary.path, "now", "--offline", "--format", "json"] + place, environment: environment, onTerminal: false)
        }
        report("wxdash now --offline --format json", offline, goal: 0.045)
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        say("  " + "resident memory of wxdash (largest run)".padding(toLength: 56, withPad: " ", startingAt: 0)
            + String(format: "%8.1f MB", Double(usage.ru_maxrss) / 1024))
        try await frames()
        try await decoding()
    }

    private func frames() async throws {
        let assets = try AssetLibrary.load(from: root.appendingPathComponent("Assets"))
        let forecast = try assets.loadSampleForecast().forecast
        let screen = try await Screen(headless: "xterm-256color")
        for size in [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 200, rows: 60), Size(columns: 320, rows: 90)] {
            await screen.resize(to: size)
            for page in Page.allCases {
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
                // The goals grow with the cells: about 1 µs per 10 cells, and 2 ms at 200×60 as before the layout.
                let goal = size.columns <= 80 ? 0.0005 : max(0.002, Double(size.columns * size.rows) / 6_000_000)
                report("frame compose+blit \(size) \(page.title) (200 frames)", samples[samples.count / 2], goal: goal)
            }
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
        report("decode+map 16-day hourly Open-Meteo (\(body.count / 1024) KiB, 50 runs)", samples[samples.count / 2], goal: 0.005)
    }

    /// One live run against a loopback server leaves this place's forecast in the cache.
    private func fillCache(environment: [String: String]) throws {
        let routes = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-bench-routes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: routes) }
        let fixture = root.appendingPathComponent("Tests/WeatherKitTests/Fixtures/openmeteo/kathmandu_0545.json")
        try Data(#"{"/v1/forecast": {"body_file": "\#(fixture.path)"}}"#.utf8).write(to: routes)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", root.appendingPathComponent("Tests/WxdashCLITests/Support/fixture_server.py").path, routes.path]
        let output = Pipe()
        let lifeline = Pipe()
        server.standardOutput = output
        server.standardInput = lifeline
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            try? lifeline.fileHandleForWriting.close()
            server.waitUntilExit()
        }
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let port = String(decoding: line, as: UTF8.self).replacingOccurrences(of: "PORT ", with: "")
        let status = try ChildProcess.run(
            [binary.path, "now", "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--api-base", "http://127.0.0.1:\(port)"],
            environment: environment, onTerminal: false)
        guard status == 0 else { throw ChildProcess.Failure(description: "filling the cache failed (status \(status))") }
    }

    private func report(_ name: String, _ seconds: TimeInterval, goal: TimeInterval) {
        let verdict = seconds <= goal ? "ok" : "OVER"
        say("  " + name.padding(toLength: 56, withPad: " ", startingAt: 0)
            + String(format: "%8.3f ms   goal ≤ %.1f ms  ", seconds * 1000, goal * 1000) + verdict)
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
