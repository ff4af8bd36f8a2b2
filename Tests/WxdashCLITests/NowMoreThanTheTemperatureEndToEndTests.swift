import Foundation
import Testing

/// `wxdash now` against loopback servers answering like Open-Meteo's forecast and Air Quality APIs, for a
/// US and a European place: the nowcast, UV, air quality and pollen, yesterday, pressure, sun and moon.
@Suite struct NowMoreThanTheTemperatureEndToEndTests {
    /// 2026-11-30 10:40 in Berlin (09:40 UTC) and in New York (15:40 UTC); both answers say 10:30.
    static let berlinNow = "1796031600"
    static let newYorkNow = "1796053200"

    static func server(_ place: String, airQuality: FixtureServer.Route? = nil) throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": .init(bodyFile: FixturePaths.fixture("issue13_forecast_\(place).json")),
            "/v1/air-quality": airQuality ?? .init(bodyFile: FixturePaths.fixture("issue13_airquality_\(place).json")),
            "/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_\(place).json"))
        ])
    }

    static func now(_ server: FixtureServer, city: String, at time: String, _ extra: [String]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            [
                "now", "--city", city, "--api-base", server.base, "--geocoding-base", server.base, "--ip-locate-base",
                server.base,
                "--units", "metric", "--clock", "24"
            ] + extra,
            environment: ["WXDASH_NOW": time, "no_proxy": "127.0.0.1,localhost"])
    }

    static func object(_ value: Any?) throws -> [String: Any] {
        try #require(value as? [String: Any])
    }

    @Test func berlinJSONCarriesEveryNewField() async throws {
        let server = try Self.server("berlin")
        defer { server.stop() }
        let result = try await Self.now(server, city: "Berlin", at: Self.berlinNow, ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let json = try Self.object(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))

        let nowcast = try Self.object(json["nowcast"])
        #expect(nowcast["interval_minutes"] as? Int == 15)
        let steps = try #require(nowcast["steps"] as? [[String: Any]])
        #expect(steps.count == 8)
        #expect(steps.first?["time"] as? String == "2026-11-30T10:30:00+01:00")
        #expect(steps.map { $0["precipitation"] as? Double } == [0, 0, 0.15, 0.3, 0.2, 0.05, 0, 0])
        #expect(nowcast["starts_at"] as? String == "2026-11-30T11:00:00+01:00")
        #expect(nowcast["ends_at"] as? String == "2026-11-30T11:45:00+01:00")
        #expect(nowcast["summary"] as? String == "Rain starting in about 20 min, light, for about 45 min")
        #expect(nowcast["interpolated"] as? Bool == false)

        let uv = try Self.object(json["uv"])
        #expect(uv["index"] as? Double == 0.4)
        #expect(uv["max_today"] as? Double == 0.9)
        #expect(uv["protect_from"] is NSNull)
        #expect(uv["protect_until"] is NSNull)

        let air = try Self.object(json["air_quality"])
        #expect(Set(air.keys) == ["scale", "index", "category", "dominant_pollutant", "pollen"])
        #expect(air["scale"] as? String == "european_aqi")
        #expect(air["index"] as? Int == 38)
        #expect(air["category"] as? String == "fair")
        #expect(air["dominant_pollutant"] as? String == "pm2_5")
        let pollen = try Self.object(air["pollen"])
        #expect(pollen["grass"] as? Double == 1.2)
        #expect(pollen["birch"] as? Double == 0, "0 is none now, not missing")
        #expect(pollen.count == 6)

        let yesterday = try Self.object(json["yesterday"])
        #expect(yesterday["high"] as? Double == 6.1)
        #expect(yesterday["low"] as? Double == 0.4)
        #expect(yesterday["high_change"] as? Double == -1.2)
        let today = try Self.object(json["today"])
        #expect(today["high"] as? Double == 4.9, "past_days=1 leaves today alone")
        let daily = try #require(json["daily"] as? [[String: Any]])
        #expect(daily.first?["date"] as? String == "2026-11-30")
        let hourly = try #require(json["hourly"] as? [[String: Any]])
        #expect(hourly.first?["time"] as? String == "2026-11-30T10:00:00+01:00")

        let pressure = try Self.object(json["pressure"])
        #expect(pressure["value"] as? Double == 1010.3)
        #expect(pressure["trend"] as? String == "falling")

        let sun = try Self.object(json["sun"])
        #expect(sun["daylight_seconds"] as? Int == 29_040)
        #expect(sun["daylight_change_seconds"] as? Int == -180)

        let moon = try Self.object(json["moon"])
        #expect(moon["name"] as? String == "last quarter", "a day before the last quarter of 1 December 2026")
        let phase = try #require(moon["phase"] as? Double)
        #expect(phase > 0.70 && phase < 0.75)
        let lit = try #require(moon["illumination"] as? Double)
        #expect(lit > 50 && lit < 70)
        #expect(moon["moonrise"] is NSNull, "Open-Meteo does not send it")
        #expect(moon["moonset"] is NSNull)

        let requests = server.requests()
        let forecastRequest = try #require(requests.first { $0.path == "/v1/forecast" }?.query.removingPercentEncoding)
        for part in [
            "minutely_15=precipitation", "forecast_minutely_15=8", "past_days=1", "uv_index", "pressure_msl",
            "uv_index_max"
        ] {
            #expect(forecastRequest.contains(part), "\(forecastRequest)")
        }
        let airRequest = try #require(requests.first { $0.path == "/v1/air-quality" }?.query.removingPercentEncoding)
        for part in ["latitude=52.52", "european_aqi", "us_aqi", "us_aqi_ozone", "grass_pollen", "nitrogen_dioxide"] {
            #expect(airRequest.contains(part), "\(airRequest)")
        }
    }

    @Test func newYorkJSONReadsTheUSScaleAndHasNoPollen() async throws {
        let server = try Self.server("newyork")
        defer { server.stop() }
        let result = try await Self.now(server, city: "New York", at: Self.newYorkNow, ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.object(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))

        let nowcast = try Self.object(json["nowcast"])
        #expect(nowcast["starts_at"] as? String == "2026-11-30T10:30:00-05:00")
        #expect(nowcast["ends_at"] as? String == "2026-11-30T11:00:00-05:00")
        #expect(nowcast["summary"] as? String == "Rain now, stopping in about 20 min")
        #expect(nowcast["interpolated"] as? Bool == false)

        let uv = try Self.object(json["uv"])
        #expect(uv["index"] as? Double == 2.2)
        #expect(uv["max_today"] as? Double == 3.4)
        #expect(uv["protect_from"] as? String == "2026-11-30T12:00:00-05:00")
        #expect(uv["protect_until"] as? String == "2026-11-30T14:00:00-05:00")

        let air = try Self.object(json["air_quality"])
        #expect(air["scale"] as? String == "us_aqi")
        #expect(air["index"] as? Int == 72)
        #expect(air["category"] as? String == "moderate")
        #expect(air["dominant_pollutant"] as? String == "ozone")
        #expect(air["pollen"] is NSNull, "not measured outside Europe")

        let yesterday = try Self.object(json["yesterday"])
        #expect(yesterday["high_change"] as? Double == 3.2)
        #expect(try Self.object(json["pressure"])["trend"] as? String == "steady")
        let sun = try Self.object(json["sun"])
        #expect(sun["daylight_seconds"] as? Int == 34_320)
        #expect(sun["daylight_change_seconds"] as? Int == -120)
        #expect(try Self.object(json["moon"])["name"] as? String == "last quarter")
    }

    @Test func textAndLineSayTheSameThings() async throws {
        let server = try Self.server("newyork")
        defer { server.stop() }
        let text = try await Self.now(server, city: "New York", at: Self.newYorkNow, [])
        #expect(text.status == 0, "\(text.stderr)")
        // The rain under way is told once, by the header's outlook; `{rain_soon}` keeps the nowcast's own sentence.
        #expect(text.stdout.split(separator: "\n").filter { $0.hasPrefix("Rain") }.count == 1, "\(text.stdout)")
        #expect(text.stdout.contains("Rain now until "), "\(text.stdout)")
        for line in [
            "UV 2 low · protect 12:00–14:00", "US AQI 72 moderate · mostly O₃",
            "Pressure 1016 hPa → steady", "3° warmer than yesterday",
            "Daylight 9 h 32 min, 2 min shorter than yesterday",
            "Moon: last quarter"
        ] {
            #expect(text.stdout.contains(line), "\(line) in:\n\(text.stdout)")
        }
        #expect(!text.stdout.contains("Pollen"))
        let line = try await Self.now(
            server, city: "New York", at: Self.newYorkNow,
            ["--format", "line", "--template", "{aqi} | {uv} | {rain_soon}"])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout == "AQI 72 moderate | UV 2 low | Rain now, stopping in about 20 min\n")
    }

    @Test func europeanTextShowsPollenInSeason() async throws {
        let server = try Self.server("berlin")
        defer { server.stop() }
        let text = try await Self.now(server, city: "Berlin", at: Self.berlinNow, [])
        #expect(text.status == 0, "\(text.stderr)")
        // The nowcast's rain is the header's one outlook sentence, not told again below it.
        #expect(!text.stdout.contains("Rain starting in about"), "\(text.stdout)")
        for line in [
            "Rain from 11:00 for about 45 min", "European AQI 38 fair · mostly PM2.5", "Pollen: grass 1",
            "Pressure 1010 hPa ↘ falling", "1° cooler than yesterday"
        ] {
            #expect(text.stdout.contains(line), "\(line) in:\n\(text.stdout)")
        }
    }

    @Test func aFailingAirQualityRequestLeavesTheForecastAlone() async throws {
        let server = try Self.server("berlin", airQuality: .init(status: 503, body: "The service is overloaded"))
        defer { server.stop() }
        let result = try await Self.now(server, city: "Berlin", at: Self.berlinNow, ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("air quality"), "\(result.stderr)")
        let json = try Self.object(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))
        #expect(json["air_quality"] is NSNull)
        #expect(try Self.object(json["current"])["temperature"] as? Double == 3.2)
        #expect(
            try Self.object(json["nowcast"])["summary"] as? String
                == "Rain starting in about 20 min, light, for about 45 min")
    }

    @Test func theConfigChoosesTheScaleOnlyOutsideTheUSAndEurope() async throws {
        let server = try Self.server("berlin")
        defer { server.stop() }
        let result = try await Self.now(
            server, city: "Berlin", at: Self.berlinNow,
            ["--format", "json", "--aqi", "us", "--air-quality-base", server.base])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.object(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))
        #expect(
            try Self.object(json["air_quality"])["scale"] as? String == "european_aqi",
            "Berlin is in Europe whatever --aqi says")
        let bad = try await Self.now(server, city: "Berlin", at: Self.berlinNow, ["--aqi", "chinese"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--aqi 'chinese' is not one of: us, european, auto."), "\(bad.stderr)")
    }

    /// The cache keeps the JSON document: `--offline` answers with every new field as the live run had it.
    @Test func theCacheRoundTripsTheNewFields() async throws {
        let server = try Self.server("newyork")
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-13-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = [
            "WXDASH_NOW": Self.newYorkNow, "XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": cache.path,
            "no_proxy": "127.0.0.1,localhost"
        ]
        let arguments = [
            "now", "--city", "New York", "--api-base", server.base, "--geocoding-base", server.base, "--units",
            "metric", "--format", "json"
        ]
        let live = try await WxdashProcess.run(arguments, environment: environment)
        #expect(live.status == 0, "\(live.stderr)")
        let offline = try await WxdashProcess.run(arguments + ["--offline"], environment: environment)
        #expect(offline.status == 0, "\(offline.stderr)")
        let keys = ["nowcast", "uv", "air_quality", "yesterday", "pressure", "sun", "moon"]
        let liveJSON = try Self.object(try JSONSerialization.jsonObject(with: Data(live.stdout.utf8)))
        let offlineJSON = try Self.object(try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)))
        for key in keys {
            #expect(
                NSDictionary(dictionary: ["v": liveJSON[key] ?? NSNull()])
                    == NSDictionary(dictionary: ["v": offlineJSON[key] ?? NSNull()]), "\(key)")
        }
    }
}
