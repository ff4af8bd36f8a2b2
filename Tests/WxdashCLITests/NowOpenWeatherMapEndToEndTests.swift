import Foundation
import Testing

/// `wxdash now --provider openweathermap` as a separate process against a loopback server.
@Suite struct NowOpenWeatherMapEndToEndTests {
    static let key = "e2e0123456789abcdef0123456789ab"

    static func server(weather: FixtureServer.Route? = nil) async throws -> FixtureServer {
        try FixtureServer([
            "/data/2.5/weather": weather ?? .init(bodyFile: FixturePaths.fixture("owm_weather_kathmandu.json")),
            "/data/2.5/forecast": .init(bodyFile: FixturePaths.fixture("owm_forecast_kathmandu.json")),
            "/geo/1.0/direct": .init(
                body:
                    #"[{"name":"Kathmandu","local_names":{"ne":"काठमाडौं"},"lat":27.7089,"lon":85.3206,"country":"NP","state":"Bagmati Province"}]"#
            )
        ])
    }

    static func now(
        _ server: FixtureServer, _ extra: [String], key: String? = NowOpenWeatherMapEndToEndTests.key,
        environment: [String: String] = [:]
    ) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            ["now", "--provider", "openweathermap", "--api-base", server.base] + extra,
            environment: ["WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime].merging(environment) { $1 }
                .merging(key.map { ["OPENWEATHERMAP_API_KEY": $0] } ?? [:]) { $1 })
    }

    @Test func dailyRowsAreAggregatedInTheLocationsOwnDays() async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["name"] as? String == "Kathmandu")
        #expect(location["utc_offset_seconds"] as? Int == 20700)
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["time"] as? String == "2026-11-30T15:45:00+05:45")
        #expect(current["wind_speed"] as? Double == 9, "2.5 m/s is 9 km/h")
        #expect(current["description"] as? String == "Scattered clouds")
        #expect(current["condition"] as? String == "partly-cloudy")
        let units = try #require(object["units"] as? [String: String])
        #expect(units["wind_speed"] == "km/h")
        let today = try #require(object["today"] as? [String: Any])
        #expect(today["sunrise"] as? String == "2026-11-30T06:41:00+05:45")
        #expect(today["sunset"] as? String == "2026-11-30T17:08:00+05:45")
        #expect(today["high"] as? Double == 17.6)
        let daily = try #require(object["daily"] as? [[String: Any]])
        #expect(
            daily.map { $0["date"] as? String } == [
                "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"
            ])
        // Local 30 Nov holds the steps at 17:45, 20:45 and 23:45 (10°, 11°, 12°) plus the current 17.6°.
        #expect(daily[0]["high"] as? Double == 17.6)
        #expect(daily[0]["low"] as? Double == 10)
        // Local 1 Dec runs from 02:45 (13°) to 23:45 (20°) and has the rainy steps.
        #expect(daily[1]["low"] as? Double == 13)
        #expect(daily[1]["high"] as? Double == 20)
        #expect(daily[1]["condition"] as? String == "rain")
        #expect(daily[1]["precipitation_probability"] as? Int == 80)
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        #expect(hourly.first?["time"] as? String == "2026-11-30T17:45:00+05:45")
        #expect(hourly.count >= 8)
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "openweathermap")
    }

    @Test func requestsNeverPutTheKeyInMessages() async throws {
        let server = try await Self.server(
            weather: .init(
                status: 401,
                body:
                    #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
            ))
        defer { server.stop() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try await Self.now(
            server, ["--lat", "27.7", "--lon", "85.3", "--log-level", "debug"],
            environment: ["XDG_STATE_HOME": state.path])
        #expect(result.status == 5)
        let log = try String(contentsOf: state.appendingPathComponent("wxdash/wxdash.log"), encoding: .utf8)
        #expect(log.contains("ERROR fetch failed openweathermap"), "\(log)")
        #expect(!log.contains(Self.key))
        #expect(result.stderr.contains("rejected the API key"))
        #expect(!result.stderr.contains(Self.key))
        #expect(result.stdout.isEmpty)
    }

    @Test func aServerEchoingTheKeyNeverGetsItPrinted() async throws {
        let server = try FixtureServer([
            "/geo/1.0/direct": .init(status: 400, body: #"{"cod":"400","message":"bad request for key \#(Self.key)"}"#)
        ])
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Kathmandu"])
        #expect(result.status == 7)
        #expect(result.stderr.contains("bad request for key <redacted>"), "\(result.stderr)")
        #expect(!result.stderr.contains(Self.key))
    }

    @Test func missingKeySaysWhereToPutIt() async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let result = try await Self.now(server, ["--lat", "27.7", "--lon", "85.3"], key: nil)
        #expect(result.status == 5)
        #expect(result.stderr.contains("OPENWEATHERMAP_API_KEY"))
    }

    @Test func keyFileReadableByOthersIsRefused() async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-key-\(UUID().uuidString)")
        try Data("\(Self.key)\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let refused = try await Self.now(
            server, ["--lat", "27.7", "--lon", "85.3", "--api-key-file", file.path], key: nil)
        #expect(refused.status == 5)
        #expect(refused.stderr.contains("chmod 600"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let accepted = try await Self.now(
            server, ["--lat", "27.7", "--lon", "85.3", "--api-key-file", file.path, "--format", "line"], key: nil)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasSuffix(" 18°C Kathmandu\n"))
    }
}
