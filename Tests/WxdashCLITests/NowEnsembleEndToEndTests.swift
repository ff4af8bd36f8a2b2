import Foundation
import Testing

/// `wxdash now` with Open-Meteo's Ensemble API on a loopback server: the percentiles reach the JSON, a failing
/// ensemble never hides the forecast, `--no-ensemble` asks nothing, and the ensemble is asked at most once an hour.
@Suite struct NowEnsembleEndToEndTests {
    /// Kathmandu's hours (+05:45) from 15:00 on 30 Nov: eleven runs 0…10 degrees apart around 15°, for six hours.
    static let ensembleBody: String = {
        let times = (15..<21).map { "\"2026-11-30T\($0):00\"" }.joined(separator: ",")
        let members = (0...10).map { member -> String in
            let key = member == 0 ? "temperature_2m" : String(format: "temperature_2m_member%02d", member)
            let values = (0..<6).map { _ in String(10 + member) }.joined(separator: ",")
            return "\"\(key)\":[\(values)]"
        }.joined(separator: ",")
        return
            #"{"latitude":27.7,"longitude":85.3,"utc_offset_seconds":20700,"timezone":"Asia/Kathmandu","hourly_units":{"temperature_2m":"°C"},"#
            + #""hourly":{"time":[\#(times)],\#(members)}}"#
    }()

    static func server(ensemble: FixtureServer.Route) throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")),
            "/v1/ensemble": ensemble
        ])
    }

    static func now(_ server: FixtureServer, _ extra: [String] = [], environment: [String: String] = [:]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            ["now", "--lat", "27.7", "--lon", "85.3", "--api-base", server.base, "--format", "json"] + extra,
            environment: ["WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime].merging(environment) { $1 })
    }

    static func hourly(_ result: WxdashProcess.Result) throws -> [[String: Any]] {
        try #require(try NowOpenMeteoEndToEndTests.json(result.stdout)["hourly"] as? [[String: Any]])
    }

    @Test func percentilesReachTheJSON() async throws {
        let server = try Self.server(ensemble: .init(body: Self.ensembleBody))
        defer { server.stop() }
        let result = try await Self.now(server, ["--ensemble-base", server.base])
        #expect(result.status == 0, "\(result.stderr)")
        let hourly = try Self.hourly(result)
        #expect(hourly[0]["time"] as? String == "2026-11-30T15:00:00+05:45")
        #expect(hourly[0]["temperature_p10"] as? Double == 11)
        #expect(hourly[0]["temperature_p90"] as? Double == 19)
        #expect(hourly[8]["temperature_p10"] is NSNull, "beyond the ensemble's hours: unknown")
        let asked = server.requests().filter { $0.path == "/v1/ensemble" }
        #expect(asked.count == 1)
        #expect(asked.first?.query.contains("temperature_2m") == true)
    }

    @Test func aFailingEnsembleNeverHidesTheForecast() async throws {
        let server = try Self.server(ensemble: .init(status: 500, body: "oops"))
        defer { server.stop() }
        let result = try await Self.now(server, ["--ensemble-base", server.base])
        #expect(result.status == 0, "\(result.stderr)")
        let hourly = try Self.hourly(result)
        #expect(hourly[0]["temperature"] is Double)
        #expect(hourly[0]["temperature_p10"] is NSNull)
        #expect(hourly[0]["temperature_p90"] is NSNull)
    }

    @Test func noEnsembleAndAnAPIBaseAloneAskNothing() async throws {
        let server = try Self.server(ensemble: .init(body: Self.ensembleBody))
        defer { server.stop() }
        await #expect(try Self.now(server, ["--ensemble-base", server.base, "--no-ensemble"]).status == 0)
        await #expect(try Self.now(server).status == 0)
        #expect(!server.requests().contains { $0.path == "/v1/ensemble" })
    }

    @Test func theEnsembleIsAskedAtMostOnceAnHour() async throws {
        let server = try Self.server(ensemble: .init(body: Self.ensembleBody))
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-ensemble-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let shared = ["XDG_CACHE_HOME": cache.path]
        let first = try await Self.now(server, ["--ensemble-base", server.base], environment: shared)
        let second = try await Self.now(server, ["--ensemble-base", server.base], environment: shared)
        #expect(first.status == 0 && second.status == 0)
        #expect(
            server.requests().filter { $0.path == "/v1/ensemble" }.count == 1, "the second run uses the cached answer")
        #expect(try Self.hourly(second)[0]["temperature_p90"] as? Double == 19)
    }
}
