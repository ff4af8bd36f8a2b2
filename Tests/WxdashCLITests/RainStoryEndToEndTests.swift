import Foundation
import Testing

/// The one rain outlook through `wxdash now`: Berlin's 15-minute nowcast has rain at 11:00 while its hourly rows
/// see no likely rain (the two models disagree), read at 10:40; then the same answer read offline hours later.
@Suite struct RainStoryEndToEndTests {
    static let berlinNow = Int(NowMoreThanTheTemperatureEndToEndTests.berlinNow) ?? 0

    /// A live run at 10:40, then runs from its cache at `later` seconds after.
    static func run(_ arguments: [String], offlineAfter later: Int? = nil) async throws -> WxdashProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-rain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try NowMoreThanTheTemperatureEndToEndTests.server("berlin")
        defer { server.stop() }
        var environment = [
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "WXDASH_NOW": String(berlinNow),
            "no_proxy": "127.0.0.1,localhost"
        ]
        let place = [
            "--city", "Berlin", "--api-base", server.base, "--geocoding-base", server.base, "--units", "metric",
            "--clock", "24"
        ]
        let live = try await WxdashProcess.run(
            ["now"] + place + (later == nil ? arguments : ["--format", "json"]), environment: environment)
        guard let later else { return live }
        #expect(live.status == 0, "\(live.stderr)")
        environment["WXDASH_NOW"] = String(berlinNow + later)
        return try await WxdashProcess.run(
            ["now", "--offline", "--city", "Berlin", "--units", "metric", "--clock", "24"] + arguments,
            environment: environment)
    }

    @Test func textSaysOneStoryLedByTheNowcast() async throws {
        let text = try await Self.run([])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.contains("No rain expected"), "\(text.stdout)")
        #expect(text.stdout.contains("Rain from 11:00 for about 45 min, then dry for 23 h"), "\(text.stdout)")
        // Told once: not again as the nowcast's own sentence.
        #expect(!text.stdout.contains("Rain starting in about"), "\(text.stdout)")
        #expect(text.stdout.split(separator: "\n").filter { $0.hasPrefix("Rain") }.count == 1, "\(text.stdout)")
    }

    @Test func rainShortIsTheNowcastsStartWithNoTrailingSpace() async throws {
        let line = try await Self.run(["--template", "{icon} {temp} {rain_short}"])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasSuffix(" ☂11:00\n"), "\(line.stdout)")
        let rain = try await Self.run(["--template", "{rain}"])
        #expect(rain.stdout.hasPrefix("Rain from 11:00"), "\(rain.stdout)")
    }

    @Test func threeHoursLaterOfflineTheNowcastIsNotNews() async throws {
        let soon = try await Self.run(["--template", "{rain_soon}"], offlineAfter: 3 * 3600)
        #expect(soon.status == 0, "\(soon.stderr)")
        #expect(!soon.stdout.contains("in about"), "\(soon.stdout)")
        #expect(soon.stdout.hasPrefix("–"), "\(soon.stdout)")
        let json = try await Self.run(["--format", "json"], offlineAfter: 3 * 3600)
        #expect(!json.stdout.contains("in about"), "\(json.stdout)")
    }

    @Test func thirtyHoursLaterTheTextAgreesWithItsTable() async throws {
        let text = try await Self.run([], offlineAfter: 30 * 3600)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.contains("in about"), "\(text.stdout)")
        let table = text.stdout.contains("Next 24 hours\n ")
        #expect(!(table && text.stdout.contains("No hourly forecast")), "\(text.stdout)")
    }

    @Test func anHourLaterTheNowcastIsToldAsWhatItWas() async throws {
        let soon = try await Self.run(["--template", "{rain_soon}"], offlineAfter: 3600)
        #expect(soon.stdout.hasPrefix("At 10:40 rain was expected 11:00–11:45"), "\(soon.stdout)")
    }
}
