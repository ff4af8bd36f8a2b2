import Foundation
import Testing

/// Issue 25's units: pressure in the units asked for (inHg for imperial, `--pressure-unit` to choose) in every text
/// output, the JSON keeping hPa.
@Suite struct UnitsEverywhereEndToEndTests {
    /// 2026-11-30 10:40 in Berlin; the answer's sea-level pressure is 1010.3 hPa, falling.
    static let berlinNow = NowMoreThanTheTemperatureEndToEndTests.berlinNow

    static func now(_ extra: [String]) async throws -> WxdashProcess.Result {
        let server = try NowMoreThanTheTemperatureEndToEndTests.server("berlin")
        defer { server.stop() }
        return try await WxdashProcess.run(
            [
                "now", "--city", "Berlin", "--api-base", server.base, "--geocoding-base", server.base,
                "--ip-locate-base", server.base,
                "--clock", "24"
            ] + extra,
            environment: ["WXDASH_NOW": berlinNow, "no_proxy": "127.0.0.1,localhost"])
    }

    @Test(arguments: [
        (["--units", "imperial"], "Pressure 29.83 inHg ↘ falling"),
        (["--units", "metric"], "Pressure 1010 hPa ↘ falling"),
        (["--units", "uk"], "Pressure 1010 hPa ↘ falling"),
        (["--units", "imperial", "--pressure-unit", "mbar"], "Pressure 1010 mbar ↘ falling"),
        (["--units", "imperial", "--pressure-unit", "hpa"], "Pressure 1010 hPa ↘ falling"),
        (["--units", "metric", "--pressure-unit", "inhg"], "Pressure 29.83 inHg ↘ falling")
    ])
    func pressureTextInTheUnitsAsked(options: [String], expected: String) async throws {
        let result = try await Self.now(options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(expected), "\(result.stdout)")
        let others = ["hPa", "inHg", "mbar"].filter { !expected.contains($0) }
        for other in others {
            #expect(!result.stdout.contains(other), "\(other) in \(result.stdout)")
        }
    }

    @Test func jsonKeepsHectopascalsAndItsKeys() async throws {
        let result = try await Self.now(["--units", "imperial", "--pressure-unit", "inhg", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let pressure = try #require(json["pressure"] as? [String: Any])
        #expect(Set(pressure.keys) == ["value", "trend"])
        #expect(pressure["value"] as? Double == 1010.3)
        let units = try #require(json["units"] as? [String: String])
        #expect(units == ["temperature": "°F", "wind_speed": "mph", "precipitation": "in"])
    }

    @Test func anUnknownPressureUnitIsAUsageError() async throws {
        let result = try await WxdashProcess.run(["now", "--pressure-unit", "psi"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("psi") && result.stderr.contains("inhg"), "\(result.stderr)")
    }

    /// The mood is kept in °C; `mood add` tells it, and `mood stats` names its bands, in the units asked for.
    @Test func moodMessagesAndStatisticsInTheUnitsAsked() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = MoodEndToEndTests.environment(home)
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let added = try await WxdashProcess.run(
            ["mood", "add", "4", "--lat", "27.7", "--lon", "85.3", "--units", "imperial", "--api-base", server.base],
            environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stdout.hasPrefix("Saved mood #1 (good) with the weather: Partly cloudy, 64°F."), "\(added.stdout)")
        let cached = try await WxdashProcess.run(
            [
                "mood", "add", "3", "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--temperature-unit", "F",
                "--offline"
            ], environment: environment)
        #expect(
            cached.stdout.hasPrefix("Saved mood #2 (okay) with the weather: Partly cloudy, 64°F."), "\(cached.stdout)")

        let imperial = try await WxdashProcess.run(["mood", "stats", "--units", "imperial"], environment: environment)
        #expect(imperial.status == 0, "\(imperial.stderr)")
        #expect(imperial.stdout.contains("50–68 °F"), "\(imperial.stdout)")
        #expect(!imperial.stdout.contains("°C"), "\(imperial.stdout)")
        let json = try await WxdashProcess.run(
            ["mood", "stats", "--units", "imperial", "--format", "json"], environment: environment)
        let bands = try #require(try NowOpenMeteoEndToEndTests.json(json.stdout)["by_temperature"] as? [[String: Any]])
        #expect(bands.map { $0["name"] as? String } == ["50–68 °F"])
        let metric = try await WxdashProcess.run(["mood", "stats", "--units", "metric"], environment: environment)
        #expect(metric.stdout.contains("10–20 °C"), "\(metric.stdout)")
    }
}
