import Foundation
import Testing

/// `wxdash now` against a server whose clock, offset or zone name cannot be true.
@Suite struct HostileTimeEndToEndTests {
    static let kathmandu = FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")

    static func body(replacing old: String, with new: String) throws -> String {
        let text = try String(contentsOf: kathmandu, encoding: .utf8)
        #expect(text.contains(old))
        return text.replacingOccurrences(of: old, with: new)
    }

    static func run(_ body: String, state: URL? = nil) async throws -> WxdashProcess.Result {
        let server = try FixtureServer(["/v1/forecast": .init(body: body)])
        defer { server.stop() }
        var environment = ["WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime]
        if let state { environment["XDG_STATE_HOME"] = state.path }
        return try await WxdashProcess.run(
            ["now", "--api-base", server.base, "--lat", "27.7", "--lon", "85.3", "--format", "json"],
            environment: environment)
    }

    @Test(arguments: ["9999-12-31T00:00", "1970-01-01T05:45", "2026-12-03T15:45"])
    func anAbsurdCurrentTimeKeepsTheRowsAndIsNotedInTheLog(current: String) async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try await Self.run(
            try Self.body(replacing: "\"time\": \"2026-11-30T15:45\"", with: "\"time\": \"\(current)\""), state: state)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let now = try #require(object["current"] as? [String: Any])
        #expect(now["time"] as? String == "2026-11-30T15:45:00+05:45", "the fetch time stands in")
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        #expect(hourly.count >= 24)
        #expect(hourly.first?["time"] as? String == "2026-11-30T15:00:00+05:45")
        let daily = try #require(object["daily"] as? [[String: Any]])
        #expect(daily.first?["date"] as? String == "2026-11-30", "today is the fetch's day")
        let log = try String(contentsOf: state.appendingPathComponent("wxdash/wxdash.log"), encoding: .utf8)
        #expect(log.contains("the fetch time stands in"), "\(log)")
    }

    @Test(arguments: ["1000000000", "-86400"])
    func anImpossibleUTCOffsetExitsSeven(offset: String) async throws {
        let result = try await Self.run(
            try Self.body(replacing: "\"utc_offset_seconds\": 20700", with: "\"utc_offset_seconds\": \(offset)"))
        NowFailureEndToEndTests.expectOneClearLine(result, status: 7, saying: "UTC offset of \(offset) s")
    }

    @Test func aTimeZoneNameThatIsAPathExitsSeven() async throws {
        let result = try await Self.run(try Self.body(replacing: "\"Asia/Kathmandu\"", with: "\"../../../etc/passwd\""))
        NowFailureEndToEndTests.expectOneClearLine(result, status: 7, saying: "is not an IANA name")
    }
}

/// `WXDASH_NOW` out of range is refused before anything is dated by it.
@Suite struct PinnedClockRangeTests {
    @Test(arguments: ["-99999999999", "1e20", "yesterday"])
    func anInstantNoOneLivesAtIsRefused(value: String) async throws {
        let result = try await WxdashProcess.run(
            ["mood", "add", "3", "x", "--offline"], environment: ["WXDASH_NOW": value])
        #expect(result.status == 2)
        #expect(result.stderr.contains("WXDASH_NOW="), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no mood was saved")
    }
}
