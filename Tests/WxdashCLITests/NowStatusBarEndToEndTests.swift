import Foundation
import Testing

/// `wxdash now --offline --format line` in a status bar: it answers whenever anything for the place is cached.
@Suite struct NowStatusBarEndToEndTests {
    /// One cache and one state folder shared by a live run and the offline runs after it.
    struct Home {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-statusbar-\(UUID().uuidString)")
        var environment: [String: String] {
            [
                "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime
            ]
        }

        func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> WxdashProcess.Result {
            try await WxdashProcess.run(["now"] + arguments, environment: environment.merging(extra) { $1 })
        }

        /// A live run for Kathmandu in metric units, which fills the cache and the last place.
        func fetchKathmandu() async throws {
            let server = try NowOpenMeteoEndToEndTests.server()
            defer { server.stop() }
            let live = try await run([
                "--api-base", server.base, "--geocoding-base", server.base, "--city", "Kathmandu", "--units", "metric",
                "--format", "line"
            ])
            #expect(live.status == 0, "\(live.stderr)")
            #expect(live.stdout == "☁ 18°C Kathmandu\n")
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// A few seconds past the three hours: each run's clock goes on from `WXDASH_NOW` at the real pace, and the cache
    /// keeps the fetch time to the fraction of a second, so the live run's start-up time is part of the age.
    static let threeHoursLater = String(Int(NowOpenMeteoEndToEndTests.fixtureTime)! + 3 * 3600 + 5)
    static let nextDay = String(Int(NowOpenMeteoEndToEndTests.fixtureTime)! + 26 * 3600)

    @Test func offlineFindsThePlaceByWhatItIsAndConvertsTheUnits() async throws {
        let home = Home()
        defer { home.remove() }
        try await home.fetchKathmandu()
        let noPlace = try await home.run(["--offline", "--format", "line"])
        #expect(noPlace.status == 0, "\(noPlace.stderr)")
        #expect(noPlace.stdout == "☁ 18°C Kathmandu\n", "the last place shown")
        let near = try await home.run([
            "--offline", "--lat", "27.705", "--lon", "85.318", "--format", "line", "--units", "metric"
        ])
        #expect(near.status == 0, "\(near.stderr)")
        #expect(near.stdout.contains("18°C"), "within a kilometre: \(near.stdout)")
        let imperial = try await home.run([
            "--offline", "--city", "Kathmandu", "--units", "imperial", "--format", "line"
        ])
        #expect(imperial.status == 0, "\(imperial.stderr)")
        #expect(imperial.stdout == "☁ 64°F Kathmandu\n")
        let american = try await home.run(
            ["--offline", "--city", "kathmandu", "--format", "line"], ["LANG": "en_US.UTF-8"])
        #expect(american.stdout == "☁ 64°F Kathmandu\n", "\(american.stderr)")
        let elsewhere = try await home.run(["--offline", "--lat", "10", "--lon", "10"])
        #expect(elsewhere.status == 8)
    }

    @Test func oldDataSaysHowOld() async throws {
        let home = Home()
        defer { home.remove() }
        try await home.fetchKathmandu()
        let fresh = try await home.run(["--offline", "--format", "line"])
        #expect(fresh.stdout == "☁ 18°C Kathmandu\n")
        let later = try await home.run(["--offline", "--format", "line"], ["WXDASH_NOW": Self.threeHoursLater])
        #expect(later.stdout == "☁ 18°C Kathmandu · 3h\n", "\(later.stderr)")
        let text = try await home.run(["--offline"], ["WXDASH_NOW": Self.nextDay])
        #expect(text.stdout.contains("stale"), "\(text.stdout)")
        #expect(text.stdout.contains("Mon 30 Nov"), "the day of old data: \(text.stdout)")
    }

    @Test func aTemplateImpliesTheLineAndIconsFollowTheSet() async throws {
        let home = Home()
        defer { home.remove() }
        try await home.fetchKathmandu()
        let template = try await home.run(["--offline", "--template", "{icon} {temp}"])
        #expect(template.stdout == "☁ 18°C\n", "\(template.stderr)")
        let ascii = try await home.run(["--offline", "--format", "line", "--icons", "ascii"])
        #expect(ascii.stdout == "o 18°C Kathmandu\n", "\(ascii.stderr)")
        let environment = try await home.run(["--offline", "--format", "line"], ["WXDASH_ICONS": "ascii"])
        #expect(environment.stdout == "o 18°C Kathmandu\n", "\(environment.stderr)")
        let text = try await home.run(["--offline", "--icons", "ascii"])
        #expect(text.stdout.contains("o Partly cloudy, 18°C"), "the text report follows the set too: \(text.stdout)")
        #expect(!text.stdout.contains("☁"), "\(text.stdout)")
        let short = try await home.run(["--offline", "--template", "{temp} {rain_short}"])
        #expect(short.stdout == "18°C ☂18:00\n", "the fixture's rain from 18:00: \(short.stdout)")
    }

    @Test func waybarGetsOneJSONObject() async throws {
        let home = Home()
        defer { home.remove() }
        try await home.fetchKathmandu()
        let result = try await home.run(["--offline", "--format", "waybar"], ["WXDASH_NOW": Self.threeHoursLater])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1, "one line: \(result.stdout)")
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        #expect(object["text"] as? String == "☁ 18°C Kathmandu · 3h")
        #expect((object["tooltip"] as? String)?.contains("Kathmandu") == true)
        #expect((object["tooltip"] as? String)?.contains("\u{1B}") == false)
        #expect(object["class"] as? [String] == ["partly-cloudy", "stale"])
        #expect(object["alt"] as? String == "partly-cloudy")
    }

    @Test func waybarWithNothingCachedStillGetsAnObjectAndExits8() async throws {
        let home = Home()
        defer { home.remove() }
        let result = try await home.run(["--offline", "--lat", "10", "--lon", "10", "--format", "waybar"])
        #expect(result.status == 8, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1, "one line: \(result.stdout)")
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        #expect(object["text"] as? String == "–")
        #expect((object["tooltip"] as? String)?.hasPrefix("no forecast yet: ") == true, "\(result.stdout)")
        #expect(
            (object["tooltip"] as? String)?.contains("without --offline") == true, "says what to do: \(result.stdout)")
        #expect(object["class"] as? String == "error")
        #expect(
            result.stderr.contains("no forecast for this place is in the cache"),
            "the reason on stderr too: \(result.stderr)")
    }

    @Test func placeAndCityPickASavedPlaceByItsName() async throws {
        let home = Home()
        defer { home.remove() }
        try await home.fetchKathmandu()
        let config = home.folder.appendingPathComponent("config/wxdash")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
        [[places]]
        name = "Home"
        lat = 10
        lon = 10

        [[places]]
        name = "Work"
        lat = 27.7017
        lon = 85.3206

        """.write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let place = try await home.run(["--offline", "--format", "line", "--units", "metric", "--place", "work"])
        #expect(place.stdout == "☁ 18°C Work\n", "\(place.stderr)")
        let word = try await home.run(["Work", "--offline", "--format", "line", "--units", "metric"])
        #expect(word.stdout == "☁ 18°C Work\n", "a saved place's name as a bare word, as in wttr.in: \(word.stderr)")
        // --city is a place of its own, looked up by name, whatever a saved place is called.
        let city = try await home.run(["--offline", "--format", "line", "--units", "metric", "--city", "Work"])
        #expect(city.status == 8 && city.stdout.isEmpty, "\(city.stdout) \(city.stderr)")
        let unknown = try await home.run(["--offline", "--place", "Gym"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Home, Work"), "\(unknown.stderr)")
        let file = config.appendingPathComponent("config.toml")
        try ("place = \"Work\"\n" + String(contentsOf: file, encoding: .utf8)).write(
            to: file, atomically: true, encoding: .utf8)
        let configured = try await home.run(["--offline", "--format", "line", "--units", "metric"])
        #expect(configured.stdout == "☁ 18°C Work\n", "place = in the config: \(configured.stderr)")
        let overridden = try await home.run([
            "--offline", "--format", "line", "--units", "metric", "--lat", "10", "--lon", "10"
        ])
        #expect(overridden.status == 8, "a place on the command line wins: \(overridden.stdout)")
    }
}
