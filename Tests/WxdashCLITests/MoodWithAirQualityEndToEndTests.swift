import Foundation
import Testing

/// `wxdash mood add` against loopback forecast and air-quality servers keeps the AQI, UV, pressure and daylight of
/// the moment; `mood list`, `export` and `stats` give them back.
@Suite struct MoodWithAirQualityEndToEndTests {
    static func run(_ arguments: [String], home: URL, environment extra: [String: String] = [:]) async throws
        -> WxdashProcess.Result
    {
        var environment = MoodEndToEndTests.environment(home).merging(extra) { $1 }
        environment["WXDASH_NOW"] = NowMoreThanTheTemperatureEndToEndTests.berlinNow
        environment["no_proxy"] = "127.0.0.1,localhost"
        return try await WxdashProcess.run(arguments, environment: environment)
    }

    @Test func aMoodInBerlinKeepsAirQualityUVPressureAndDaylight() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowMoreThanTheTemperatureEndToEndTests.server("berlin")
        defer { server.stop() }
        let added = try await Self.run(
            [
                "mood", "add", "4", "clear air", "--city", "Berlin", "--units", "metric", "--api-base", server.base,
                "--geocoding-base", server.base,
                "--air-quality-base", server.base
            ],
            home: home)
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try await Self.run(["mood", "list", "--format", "json"], home: home)
        let moods = try #require(try NowOpenMeteoEndToEndTests.json(listed.stdout)["moods"] as? [[String: Any]])
        let forecast = try #require(moods.first?["forecast"] as? [String: Any])
        #expect(forecast["aqi"] as? Int == 38)
        #expect(forecast["aqi_scale"] as? String == "european_aqi")
        #expect(forecast["aqi_category"] as? String == "fair")
        #expect(forecast["uv_index"] as? Double == 0.4)
        #expect(abs((forecast["pressure"] as? Double ?? 0) - 1010) < 1, "\(String(describing: forecast["pressure"]))")
        #expect(forecast["pressure_trend"] as? String == "falling")
        #expect(
            (forecast["daylight_seconds"] as? Int ?? 0) > 6 * 3600,
            "\(String(describing: forecast["daylight_seconds"]))")

        let csv = try await Self.run(["mood", "export", "--format", "csv"], home: home).stdout
        #expect(
            csv.hasPrefix("id,")
                && csv.contains("aqi,aqi_scale,aqi_category,uv_index,pressure,pressure_trend,daylight_seconds"))
        #expect(csv.contains(",38,european_aqi,fair,0.4,"), "\(csv)")

        let stats = try await NowOpenMeteoEndToEndTests.json(
            try Self.run(["mood", "stats", "--format", "json"], home: home).stdout)
        let byAir = try #require(stats["by_air_quality"] as? [[String: Any]])
        #expect(byAir.first?["name"] as? String == "fair")
        #expect((stats["by_pressure_trend"] as? [[String: Any]])?.first?["name"] as? String == "falling")
        #expect(stats.keys.contains("level_daylight_correlation"))
        let text = try await Self.run(["mood", "stats"], home: home).stdout
        #expect(
            text.contains("By air quality") && text.contains("By pressure") && text.contains("Level and daylight"),
            "\(text)")
    }

    /// `mood stats` and `mood list` in Lithuanian: the headings, the group names and CLDR's plural forms.
    @Test func theJournalSpeaksTheInterfacesLanguage() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowMoreThanTheTemperatureEndToEndTests.server("berlin")
        defer { server.stop() }
        for level in ["4", "2"] {
            let added = try await Self.run(
                [
                    "mood", "add", level, "--city", "Berlin", "--units", "metric", "--api-base", server.base,
                    "--geocoding-base", server.base,
                    "--air-quality-base", server.base
                ],
                home: home)
            #expect(added.status == 0, "\(added.stderr)")
        }
        let stats = try await Self.run(["mood", "stats", "--ui-lang", "lt"], home: home).stdout
        #expect(stats.contains("2 nuotaikos, su orais: 2"), "\(stats)")
        #expect(stats.contains("Pagal oro kokybę") && stats.contains("patenkinama"), "\(stats)")
        #expect(stats.contains("3,0"), "the average with a decimal comma: \(stats)")
        let list = try await Self.run(["mood", "list", "--ui-lang", "lt"], home: home).stdout
        #expect(list.contains("gera") && list.contains("bloga"), "\(list)")
        #expect(!list.contains("good") && !list.contains("bad"), "\(list)")
    }

    /// `mood add`, `list` and `delete` speak German throughout: the saved line, the weather's words, the columns
    /// after longer mood words, the deletion and the empty list.
    @Test func addListAndDeleteSpeakTheInterfacesLanguage() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowMoreThanTheTemperatureEndToEndTests.server("berlin")
        defer { server.stop() }
        let german = ["--ui-lang", "de"]
        for level in ["4", "2"] {
            let added = try await Self.run(
                [
                    "mood", "add", level, "--city", "Berlin", "--units", "metric", "--api-base", server.base,
                    "--geocoding-base", server.base,
                    "--air-quality-base", server.base
                ] + german,
                home: home)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(!added.stdout.contains("Saved mood"), "\(added.stdout)")
            #expect(added.stdout.contains(level == "4" ? "(gut)" : "(schlecht)"), "\(added.stdout)")
        }
        let json = try await Self.run(["mood", "list", "--format", "json"], home: home).stdout
        let summary = try #require(
            json.components(separatedBy: "\"summary\":\"").dropFirst().first?.components(separatedBy: "\"").first)
        let list = try await Self.run(["mood", "list"] + german, home: home).stdout
        #expect(!list.contains(summary), "the weather in German, not '\(summary)': \(list)")
        let rows = list.split(separator: "\n").filter { $0.contains("#") }
        #expect(rows.count == 2)
        let temperatureColumns = Set(
            rows.map { row in row.distance(from: row.startIndex, to: row.firstIndex(of: "°") ?? row.endIndex) })
        #expect(
            temperatureColumns.count == 1,
            "'gut' and 'schlecht' take one column, the weather lines up after it: \(list)")
        let deleted = try await Self.run(
            ["mood", "delete", "1"] + german.prefix(0), home: home, environment: ["WXDASH_LANG": "de"])
        #expect(
            deleted.status == 0 && !deleted.stdout.contains("Deleted") && deleted.stdout.contains("#1"),
            "\(deleted.stdout)")
        _ = try await Self.run(["mood", "delete", "2"], home: home)
        let empty = try await Self.run(["mood", "list"] + german, home: home).stdout
        #expect(!empty.contains("No moods yet") && empty.contains("wxdash mood add"), "\(empty)")
    }
}
