import Foundation
import HTTP
import Testing

/// `wxdash now` with the rain radar, against a loopback server that answers as RainViewer does (rainviewer_scene.py):
/// a round area of 40 dBZ rain 15 km across, 160 km west of Kathmandu two hours ago, coming east at 60 km/h.
@Suite struct NowRadarEndToEndTests {
    /// The newest frame: five minutes before the tests' pinned now (2026-11-30 10:00 UTC).
    static let lastFrame = 1_796_032_500

    static func server(dbz: Int = 40, fromBearing: Double = 270, startKilometres: Double = 160) throws -> FixtureServer
    {
        let scene: [String: Any] = [
            "latitude": 27.7, "longitude": 85.32, "last_time": lastFrame, "step": 600, "frames": 13,
            "from_bearing": fromBearing, "start_km": startKilometres, "speed_kmh": 60, "radius_km": 15, "dbz": dbz
        ]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-radar-scene-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: scene).write(to: file)
        return try FixtureServer(
            ["/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))],
            environment: ["FIXTURE_RAINVIEWER": file.path])
    }

    static func now(_ server: FixtureServer, _ extra: [String], home: URL) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            ["now", "--lat", "27.7", "--lon", "85.32", "--api-base", server.base, "--radar-base", server.base] + extra,
            environment: ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path])
    }

    @Test func rainComingFromTheWestIsToldInTheJSONWithItsArrival() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-radar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await Self.now(server, ["--format", "json"], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let radar = try #require(object["radar"] as? [String: Any], "\(result.stdout)")
        #expect(radar["frames"] as? Int == 4)
        #expect((radar["frame_time"] as? String)?.hasPrefix("2026-11-30T15:40") == true, "Kathmandu's clock: \(radar)")
        #expect(radar["at_place_dbz"] is NSNull)
        #expect(radar["at_place_mm_per_h"] as? Double == 0)
        // The newest frame: the centre 40 km west, its edge 25 km.
        let nearest = try #require(radar["nearest_rain_km"] as? Double)
        #expect(abs(nearest - 25) < 3, "\(radar)")
        #expect(abs(try #require(radar["bearing_deg"] as? Double) - 270) < 10, "\(radar)")
        let motion = try #require(radar["motion"] as? [String: Any])
        #expect(abs(try #require(motion["toward_deg"] as? Double) - 90) < 30, "\(motion)")
        #expect(abs(try #require(motion["km_per_h"] as? Double) - 60) < 60 * 0.4, "\(motion)")
        // 25 km at 60 km/h from the frame's time.
        let arrival = try #require(radar["arrival_minutes"] as? Int)
        #expect(abs(arrival - 25) <= 8, "\(radar)")
        let asked = server.requests().map(\.path)
        #expect(asked.contains("/public/weather-maps.json"))
        let tiles = asked.filter { $0.hasPrefix("/v2/radar/") }
        #expect(!tiles.isEmpty)
        for path in tiles {
            let zoom = Int(path.split(separator: "/")[4]) ?? 99
            #expect(zoom <= 7, "\(path)")
        }
    }

    @Test func rainOverThePlaceGivesItsReflectivityAndTheSentenceNamesTheRadar() async throws {
        // Its centre reaches the place at the newest frame.
        let server = try Self.server(dbz: 45, startKilometres: 120)
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-radar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let json = try await Self.now(server, ["--format", "json"], home: home)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let radar = try #require(object["radar"] as? [String: Any])
        #expect(abs(try #require(radar["at_place_dbz"] as? Double) - 45) <= 3)
        #expect(radar["arrival_minutes"] as? Int == 0)
        let line = try await Self.now(server, ["--format", "line", "--template", "{radar}"], home: home)
        #expect(line.stdout.hasPrefix("Radar: rain here now, heavy ("), "\(line.stdout)")
        let text = try await Self.now(server, ["--format", "text"], home: home)
        #expect(text.stdout.contains("Radar: rain here now"), "\(text.stdout)")
        let german = try await Self.now(
            server, ["--format", "line", "--template", "{radar}", "--ui-lang", "de"], home: home)
        #expect(german.stdout.hasPrefix("Radar: Regen hier, stark ("), "\(german.stdout)")
    }

    @Test func aSecondRunWithinTenMinutesAsksOnlyTheNewFrame() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-radar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try await Self.now(server, ["--format", "json"], home: home)
        #expect(first.status == 0, "\(first.stderr)")
        let firstTiles = server.requests().map(\.path).filter { $0.hasPrefix("/v2/radar/") }
        // A new frame comes; the second run is nine minutes after the first.
        let advanced = try await HTTPClient(userAgent: "wxdash-tests").exchange(
            try #require(URL(string: server.base + "/control/advance")), headers: RequestHeaders())
        #expect(advanced.status == 200)
        let count = server.requests().count
        let second = try await WxdashProcess.run(
            [
                "now", "--lat", "27.7", "--lon", "85.32", "--api-base", server.base, "--radar-base", server.base,
                "--format", "json"
            ],
            environment: [
                "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                "WXDASH_NOW": String(TestClock.seconds + 540)
            ])
        #expect(second.status == 0, "\(second.stderr)")
        let secondTiles = server.requests().dropFirst(count).map(\.path).filter { $0.hasPrefix("/v2/radar/") }
        let newFrame = "/v2/radar/f\(Self.lastFrame + 600)/"
        #expect(!secondTiles.isEmpty && secondTiles.allSatisfy { $0.hasPrefix(newFrame) }, "\(secondTiles)")
        #expect(secondTiles.count * 4 == firstTiles.count, "one frame's tiles of four")
    }
}
