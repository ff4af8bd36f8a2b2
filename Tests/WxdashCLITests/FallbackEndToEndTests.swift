import Dashboard
import Foundation
import Testing
import WeatherKit

@testable import WxdashCLI

/// `wxdash now` with Open-Meteo then MET Norway, both on loopback: the first failing, the second answering, and the
/// first again once it recovers.
@Suite struct FallbackEndToEndTests {
    static func server(openMeteo: FixtureServer.Route) throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": openMeteo,
            MetNorwayFixture.path: .init(body: MetNorwayFixture.body()),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json"))
        ])
    }

    static let openMeteoUp = FixtureServer.Route(
        bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
    static let openMeteoDown = FixtureServer.Route(
        status: 503, body: #"{"error":true,"reason":"The service is overloaded"}"#)

    /// The default list (open-meteo,metno), with both servers on loopback.
    static func now(_ server: FixtureServer, _ extra: [String] = [], environment: [String: String] = [:]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            [
                "now", "--api-base", server.base, "--metno-base", server.base, "--geocoding-base", server.base,
                "--city", "Kathmandu", "--format", "json", "--units", "metric"
            ] + extra,
            environment: environment)
    }

    static func source(_ result: WxdashProcess.Result) throws -> [String: Any] {
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        return try #require(object["source"] as? [String: Any])
    }

    @Test func openMeteoDownMetNorwayAnswersAndSaysSo() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let down = try Self.server(openMeteo: Self.openMeteoDown)
        let fallen = try await Self.now(down, environment: ["XDG_CACHE_HOME": cache.path])
        let forecastPaths: Set<String> = ["/v1/search", "/v1/forecast", MetNorwayFixture.path]
        #expect(
            down.requests().map(\.path).filter(forecastPaths.contains) == [
                "/v1/search", "/v1/forecast", MetNorwayFixture.path
            ])
        down.stop()
        #expect(fallen.status == 0, "\(fallen.stderr)")
        let source = try Self.source(fallen)
        #expect(source["provider"] as? String == "metno")
        let failed = try #require(source["failed"] as? [[String: Any]])
        #expect(failed.count == 1)
        #expect(failed.first?["provider"] as? String == "open-meteo")
        #expect(failed.first?["reason"] as? String == "HTTP 503")
        // The pinned now, on Kathmandu's clock (+05:45): a place in another zone than Oslo.
        #expect(failed.first?["since"] as? String == "2026-11-30T15:45:00+05:45")
        #expect(
            fallen.stderr.contains("Open-Meteo failed (HTTP 503): the forecast is from MET Norway."), "\(fallen.stderr)"
        )
        let object = try NowOpenMeteoEndToEndTests.json(fallen.stdout)
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        // MET's 10:00Z step is 15:45 in Kathmandu; the hours run on Kathmandu's clock.
        #expect(hourly.first?["time"] as? String == "2026-11-30T15:45:00+05:45")

        // Open-Meteo is back ten minutes later: the next run asks it first and shows its data, with nothing failed.
        let up = try Self.server(openMeteo: Self.openMeteoUp)
        defer { up.stop() }
        let later = String(TestClock.seconds + 600)
        let recovered = try await Self.now(up, environment: ["XDG_CACHE_HOME": cache.path, "WXDASH_NOW": later])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        let back = try Self.source(recovered)
        #expect(back["provider"] as? String == "open-meteo")
        #expect((back["failed"] as? [Any])?.isEmpty == true)
        #expect(!up.requests().contains { $0.path == MetNorwayFixture.path })

        // Offline, the freshest of the two answers kept apart in the cache: Open-Meteo's, fetched last.
        let offline = try await WxdashProcess.run(
            ["now", "--offline", "--city", "Kathmandu", "--format", "json", "--units", "metric"],
            environment: ["XDG_CACHE_HOME": cache.path, "WXDASH_NOW": String(TestClock.seconds + 1200)])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(
            try Self.source(offline)["provider"] as? String == "open-meteo",
            "\(offline.stdout.suffix(300)) \(offline.stderr)")
    }

    /// A request the server refuses (HTTP 400) would be refused again elsewhere: no fallback, the error stands.
    @Test func aRefusedRequestIsNoReasonToFallBack() async throws {
        let server = try Self.server(
            openMeteo: .init(status: 400, body: #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#))
        defer { server.stop() }
        let result = try await Self.now(server)
        #expect(result.status == 7, "\(result.stderr)")
        #expect(result.stderr.contains("HTTP 400"), "\(result.stderr)")
        #expect(!server.requests().contains { $0.path == MetNorwayFixture.path })
    }

    /// One provider named: no fallback.
    @Test func oneProviderNamedHasNoFallback() async throws {
        let server = try Self.server(openMeteo: Self.openMeteoDown)
        defer { server.stop() }
        let result = try await Self.now(server, ["--provider", "open-meteo"])
        #expect(result.status == 7, "\(result.stderr)")
        #expect(!server.requests().contains { $0.path == MetNorwayFixture.path })
    }

    /// Every provider down: the first one's error, and the exit status it means.
    @Test func everyProviderDownSaysTheFirstsError() async throws {
        let server = try FixtureServer([
            "/v1/forecast": Self.openMeteoDown,
            MetNorwayFixture.path: .init(status: 502, body: "bad gateway"),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json"))
        ])
        defer { server.stop() }
        let result = try await Self.now(server)
        #expect(result.status == 7, "\(result.stderr)")
        #expect(result.stderr.contains("HTTP 503"), "\(result.stderr)")
    }

    @Test func aProviderNamedTwiceIsAUsageError() async throws {
        let result = try await WxdashProcess.run(["now", "--provider", "metno,open-meteo,metno", "--demo"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("twice"), "\(result.stderr)")
    }
}

/// The daily request budget, counted in the cache by every wxdash on the machine.
@Suite struct RequestBudgetEndToEndTests {
    @Test func aSpentBudgetAsksTheNextProviderAndSaysWhy() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try FallbackEndToEndTests.server(openMeteo: FallbackEndToEndTests.openMeteoUp)
        defer { server.stop() }
        let environment = ["XDG_CACHE_HOME": cache.path]
        // Every request counts, air quality too (issue 43); finding the place does not.
        let first = try await FallbackEndToEndTests.now(server, ["--request-budget", "3"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try FallbackEndToEndTests.source(first)["provider"] as? String == "open-meteo")
        // The forecast and its air quality: one left for the 14 hours to the UTC midnight (05:45 in Kathmandu).
        #expect(
            first.stderr.contains(
                "Open-Meteo: 2 of 3 requests used today on this machine; refreshing every 14 h until 05:45."),
            "\(first.stderr)")
        // The second forecast spends the budget (its air quality is not asked): said, with when it is asked again.
        let second = try await FallbackEndToEndTests.now(server, ["--request-budget", "3"], environment: environment)
        #expect(try FallbackEndToEndTests.source(second)["provider"] as? String == "open-meteo")
        #expect(
            second.stderr.contains("Open-Meteo: 3 of 3 requests used today on this machine; asked again after 05:45."),
            "\(second.stderr)")
        #expect(server.requests().filter { $0.path == "/v1/air-quality" }.count == 1)
        // The third goes to MET Norway, Open-Meteo not asked at all.
        let asked = server.requests().filter { $0.path == "/v1/forecast" }.count
        let third = try await FallbackEndToEndTests.now(server, ["--request-budget", "3"], environment: environment)
        #expect(third.status == 0, "\(third.stderr)")
        let source = try FallbackEndToEndTests.source(third)
        #expect(source["provider"] as? String == "metno")
        let failed = try #require(source["failed"] as? [[String: Any]])
        #expect(failed.first?["reason"] as? String == "daily request budget used")
        #expect(server.requests().filter { $0.path == "/v1/forecast" }.count == asked)
    }
}

/// Which providers are asked, and in what order, when none is named.
@Suite struct DefaultProvidersTests {
    @Test func openMeteoThenMetNorwayThenOpenWeatherMapWithAKey() throws {
        let options = WeatherOptions()
        #expect(options.providers(withKey: false) == [.openMeteo, .metNorway])
        #expect(options.providers(withKey: true) == [.openMeteo, .metNorway, .openWeatherMap])
    }

    @Test func aServerOfOnesOwnAsksNoPublicOne() throws {
        var options = WeatherOptions()
        options.apiBase = URL(string: "http://127.0.0.1:9")
        #expect(options.providers(withKey: true) == [.openMeteo])
        options.metNorwayBase = URL(string: "http://127.0.0.1:9")
        #expect(options.providers(withKey: true) == [.openMeteo, .metNorway])
    }

    @Test func aNamedListIsKept() throws {
        var options = WeatherOptions()
        options.providerList = [.metNorway]
        #expect(options.providers(withKey: true) == [.metNorway])
        #expect(options.provider == .metNorway)
    }
}

/// Every provider failing (issue 43): Open-Meteo's 503 and MET Norway's 403 are both named, each with its own reason,
/// in the interface's language, where only the 503 was said before, naming no provider.
@Suite struct EveryProviderFailedEndToEndTests {
    static func server() throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": FallbackEndToEndTests.openMeteoDown,
            MetNorwayFixture.path: .init(status: 403, body: "Missing or invalid User-Agent: identify yourself"),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json"))
        ])
    }

    @Test func bothFailuresAreNamedEachWithItsReason() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await FallbackEndToEndTests.now(server)
        #expect(result.status == 7, "the first failure's status, a provider error: \(result.stderr)")
        #expect(
            result.stderr.contains("No provider answered (Open-Meteo: HTTP 503, MET Norway: HTTP 403)."),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("Open-Meteo: 127.0.0.1:\(server.port) had a server error (HTTP 503"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("MET Norway: 127.0.0.1:\(server.port) refused the request (HTTP 403"),
            "\(result.stderr)")
        let german = try await FallbackEndToEndTests.now(server, ["--ui-lang", "de"])
        #expect(
            german.stderr.contains("Kein Anbieter hat geantwortet (Open-Meteo: HTTP 503, MET Norway: HTTP 403)."),
            "\(german.stderr)")
    }

    @Test func theDashboardNamesEveryProviderInItsLanguage() {
        let error = WeatherError.everyProviderFailed([
            .init(provider: .openMeteo, error: .serverError(host: "a", status: 503, detail: nil)),
            .init(provider: .metNorway, error: .timedOut(host: "b", seconds: 10))
        ])
        #expect(ExitStatus(error) == .providerError)
        let failure = FetchFailure(error)
        #expect(failure.kind == .serverFailed)
        let words = failure.dashboardMessage(retryAt: "10:15", language: .english)
        #expect(words.contains("Open-Meteo: HTTP 503, MET Norway: timed out"), "\(words)")
    }
}
