import Foundation
import Testing

/// Every way `wxdash now` can fail answers with one clear line on stderr and its own exit status.
@Suite struct NowFailureEndToEndTests {
    static let kathmandu = FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")

    static func run(forecast: FixtureServer.Route, extra: [String] = []) async throws -> WxdashProcess.Result {
        let server = try FixtureServer(["/v1/forecast": forecast])
        defer { server.stop() }
        return try await WxdashProcess.run(["now", "--api-base", server.base, "--lat", "27.7", "--lon", "85.3"] + extra)
    }

    /// One line on stderr, nothing on stdout, no stack trace.
    static func expectOneClearLine(
        _ result: WxdashProcess.Result, status: Int32, saying words: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("wxdash: "), sourceLocation: sourceLocation)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(words), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (["now", "--colour"], "Unknown option '--colour'"),
        (["now", "--lat", "91", "--lon", "0"], "--lat 91 is out of range"),
        (["now", "--lat", "abc", "--lon", "0"], "--lat 'abc' is not a latitude"),
        (["now", "--lat", "10"], "--lat and --lon go together"),
        (["now", "--units", "kelvinish"], "--units 'kelvinish' is not one of: auto, metric, imperial, uk"),
        (["now", "--wind-unit", "furlongs"], "--wind-unit 'furlongs' is not one of: km/h, mph, m/s, kn"),
        (["now", "--format", "yaml"], "--format 'yaml' is not one of"),
        (["now", "--days", "17"], "--days '17' is out of range"),
        (["now", "--city"], "--city needs a value"),
        (["now", "--api-base", "ftp://example"], "is not an http(s) URL"),
        (["forecast"], "unknown command 'forecast'"),
        (["now", "Berlin", "--city", "Paris"], "'Berlin' and a place option both name a place"),
        (["now", "Berlin", "--all"], "Unexpected argument 'Berlin'")
    ])
    func usageErrorsExitTwo(arguments: [String], words: String) async throws {
        Self.expectOneClearLine(try await WxdashProcess.run(arguments), status: 2, saying: words)
    }

    @Test func unknownCityExitsThree() async throws {
        let server = try FixtureServer(["/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_none.json"))])
        defer { server.stop() }
        let result = try await WxdashProcess.run([
            "now", "--geocoding-base", server.base, "--api-base", server.base, "--city", "Atlantis"
        ])
        Self.expectOneClearLine(result, status: 3, saying: "No place called \"Atlantis\" was found")
    }

    @Test func ipLocationFailureExitsThree() async throws {
        let server = try FixtureServer([
            "/json/": .init(body: #"{"status":"fail","message":"private range","query":"127.0.0.1"}"#)
        ])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["now", "--ip-locate-base", server.base, "--api-base", server.base])
        Self.expectOneClearLine(result, status: 3, saying: "\"private range\"")
    }

    @Test func rateLimitedSaysHowLongToWait() async throws {
        let result = try await Self.run(
            forecast: .init(
                status: 429,
                body:
                    #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#,
                headers: ["Retry-After": "120"]))
        Self.expectOneClearLine(result, status: 6, saying: "try again in 2 min")
    }

    @Test func serverErrorExitsSeven() async throws {
        let result = try await Self.run(
            forecast: .init(status: 503, body: #"{"error":true,"reason":"The service is overloaded"}"#))
        Self.expectOneClearLine(result, status: 7, saying: "HTTP 503, \"The service is overloaded\"")
    }

    @Test func htmlPageWithStatus200ExitsSeven() async throws {
        let result = try await Self.run(
            forecast: .init(
                body: "<!DOCTYPE html><html><body>Captive portal: please log in</body></html>",
                headers: ["Content-Type": "text/html"]))
        Self.expectOneClearLine(result, status: 7, saying: "got an HTML page instead of JSON")
    }

    @Test func truncatedJSONExitsSeven() async throws {
        let body = String(try String(contentsOf: Self.kathmandu, encoding: .utf8).prefix(700))
        let result = try await Self.run(forecast: .init(body: body))
        Self.expectOneClearLine(result, status: 7, saying: "malformed or truncated")
    }

    @Test func connectionClosedMidBodyIsAnError() async throws {
        let result = try await Self.run(forecast: .init(bodyFile: Self.kathmandu, closeEarly: true))
        #expect([4, 7].contains(result.status), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("wxdash: "))
    }

    @Test func bodyMissingRequiredFieldsNamesThem() async throws {
        let result = try await Self.run(forecast: .init(body: #"{"longitude": 85.3, "utc_offset_seconds": 20700}"#))
        Self.expectOneClearLine(result, status: 7, saying: "the required field \"latitude\" is missing")
    }

    @Test func emptyNotFoundBodyExitsSeven() async throws {
        let server = try FixtureServer([:])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["now", "--api-base", server.base, "--lat", "27.7", "--lon", "85.3"])
        Self.expectOneClearLine(result, status: 7, saying: "HTTP 404")
    }

    @Test func connectionRefusedExitsFour() async throws {
        var port = 0
        do {
            let server = try FixtureServer([:])
            defer { server.stop() }
            port = server.port
        }
        // The server is gone; nothing listens on its port any more.
        let result = try await WxdashProcess.run([
            "now", "--api-base", "http://127.0.0.1:\(port)", "--lat", "27.7", "--lon", "85.3"
        ])
        Self.expectOneClearLine(result, status: 4, saying: "Cannot connect to 127.0.0.1:\(port)")
    }

    @Test func serverThatNeverAnswersTimesOut() async throws {
        let result = try await Self.run(forecast: .init(bodyFile: Self.kathmandu, delay: 20), extra: ["--timeout", "1"])
        Self.expectOneClearLine(result, status: 4, saying: "did not finish within 1 s")
    }
}

@Suite struct LocateEndToEndTests {
    @Test func listsEveryMatchMostPopulousFirst() async throws {
        let server = try FixtureServer([
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_springfield.json"))
        ])
        defer { server.stop() }
        let text = try await WxdashProcess.run(["locate", "Springfield", "--geocoding-base", server.base])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("Springfield, Missouri, US"))
        #expect(lines[0].hasSuffix("population 169,176"), "digits grouped (C.UTF-8 groups as English does)")
        let german = try await WxdashProcess.run(
            ["locate", "Springfield", "--geocoding-base", server.base], environment: ["LC_NUMERIC": "de_DE.UTF-8"])
        #expect(german.stdout.split(separator: "\n").first?.hasSuffix("population 169.176") == true, "\(german.stdout)")
        #expect(lines[1].hasPrefix("Springfield, Massachusetts, US"))
        let json = try await WxdashProcess.run([
            "locate", "Springfield, Illinois", "--format", "json", "--geocoding-base", server.base
        ])
        let places = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(places.count == 1)
        #expect(places.first?["timezone"] as? String == "America/Chicago")
    }

    @Test func nothingFoundExitsThree() async throws {
        let server = try FixtureServer(["/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_none.json"))])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["locate", "Atlantis", "--geocoding-base", server.base])
        #expect(result.status == 3)
        #expect(result.stderr.contains("No place called \"Atlantis\""))
        #expect(try await WxdashProcess.run(["locate"]).status == 2)
    }
}

@Suite struct LastPlaceEndToEndTests {
    @Test func withoutIPLocationTheLastPlaceUsedIsTakenAndSaidSo() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-last-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = ["XDG_STATE_HOME": state.path]
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let none = try await WxdashProcess.run(
            ["now", "--no-ip-locate", "--api-base", server.base], environment: environment)
        #expect(none.status == 3)
        #expect(none.stderr.contains("IP location is off (--no-ip-locate) and no place was used before"))
        let first = try await WxdashProcess.run(
            [
                "now", "--city", "Kathmandu", "--geocoding-base", server.base, "--api-base", server.base, "--format",
                "line"
            ], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let again = try await WxdashProcess.run(
            ["now", "--no-ip-locate", "--api-base", server.base, "--format", "line"], environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "☁ 18°C Kathmandu\n")
        #expect(again.stderr.contains("Using the last place, Kathmandu, Bagmati Province, NP (IP location is off"))
        let failing = try FixtureServer([
            "/json/": .init(body: #"{"status":"fail","message":"private range"}"#),
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"))
        ])
        defer { failing.stop() }
        let fallback = try await WxdashProcess.run(
            ["now", "--ip-locate-base", failing.base, "--api-base", failing.base, "--format", "line"],
            environment: environment)
        #expect(fallback.status == 0, "\(fallback.stderr)")
        #expect(fallback.stderr.contains("IP location failed, so using the last place, Kathmandu"))
    }
}
