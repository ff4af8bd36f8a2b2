import Foundation
import Testing

/// `wxdash mood …` from a shell: saved online and offline, read back, deleted, bad input refused.
@Suite struct MoodEndToEndTests {
    static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-mood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    static func environment(_ home: URL) -> [String: String] {
        [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "TZ": "Asia/Kathmandu"
        ]
    }

    static func moods(_ home: URL, _ extra: [String] = []) async throws -> [[String: Any]] {
        let result = try await WxdashProcess.run(
            ["mood", "list", "--format", "json"] + extra, environment: environment(home))
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        return try #require(object["moods"] as? [[String: Any]])
    }

    /// The mood is saved before its weather is asked for: Ctrl-C while the server hangs keeps it (without
    /// weather, which a later fetch brings) and says so, ending as SIGINT does.
    @Test func ctrlCWhileTheWeatherHangsKeepsTheMoodAndSaysSo() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // The answer never comes while the test runs, however late a busy machine lets it send the Ctrl-C.
        let server = try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"), delay: 500)
        ])
        defer { server.stop() }
        let arguments = [
            "mood", "add", "4", "before the storm", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base,
            "--timeout", "300"
        ]
        let errors = home.appendingPathComponent("stderr")
        let process = try SpawnedProcess(
            [WxdashProcess.binary.path] + arguments,
            environment: WxdashProcess.environment(home: home, arguments: arguments, extra: Self.environment(home)),
            stderr: .file(errors.path))
        // The Ctrl-C goes the moment the weather is asked for, before the client's stall limit could end the fetch.
        // It only reads the server's request log, a file.
        nonisolated(unsafe) let log = server
        let asked = await OwnThread.run {
            for _ in 0..<400 where !log.requests().contains(where: { $0.path == "/v1/forecast" }) {
                usleep(50_000)
            }
            let asked = log.requests().contains { $0.path == "/v1/forecast" }
            kill(process.pid, SIGINT)
            return asked
        }
        #expect(asked, "the weather was asked for")
        let status = await process.wait(seconds: 20)
        if status == nil { _ = process.end() }
        #expect(status == 128 + SIGINT)
        let said = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
        #expect(said.contains("Saved mood #1 (good) without weather: interrupted"), "\(said)")
        let moods = try await Self.moods(home)
        #expect(moods.count == 1)
        #expect(moods.first?["comment"] as? String == "before the storm")
        #expect(moods.first?["forecast"] is NSNull, "\(moods)")
    }

    @Test func aMoodLoggedOnlineKeepsTheWeatherOfItsMoment() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let added = try await WxdashProcess.run(
            [
                "mood", "add", "4", "Sunny walk, 東京 style", "--lat", "27.7", "--lon", "85.3", "--units", "metric",
                "--api-base", server.base
            ],
            environment: Self.environment(home))
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stdout.hasPrefix("Saved mood #1 (good) with the weather: Partly cloudy, 18°C."), "\(added.stdout)")
        let moods = try await Self.moods(home)
        #expect(moods.count == 1)
        let mood = try #require(moods.first)
        #expect(
            Set(mood.keys) == [
                "id", "created_at", "level", "comment", "part_of_day", "indoor_temperature", "indoor_humidity",
                "forecast"
            ])
        #expect(mood["level"] as? Int == 4)
        #expect(mood["comment"] as? String == "Sunny walk, 東京 style")
        #expect((mood["created_at"] as? String)?.hasSuffix("+05:45") == true)
        let forecast = try #require(mood["forecast"] as? [String: Any])
        #expect(
            Set(forecast.keys) == [
                "created_at", "latitude", "longitude", "temperature", "summary", "condition", "is_day", "aqi",
                "aqi_scale", "aqi_category", "uv_index",
                "pressure", "pressure_trend", "daylight_seconds", "temperature_source"
            ])
        #expect(forecast["temperature"] as? Double == 17.6)
        #expect(forecast["temperature_source"] as? String == "provider")
        #expect(forecast["condition"] as? String == "partly-cloudy")
        let imperial = try await Self.moods(home, ["--units", "imperial"])
        #expect((imperial.first?["forecast"] as? [String: Any])?["temperature"] as? Double == 63.7)
        let csv = try await WxdashProcess.run(
            ["mood", "export", "--format", "csv"], environment: Self.environment(home))
        #expect(csv.stdout.hasPrefix("id,created_at,level,comment,part_of_day,"))
        #expect(csv.stdout.contains(",4,\"Sunny walk, 東京 style\","))
    }

    @Test func offlineTheMoodIsSavedAtOnceAndGetsTheNextForecastWithinThreeHours() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let refused = try await WxdashProcess.run(
            ["mood", "add", "2", "--lat", "27.7", "--lon", "85.3", "--api-base", "http://127.0.0.1:9"],
            environment: Self.environment(home))
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(
            refused.stdout.contains("Saved mood #1 (bad) without weather: Cannot connect to 127.0.0.1:9"),
            "\(refused.stdout)")
        #expect(refused.stderr.contains("within 3 hours will be attached"))
        await #expect(try Self.moods(home).first?["forecast"] is NSNull)
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        // A minute after the mood: each wxdash's clock starts at the pinned instant.
        let minuteLater = Self.environment(home).merging(["WXDASH_NOW": String(TestClock.seconds + 60)]) { $1 }
        let later = try await WxdashProcess.run(
            ["now", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base], environment: minuteLater)
        #expect(later.status == 0)
        let forecast = try await #require(
            try Self.moods(home).first?["forecast"] as? [String: Any], "the next fetch attached its weather")
        #expect(forecast["condition"] as? String == "partly-cloudy")
    }

    @Test(arguments: ["0", "6", "abc", "3.5"])
    func badLevelsAreRefusedAndNothingIsWritten(level: String) async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await WxdashProcess.run(["mood", "add", level, "--demo"], environment: Self.environment(home))
        #expect(result.status == 2)
        #expect(result.stderr.contains("use 1 (awful), 2 (bad), 3 (okay), 4 (good) or 5 (great)"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/wxdash/journal.sqlite").path))
    }

    @Test func aHugeCommentIsRefusedAndControlCharactersAreCleaned() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let huge = try await WxdashProcess.run(
            ["mood", "add", "3", String(repeating: "x", count: 10_000)], environment: Self.environment(home))
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("keep it to 500 or fewer"))
        let dirty = try await WxdashProcess.run(
            [
                "mood", "add", "3", "fine\u{1b}]0;owned\u{07} really", "--api-base", "http://127.0.0.1:9", "--lat", "1",
                "--lon", "1"
            ],
            environment: Self.environment(home))
        #expect(dirty.status == 0, "\(dirty.stderr)")
        await #expect(try Self.moods(home).first?["comment"] as? String == "fine really")
    }

    @Test func deleteRemovesOneMoodAndSaysWhenThereIsNone() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await WxdashProcess.run(
            ["mood", "add", "5", "--api-base", "http://127.0.0.1:9", "--lat", "1", "--lon", "1"],
            environment: Self.environment(home))
        let deleted = try await WxdashProcess.run(["mood", "delete", "1"], environment: Self.environment(home))
        #expect(deleted.status == 0)
        #expect(deleted.stdout == "Deleted mood #1.\n")
        let again = try await WxdashProcess.run(["mood", "delete", "1"], environment: Self.environment(home))
        #expect(again.status == 2)
        #expect(again.stderr.contains("there is no mood #1"))
        await #expect(try Self.moods(home).isEmpty)
    }

    @Test func aCorruptJournalIsNeverOverwritten() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("data/wxdash")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x42, count: 3000)
        try garbage.write(to: folder.appendingPathComponent("journal.sqlite"))
        let result = try await WxdashProcess.run(
            ["mood", "add", "4", "--api-base", "http://127.0.0.1:9", "--lat", "1", "--lon", "1"],
            environment: Self.environment(home))
        #expect(result.status == 10)
        #expect(result.stderr.contains("journal.sqlite"))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("journal.sqlite").path) == garbage)
    }
}

@Suite struct MoodConcurrentWritersTests {
    @Test func twoProcessesWritingAtOnceLoseNothing() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = MoodEndToEndTests.environment(home)
        // No journal yet: all eight race to make it and take its schema.
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    _ = try? await WxdashProcess.run(
                        [
                            "mood", "add", String(index % 5 + 1), "writer \(index)", "--api-base", "http://127.0.0.1:9",
                            "--lat", "1", "--lon", "1"
                        ],
                        environment: environment)
                }
            }
        }
        let moods = try await MoodEndToEndTests.moods(home)
        #expect(moods.count == 8)
        #expect(Set(moods.compactMap { $0["id"] as? Int }).count == 8)
        #expect(Set(moods.compactMap { $0["comment"] as? String }).count == 8)
    }
}
