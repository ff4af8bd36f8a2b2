import Foundation
import Testing

/// `wxdash now --provider metno` as a separate process against a loopback server standing in for api.met.no.
@Suite struct NowMetNorwayEndToEndTests {
    static func server() throws -> FixtureServer {
        try FixtureServer([
            MetNorwayFixture.path: .init(body: MetNorwayFixture.body()),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_berlin.json"))
        ])
    }

    static func now(_ server: FixtureServer, _ extra: [String]) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            [
                "now", "--provider", "metno", "--metno-base", server.base, "--geocoding-base", server.base,
                "--air-quality-base", server.base
            ] + extra)
    }

    /// A place in another zone than Oslo: MET answers in UTC, the hours are Berlin's.
    @Test func berlinOnItsOwnClockWithUserAgentAndFourDecimals() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await Self.now(
            server, ["--city", "Berlin", "--format", "json", "--units", "metric", "--contact", "wall@example.org"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "metno")
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["time"] as? String == "2026-11-30T11:00:00+01:00")
        #expect(current["temperature"] as? Double == 1)
        #expect(current["wind_speed"] as? Double == 18, "5 m/s is 18 km/h")
        #expect(current["condition"] as? String == "partly-cloudy")
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        #expect(hourly.first?["time"] as? String == "2026-11-30T11:00:00+01:00")
        #expect(hourly.dropFirst(2).first?["condition"] as? String == "showers")
        #expect(hourly.dropFirst(2).first?["precipitation_probability"] as? Int == 60)
        let daily = try #require(object["daily"] as? [[String: Any]])
        #expect(daily.first?["date"] as? String == "2026-11-30")

        let asked = server.requests().filter { $0.path == MetNorwayFixture.path }
        #expect(asked.count == 1)
        let request = try #require(asked.first)
        // Berlin is 52.52437, 13.41053: four decimals at most, as MET's terms ask.
        #expect(request.query.contains("lat=52.5244"), "\(request.query)")
        #expect(request.query.contains("lon=13.4105"), "\(request.query)")
        #expect(!request.query.contains("52.52437"))
        let agent = try #require(request.headers["user-agent"])
        #expect(agent.hasPrefix("wxdash/"), "\(agent)")
        #expect(agent.hasSuffix("(wall@example.org)"), "\(agent)")
    }

    @Test func aContactWithALineBreakIsRefused() async throws {
        let result = try await WxdashProcess.run([
            "now", "--provider", "metno", "--contact", "a@b.org\r\nX-Evil: 1", "--demo"
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--contact"), "\(result.stderr)")
    }

    @Test func aServerErrorSaysWhichServer() async throws {
        let server = try FixtureServer([
            MetNorwayFixture.path: .init(status: 403, body: #"{"error":"Forbidden"}"#),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_berlin.json"))
        ])
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Berlin"])
        #expect(result.status == 7, "\(result.stderr)")
        #expect(result.stderr.contains("127.0.0.1:\(server.port)"), "\(result.stderr)")
    }
}

/// MET Norway's caching terms across separate `wxdash now` runs (a status bar's): the answer and its `Expires` and
/// `Last-Modified` are kept in the cache database.
@Suite struct MetNorwayCachingEndToEndTests {
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    @Test func nothingBeforeExpiresThenIfModifiedSinceAnd304KeepsTheForecast() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let lastModified = Self.httpDate(TestClock.now.addingTimeInterval(-120))
        let fresh = FixtureServer.Route(
            body: MetNorwayFixture.body(),
            headers: ["Last-Modified": lastModified, "Expires": Self.httpDate(TestClock.now.addingTimeInterval(3600))])
        let first = try FixtureServer([MetNorwayFixture.path: fresh])
        let port = first.port
        func now(_ server: FixtureServer, at seconds: Int) async throws -> WxdashProcess.Result {
            try await WxdashProcess.run(
                [
                    "now", "--provider", "metno", "--metno-base", server.base, "--air-quality-base", server.base,
                    "--lat", "52.52", "--lon", "13.405", "--format", "json", "--units", "metric"
                ],
                environment: ["XDG_CACHE_HOME": cache.path, "WXDASH_NOW": String(seconds)])
        }
        let asked = try await now(first, at: TestClock.seconds)
        #expect(asked.status == 0, "\(asked.stderr)")
        // Ten minutes later, before Expires: no request to MET, and the forecast is as fresh as a new one.
        let kept = try await now(first, at: TestClock.seconds + 600)
        #expect(kept.status == 0, "\(kept.stderr)")
        let source = try #require(try NowOpenMeteoEndToEndTests.json(kept.stdout)["source"] as? [String: Any])
        #expect(source["provider"] as? String == "metno")
        #expect(source["stale"] as? Bool == false)
        let forecastRequests = first.requests().filter { $0.path == MetNorwayFixture.path }
        #expect(forecastRequests.count == 1)
        #expect(forecastRequests.first?.headers["if-modified-since"] == nil)
        first.stop()

        // Two hours later, past Expires: asked with If-Modified-Since; the 304 keeps the forecast.
        let unchanged = try FixtureServer([MetNorwayFixture.path: .init(status: 304, body: "")], port: port)
        defer { unchanged.stop() }
        let revalidated = try await now(unchanged, at: TestClock.seconds + 7200)
        #expect(revalidated.status == 0, "\(revalidated.stderr)")
        let again = unchanged.requests().filter { $0.path == MetNorwayFixture.path }
        #expect(again.count == 1)
        #expect(again.first?.headers["if-modified-since"] == lastModified)
        let object = try NowOpenMeteoEndToEndTests.json(revalidated.stdout)
        let current = try #require(object["current"] as? [String: Any])
        // The step two hours on in the kept body: 1 °C plus two.
        #expect(current["temperature"] as? Double == 3)
    }
}
