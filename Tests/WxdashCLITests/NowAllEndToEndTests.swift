import Foundation
import Testing

/// `wxdash now --all` against a loopback server: every saved place in the config's order, as text, as status
/// lines and as a JSON array; a place that fails says so on stderr and in the exit status while the others still
/// print; `--offline` answers from the cache; no saved places is a clear error.
@Suite struct NowAllEndToEndTests {
    struct Home {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-now-all-\(UUID().uuidString)")
        var environment: [String: String] {
            [
                "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime
            ]
        }

        func write(config: String) throws {
            let directory = folder.appendingPathComponent("config/wxdash")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try config.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String]) async throws -> WxdashProcess.Result {
            try await WxdashProcess.run(["now"] + arguments, environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// Home and Work by coordinates; Ghost by a name the geocoder does not know, between them.
    static let config = """
        units = "metric"
        place = "Work"

        [[places]]
        name = "Home"
        lat = 27.7017
        lon = 85.3206

        [[places]]
        name = "Ghost"
        city = "Nowhere"

        [[places]]
        name = "Work"
        lat = 27.71
        lon = 85.31

        """

    /// Against a server that never answers, `--all` asks a few places at a time within one deadline for the
    /// whole command (`--timeout`): the places still waiting then, and the ones never asked, say so, and no more
    /// requests are made than places asked at once (thousands of places once meant thousands of threads).
    @Test func aHangingServerMeetsOneDeadlineAndAFewRequestsAtATime() async throws {
        let home = Home()
        defer { home.remove() }
        let places = (1...12).map { "[[places]]\nname = \"P\($0)\"\nlat = 27.\($0 + 10)\nlon = 85.3\n" }.joined(
            separator: "\n")
        try home.write(config: "units = \"metric\"\n\n" + places)
        let server = try FixtureServer(["/v1/forecast": .init(body: "{}", delay: 60)])
        defer { server.stop() }
        let result = try await home.run(["--all", "--format", "line", "--timeout", "2", "--api-base", server.base])
        #expect(result.status == 4, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12, "a line per place, in its slot: \(result.stdout)")
        let requests = server.requests().filter { $0.path == "/v1/forecast" }
        #expect(requests.count <= 8, "no more than the places asked at once: \(requests.count)")
        #expect(result.stderr.contains("no answer within --timeout 2 s"), "\(result.stderr)")
        #expect(result.stderr.contains("not asked"), "\(result.stderr)")
    }

    @Test func everySavedPlaceAsTextLinesAndJSONAndAFailedPlaceSetsTheStatus() async throws {
        let home = Home()
        defer { home.remove() }
        try home.write(config: Self.config)
        let server = try NowOpenMeteoEndToEndTests.server(geocoding: "geocoding_none.json")
        defer { server.stop() }
        let bases = ["--api-base", server.base, "--geocoding-base", server.base]

        let text = try await home.run(["--all"] + bases)
        #expect(text.status == 3, "the Ghost's own status: the place could not be found: \(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "a line per place, the failed one too: \(text.stdout)")
        #expect(lines.first?.hasPrefix("Home   ☁ 18°C  Partly cloudy · H ") == true, "\(text.stdout)")
        #expect(lines[1].hasPrefix("Ghost  –") && lines[1].contains("no forecast this time"), "\(text.stdout)")
        #expect(lines.last?.hasPrefix("Work   ☁ 18°C") == true, "in the config's order, names aligned: \(text.stdout)")
        #expect(text.stderr.contains("wxdash: Ghost: "), "\(text.stderr)")
        #expect(text.stderr.contains("Nowhere"), "\(text.stderr)")

        let line = try await home.run(["--all", "--format", "line", "--template", "{temp} {name}"] + bases)
        #expect(
            line.stdout == "18°C Home\nGhost –\n18°C Work\n", "each place keeps its slot: \(line.stdout) \(line.stderr)"
        )

        let json = try await home.run(["--all", "--format", "json"] + bases)
        #expect(json.status == 3)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8), options: [.fragmentsAllowed]) as? [Any])
        #expect(array.count == 3)
        let first = try #require(array[0] as? [String: Any])
        #expect(
            Set(first.keys).isSuperset(of: ["location", "units", "current", "today", "hourly", "daily", "source"]),
            "now --format json's object")
        #expect((first["location"] as? [String: Any])?["name"] as? String == "Home")
        #expect(array[1] is NSNull, "the Ghost failed: null in its place")
        #expect(((array[2] as? [String: Any])?["location"] as? [String: Any])?["name"] as? String == "Work")

        server.stop()
        let offline = try await home.run(["--all", "--offline", "--format", "line", "--template", "{temp} {name}"])
        #expect(offline.stdout == "18°C Home\nGhost –\n18°C Work\n", "from the cache: \(offline.stderr)")
        #expect(offline.status == 8, "nothing cached for the Ghost")
        #expect(
            offline.stderr.contains("wxdash: Ghost: no forecast for this place is in the cache yet"),
            "\(offline.stderr)")
    }

    @Test func withoutSavedPlacesItSaysHowToSaveOne() async throws {
        let home = Home()
        defer { home.remove() }
        let none = try await home.run(["--all", "--offline"])
        #expect(none.status == 2)
        #expect(
            none.stderr.contains("no place is saved yet: save one with 'wxdash locate NAME --save'"), "\(none.stderr)")
        try home.write(config: Self.config)
        let city = try await home.run(["--all", "--offline", "--city", "Paris"])
        #expect(city.status == 2)
        #expect(city.stderr.contains("leave out --city"), "\(city.stderr)")
        let demo = try await home.run(["--all", "--demo"])
        #expect(demo.status == 2, "one sample place: \(demo.stdout)")
        let waybar = try await home.run(["--all", "--offline", "--format", "waybar"])
        #expect(waybar.status == 2)
        #expect(waybar.stderr.contains("--format line or json"), "\(waybar.stderr)")
    }
}
