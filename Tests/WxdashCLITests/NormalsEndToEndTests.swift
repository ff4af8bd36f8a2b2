import Foundation
import Testing

/// Climate normals from a loopback archive serving 30 years of made-up days: Vilnius warmer and Tucson colder than
/// normal on the pinned day, by as much as the served days say, in `now`'s JSON and text; the archive asked once a
/// month at most and counted as the calls Open-Meteo counts it as; a failing or empty archive changes nothing else;
/// moods keep the departure and `mood stats` groups them by it.
@Suite struct NormalsEndToEndTests {
    struct Place {
        var latitude: String
        var longitude: String
        var timezone: String
        var offset: Int
        /// The year's mean high, and how far the seasons swing it (coldest near 19 January).
        var meanHigh: Double
        var swing: Double
    }

    static let vilnius = Place(
        latitude: "54.69", longitude: "25.28", timezone: "Europe/Vilnius", offset: 2 * 3600, meanHigh: 10, swing: 12)
    static let tucson = Place(
        latitude: "32.22", longitude: "-110.97", timezone: "America/Phoenix", offset: -7 * 3600, meanHigh: 36, swing: 12
    )
    /// The pinned day's forecast high and low (the Kathmandu fixture's, moved to each place's zone).
    static let todayMean = (21.4 + 5.8) / 2
    static let period = 1996...2025
    /// A year the archive has no values for, and the days at its end it has none for yet.
    static let missingYear = 1999

    /// The served days: a seasonal curve with some noise, every 13th high null, 1999 all null, the last 5 days null.
    static func days(_ place: Place) -> [(date: String, high: Double?, low: Double?, rain: Double?)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var date = calendar.date(from: DateComponents(year: period.lowerBound, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: period.upperBound, month: 12, day: 31))!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        var rows: [(String, Double?, Double?, Double?)] = []
        var index = 0
        while date <= end {
            let year = calendar.component(.year, from: date)
            let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: date)!)
            let noise = Double((index * 7919) % 11 - 5) * 0.3
            let high = place.meanHigh - place.swing * cos(2 * .pi * (dayOfYear - 19) / 365.25) + noise
            let missing = year == missingYear || date > end.addingTimeInterval(-5 * 86_400)
            rows.append(
                (
                    formatter.string(from: date), missing || index % 13 == 0 ? nil : high, missing ? nil : high - 6,
                    missing ? nil : Double(index % 5) * 0.4
                ))
            index += 1
            date = calendar.date(byAdding: .day, value: 1, to: date)!
        }
        return rows
    }

    static func archiveBody(_ place: Place) -> String {
        let rows = days(place)
        let number = { (value: Double?) in value.map { String(format: "%.1f", $0) } ?? "null" }
        return
            #"{"latitude":\#(place.latitude),"longitude":\#(place.longitude),"utc_offset_seconds":\#(place.offset),"timezone":"\#(place.timezone)","#
            + #""daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_sum":"mm"},"daily":{"#
            + #""time":[\#(rows.map { "\"\($0.date)\"" }.joined(separator: ","))],"#
            + #""temperature_2m_max":[\#(rows.map { number($0.high) }.joined(separator: ","))],"#
            + #""temperature_2m_min":[\#(rows.map { number($0.low) }.joined(separator: ","))],"#
            + #""precipitation_sum":[\#(rows.map { number($0.rain) }.joined(separator: ","))]}}"#
    }

    /// The normal of 30 November from the served days, as documented: the mean of every value from 23 November to
    /// 7 December of every year (printed to a tenth, as served), nulls left out.
    static func expectedNormal(_ place: Place) -> (high: Double, low: Double) {
        let window = days(place).filter { row in
            let monthDay = row.date.dropFirst(5)
            return ("11-23"..."11-30").contains(monthDay) || ("12-01"..."12-07").contains(monthDay)
        }
        let tenth = { (value: Double) in (value * 10).rounded() / 10 }
        let highs = window.compactMap(\.high).map(tenth)
        let lows = window.compactMap(\.low).map(tenth)
        return (highs.reduce(0, +) / Double(highs.count), lows.reduce(0, +) / Double(lows.count))
    }

    static func expectedDeparture(_ place: Place) -> Double {
        let normal = expectedNormal(place)
        return todayMean - (normal.high + normal.low) / 2
    }

    static func forecastBody(_ place: Place) throws -> String {
        try NowAlertsEndToEndTests.forecast(timezone: place.timezone, offset: place.offset)
    }

    static func server(archive: FixtureServer.Route? = nil) async throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast?latitude=54.69": .init(body: try forecastBody(vilnius)),
            "/v1/forecast?latitude=32.22": .init(body: try forecastBody(tucson)),
            "/v1/archive?latitude=54.69": archive ?? .init(body: archiveBody(vilnius)),
            "/v1/archive?latitude=32.22": archive ?? .init(body: archiveBody(tucson))
        ])
    }

    static func now(
        _ server: FixtureServer, _ place: Place, _ extra: [String] = [], format: String = "json",
        environment: [String: String] = [:]
    ) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            [
                "now", "--lat", place.latitude, "--lon", place.longitude, "--api-base", server.base, "--archive-base",
                server.base,
                "--units", "metric", "--format", format
            ] + extra,
            environment: ["WXDASH_NOW": TestClock.pinned].merging(environment) { $1 })
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-normals-\(UUID().uuidString)")
    }

    @Test(arguments: [("Vilnius", vilnius, "warmer"), ("Tucson", tucson, "colder")])
    func todaysDepartureInJSONAndText(name: String, place: Place, word: String) async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let expected = Self.expectedDeparture(place)
        #expect(word == "warmer" ? expected > 3 : expected < -3, "the test data makes \(name) \(word) than normal")
        let result = try await Self.now(server, place)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try NowOpenMeteoEndToEndTests.json(result.stdout)
        let today = try #require(json["today"] as? [String: Any])
        let departure = try #require(today["departure_from_normal"] as? Double, "\(today)")
        #expect(abs(departure - expected) <= 0.5, "\(name): \(departure) against \(expected) from the served days")
        let daily = try #require(json["daily"] as? [[String: Any]])
        let normal = Self.expectedNormal(place)
        #expect(abs((daily[0]["normal_high"] as? Double ?? .nan) - normal.high) <= 0.5, "\(daily[0])")
        #expect(abs((daily[0]["normal_low"] as? Double ?? .nan) - normal.low) <= 0.5, "\(daily[0])")
        #expect(daily[0]["normal_precipitation"] is Double)

        let text = try await Self.now(server, place, format: "text")
        #expect(text.status == 0, "\(text.stderr)")
        let degrees = Int(abs(expected).rounded())
        #expect(text.stdout.contains("\(degrees)° \(word) than normal for 30 Nov"), "\(text.stdout)")

        let fahrenheit = try await Self.now(server, place, ["--units", "imperial"])
        let inFahrenheit = try #require(
            (try NowOpenMeteoEndToEndTests.json(fahrenheit.stdout)["today"] as? [String: Any])?["departure_from_normal"]
                as? Double)
        #expect(
            abs(inFahrenheit - expected * 1.8) <= 0.9, "a difference in °F is 1.8 times the one in °C: \(inFahrenheit)")
    }

    @Test func theArchiveIsAskedOnceAMonthAndCountedAsOpenMeteoCountsIt() async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let shared = ["XDG_CACHE_HOME": cache.path]
        let first = try await Self.now(server, Self.vilnius, environment: shared)
        #expect(first.status == 0, "\(first.stderr)")
        let archive = server.requests().filter { $0.path == "/v1/archive" }
        #expect(archive.count == 1, "one request for the whole period")
        #expect(
            archive.first?.query.contains("start_date=1996-01-01") == true
                && archive.first?.query.contains("end_date=2025-12-31") == true)
        // 10,958 days of 3 variables: 783 calls of 14 days, besides the forecast's and the air quality's.
        let ledger = try String(contentsOf: cache.appendingPathComponent("wxdash/requests.tsv"), encoding: .utf8)
        let counted = ledger.split(separator: "\n").first { $0.hasPrefix("open-meteo\t2026-11-30\t") }.flatMap {
            Int($0.split(separator: "\t")[2])
        }
        #expect(counted == 783 + 2, "\(ledger)")

        let twentyDaysOn = String(TestClock.seconds + 20 * 86_400)
        let later = try await Self.now(
            server, Self.vilnius, environment: shared.merging(["WXDASH_NOW": twentyDaysOn]) { $1 })
        #expect(later.status == 0, "\(later.stderr)")
        #expect(
            server.requests().filter { $0.path == "/v1/archive" }.count == 1, "normals from the cache within the month")
        let second = try await Self.now(server, Self.vilnius, environment: shared)
        let today = try #require(try NowOpenMeteoEndToEndTests.json(second.stdout)["today"] as? [String: Any])
        #expect(abs((today["departure_from_normal"] as? Double ?? .nan) - Self.expectedDeparture(Self.vilnius)) <= 0.5)
        #expect(server.requests().filter { $0.path == "/v1/archive" }.count == 1)
    }

    /// The JSON without the normals' own keys: everything else must be as without normals.
    static func withoutNormals(_ json: [String: Any]) -> NSDictionary {
        var json = json
        if var today = json["today"] as? [String: Any] {
            today["departure_from_normal"] = nil
            json["today"] = today
        }
        json["daily"] = (json["daily"] as? [[String: Any]])?.map { day in
            day.filter { !$0.key.hasPrefix("normal_") }
        }
        return json as NSDictionary
    }

    @Test(arguments: [
        FixtureServer.Route(status: 500, body: #"{"error":true,"reason":"oops"}"#),
        FixtureServer.Route(body: "null"),
        FixtureServer.Route(
            body:
                #"{"latitude":54.7,"longitude":25.3,"daily":{"time":["1996-01-01","1996-01-02"],"temperature_2m_max":[null,null],"temperature_2m_min":[null,null],"precipitation_sum":[null,null]}}"#
        )
    ])
    func aFailingOrEmptyArchiveChangesNothingElse(archive: FixtureServer.Route) async throws {
        let server = try await Self.server(archive: archive)
        defer { server.stop() }
        let result = try await Self.now(server, Self.vilnius)
        let without = try await Self.now(server, Self.vilnius, ["--no-normals"])
        #expect(result.status == 0 && without.status == 0, "\(result.stderr)")
        let json = try NowOpenMeteoEndToEndTests.json(result.stdout)
        #expect((json["today"] as? [String: Any])?["departure_from_normal"] is NSNull)
        #expect(Self.withoutNormals(json) == Self.withoutNormals(try NowOpenMeteoEndToEndTests.json(without.stdout)))
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("normals") }
        #expect(notes.count == 1, "one line says why: \(result.stderr)")
        #expect(!without.stderr.contains("normals"))

        let text = try await Self.now(server, Self.vilnius, format: "text")
        let textWithout = try await Self.now(server, Self.vilnius, ["--no-normals"], format: "text")
        #expect(text.stdout == textWithout.stdout)
    }

    @Test func moodsAreGroupedByTheDaysDeparture() async throws {
        let server = try await Self.server()
        defer { server.stop() }
        let home = Self.folder()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "WXDASH_NOW": TestClock.pinned
        ]
        for (place, level) in [
            (Self.vilnius, "5"), (Self.vilnius, "4"), (Self.vilnius, "4"), (Self.tucson, "2"), (Self.tucson, "3")
        ] {
            let added = try await WxdashProcess.run(
                [
                    "mood", "add", level, "--lat", place.latitude, "--lon", place.longitude, "--api-base", server.base,
                    "--archive-base", server.base
                ],
                environment: environment)
            #expect(added.status == 0, "\(added.stderr)")
        }
        let stats = try await WxdashProcess.run(["mood", "stats"], environment: environment)
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("By departure from normal"), "\(stats.stdout)")
        #expect(stats.stdout.contains("warmer than normal 4.3"), "\(stats.stdout)")
        #expect(
            stats.stdout.contains("On warmer-than-normal days your mood averages 4.3, on colder ones 2.5"),
            "\(stats.stdout)")
        let json = try await WxdashProcess.run(["mood", "stats", "--format", "json"], environment: environment)
        let groups = try #require(
            try NowOpenMeteoEndToEndTests.json(json.stdout)["by_departure_from_normal"] as? [[String: Any]])
        #expect(groups.map { $0["name"] as? String } == ["warmer", "colder"])
        #expect(groups.map { $0["count"] as? Double } == [3, 2])
    }
}
