import Foundation
import Testing

/// `wxdash now` as a separate process against a loopback server speaking Open-Meteo.
@Suite struct NowOpenMeteoEndToEndTests {
    static func server(forecast: FixtureServer.Route? = nil, geocoding: String = "geocoding_kathmandu.json") throws
        -> FixtureServer
    {
        try FixtureServer([
            "/v1/forecast": forecast ?? .init(bodyFile: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json")),
            "/v1/search": .init(bodyFile: FixturePaths.fixture(geocoding)),
            "/json/": .init(
                body:
                    #"{"status":"success","country":"Nepal","countryCode":"NP","regionName":"Bagmati Province","city":"Kathmandu","lat":27.7,"lon":85.32,"timezone":"Asia/Kathmandu"}"#
            )
        ])
    }

    /// 2026-11-30 10:00 UTC, Kathmandu's reading: fetched then, as a real answer would be.
    static let fixtureTime = TestClock.pinned

    static func now(_ server: FixtureServer, _ extra: [String], environment: [String: String] = [:]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            ["now", "--api-base", server.base, "--geocoding-base", server.base, "--ip-locate-base", server.base]
                + extra,
            environment: ["WXDASH_NOW": fixtureTime].merging(environment) { $1 })
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonKeepsTheContractKeysAndLocalTimes() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Kathmandu", "--format", "json", "--units", "metric"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect(
            Set(object.keys) == [
                "location", "units", "current", "today", "hourly", "daily", "source", "alerts", "alerts_source",
                "nowcast", "uv", "air_quality", "yesterday", "pressure", "radar", "sun", "moon"
            ])
        // Alerts are off in this run (WXDASH_NO_ALERTS): unknown, so null.
        #expect(object["alerts"] is NSNull)
        #expect(object["alerts_source"] is NSNull)
        let location = try #require(object["location"] as? [String: Any])
        #expect(
            Set(location.keys) == [
                "name", "region", "country", "latitude", "longitude", "timezone", "utc_offset_seconds"
            ])
        #expect(location["name"] as? String == "Kathmandu")
        #expect(location["region"] as? String == "Bagmati Province")
        #expect(location["country"] as? String == "Nepal")
        #expect(location["timezone"] as? String == "Asia/Kathmandu")
        #expect(location["utc_offset_seconds"] as? Int == 20700)
        let units = try #require(object["units"] as? [String: String])
        #expect(units == ["temperature": "°C", "wind_speed": "km/h", "precipitation": "mm"])
        let current = try #require(object["current"] as? [String: Any])
        #expect(
            Set(current.keys) == [
                "time", "temperature", "feels_like", "humidity", "wind_speed", "wind_direction", "condition",
                "description", "is_day", "source",
                "provider_temperature", "provider_humidity", "station"
            ])
        #expect(current["source"] as? String == "provider" && current["station"] is NSNull)
        #expect(current["time"] as? String == "2026-11-30T15:45:00+05:45")
        #expect(current["temperature"] as? Double == 17.6)
        #expect(current["condition"] as? String == "partly-cloudy")
        #expect(current["is_day"] as? Bool == true)
        let today = try #require(object["today"] as? [String: Any])
        #expect(today["sunrise"] as? String == "2026-11-30T06:41:00+05:45")
        #expect(today["high"] as? Double == 21.4)
        let hourly = try #require(object["hourly"] as? [[String: Any]])
        #expect(hourly.first?["time"] as? String == "2026-11-30T15:00:00+05:45")
        #expect(hourly.count >= 24)
        #expect(
            Set(hourly[0].keys) == [
                "time", "temperature", "temperature_p10", "temperature_p90", "condition", "precipitation_probability",
                "precipitation", "snow",
                "wind_speed", "wind_gusts", "wind_direction"
            ])
        // No ensemble with --api-base alone: the spread is unknown.
        #expect(hourly[0]["temperature_p10"] is NSNull)
        let daily = try #require(object["daily"] as? [[String: Any]])
        #expect(daily.first?["date"] as? String == "2026-11-30")
        #expect(
            Set(daily[0].keys) == [
                "date", "high", "low", "condition", "precipitation_probability", "sunrise", "sunset", "normal_high",
                "normal_low", "normal_precipitation"
            ])
        // No archive with --api-base alone: no normals.
        #expect(daily[0]["normal_high"] is NSNull)
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["provider"] as? String == "open-meteo")
        #expect(source["stale"] as? Bool == false)
        #expect((source["fetched_at"] as? String)?.hasSuffix("+05:45") == true)
    }

    @Test func missingValuesAreJSONNull() async throws {
        let server = try Self.server(
            forecast: .init(bodyFile: FixturePaths.providerFixture("openmeteo/mumbai_0530_nulls.json")))
        defer { server.stop() }
        let result = try await Self.now(
            server, ["--lat", "19.076", "--lon", "72.8777", "--format", "json"],
            environment: ["WXDASH_NOW": "1796009400"])
        #expect(result.status == 0, "\(result.stderr)")
        let current = try #require(try Self.json(result.stdout)["current"] as? [String: Any])
        #expect(current["feels_like"] is NSNull)
        #expect(current["humidity"] is NSNull)
        #expect(current["time"] as? String == "2026-11-30T09:00:00+05:30")
    }

    @Test func ambiguousCityTakesTheMostPopulousAndSaysWhich() async throws {
        let server = try Self.server(geocoding: "geocoding_springfield.json")
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Springfield", "--format", "line"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("using Springfield, Missouri, US"))
        #expect(result.stdout == "☁ 18°C Springfield\n")
    }

    @Test func ipLocationIsUsedWhenNoPlaceIsGiven() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await Self.now(server, ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Location from your IP address: Kathmandu"))
        let german = try await Self.now(server, ["--format", "json"], environment: ["WXDASH_LANG": "de"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(
            german.stderr.contains("Standort aus deiner IP-Adresse: Kathmandu"),
            "the note speaks the interface's language: \(german.stderr)")
    }

    @Test func textFitsEightyColumnsAndNamesThePlace() async throws {
        let server = try Self.server(geocoding: "geocoding_zurich.json")
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Zürich"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Zürich, Schweiz") == true)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(result.stdout.contains("Rain likely from 18:00 (70%)"))
        #expect(result.stdout.contains("Sunrise 06:41 · Sunset 17:08"))
        #expect(result.stdout.contains("Open-Meteo · updated"))
    }

    @Test func localeChoosesImperialForTheUnitedStates() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let result = try await Self.now(
            server, ["--lat", "27.7", "--lon", "85.3", "--format", "json"], environment: ["LANG": "en_US.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let request = try #require(try Self.json(result.stdout)["units"] as? [String: String])
        #expect(request["temperature"] == "°F")
    }
}

/// `wxdash now --offline` answers from what the last live run saved.
@Suite struct NowOfflineEndToEndTests {
    @Test func offlineAnswersFromTheCacheAndSaysWhenNothingIsThere() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path, "WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime]
        let place = ["--lat", "27.7", "--lon", "85.3", "--format", "json"]
        let empty = try await WxdashProcess.run(["now", "--offline"] + place, environment: environment)
        #expect(empty.status == 8)
        #expect(empty.stderr.contains("without --offline first"))
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let live = try await WxdashProcess.run(["now", "--api-base", server.base] + place, environment: environment)
        #expect(live.status == 0, "\(live.stderr)")
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("wxdash/cache.sqlite").path))
        let offline = try await WxdashProcess.run(["now", "--offline"] + place, environment: environment)
        #expect(offline.status == 0, "\(offline.stderr)")
        let object = try NowOpenMeteoEndToEndTests.json(offline.stdout)
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["time"] as? String == "2026-11-30T15:45:00+05:45")
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["stale"] as? Bool == false, "just fetched")
        let otherPlace = try await WxdashProcess.run(
            ["now", "--offline", "--lat", "10", "--lon", "10"], environment: environment)
        #expect(otherPlace.status == 8)
    }

    @Test func aCorruptCacheIsSaidOnceAndTheCommandStillWorks() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-corrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("wxdash"), withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("wxdash/cache.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: file)
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let result = try await WxdashProcess.run(
            ["now", "--api-base", server.base, "--lat", "27.7", "--lon", "85.3", "--format", "line"],
            environment: ["XDG_CACHE_HOME": cache.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "☁ 18°C 27.70°N 85.30°E\n")
        #expect(
            result.stderr.contains("The forecast cache was damaged: it was set aside as \(file.path).corrupt-"),
            "\(result.stderr)")
        #expect(result.stderr.contains("(safe to delete) and a fresh one started."), "\(result.stderr)")
        // Set aside, not overwritten: the bytes are kept under the new name, private.
        let folder = cache.appendingPathComponent("wxdash")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal")
        }
        #expect(aside.count == 1)
        let asidePath = folder.appendingPathComponent(aside.first ?? "").path
        #expect(FileManager.default.contents(atPath: asidePath) == Data(repeating: 0x41, count: 4096))
        #expect(
            (try FileManager.default.attributesOfItem(atPath: asidePath)[.posixPermissions] as? NSNumber)?.intValue
                == 0o600)
        // The fresh cache works: --offline reads what the live run saved, and nobody is told twice.
        let offline = try await WxdashProcess.run(
            ["now", "--offline", "--lat", "27.7", "--lon", "85.3", "--format", "line"],
            environment: ["XDG_CACHE_HOME": cache.path])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == "☁ 18°C 27.70°N 85.30°E\n")
        #expect(!offline.stderr.contains("damaged"), "\(offline.stderr)")
    }

    @Test func offlineWithADamagedCacheSaysItIsSafeToDelete() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-corrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("wxdash"), withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("wxdash/cache.sqlite")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: file)
        let result = try await WxdashProcess.run(
            ["now", "--offline", "--lat", "27.7", "--lon", "85.3"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(result.status == 8)
        #expect(
            result.stderr.contains(
                "the forecast cache \(file.path) is damaged (file is not a database): it only holds copies of forecasts and is safe to delete"
            ),
            "\(result.stderr)")
        #expect(!result.stderr.contains("are yours and readable"))
        #expect(FileManager.default.fileExists(atPath: file.path), "--offline only reads")
    }

    @Test func aDamagedJournalIsNeverSetAside() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-corrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("data/wxdash")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x42, count: 4096)
        try garbage.write(to: folder.appendingPathComponent("journal.sqlite"))
        for arguments in [["mood", "add", "3", "--offline", "--lat", "1", "--lon", "2"], ["mood", "list"]] {
            let result = try await WxdashProcess.run(
                arguments, environment: ["XDG_DATA_HOME": home.appendingPathComponent("data").path])
            #expect(result.status == 10)
            #expect(
                result.stderr.contains(
                    "journal.sqlite is damaged (file is not a database), so wxdash leaves it exactly as it is"),
                "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["journal.sqlite"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("journal.sqlite").path) == garbage)
    }
}

@Suite struct NowUnitsEndToEndTests {
    @Test func ukUnitsAndSingleUnitOverridesConvertWhatTheProviderSent() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let place = ["--lat", "27.7", "--lon", "85.3", "--format", "json", "--api-base", server.base]
        let uk = try await WxdashProcess.run(["now", "--units", "uk"] + place)
        #expect(uk.status == 0, "\(uk.stderr)")
        let ukObject = try NowOpenMeteoEndToEndTests.json(uk.stdout)
        #expect(
            ukObject["units"] as? [String: String] == ["temperature": "°C", "wind_speed": "mph", "precipitation": "mm"])
        // The fixture's 7.9 km/h is 4.9 mph.
        #expect((ukObject["current"] as? [String: Any])?["wind_speed"] as? Double == 4.9)
        // The fixture server answers in metric whatever is asked, so only overrides of a metric request are checked here.
        let knots = try await WxdashProcess.run(["now", "--units", "metric", "--wind-unit", "kn"] + place)
        let knotsObject = try NowOpenMeteoEndToEndTests.json(knots.stdout)
        #expect((knotsObject["units"] as? [String: String])?["wind_speed"] == "kn")
        #expect((knotsObject["current"] as? [String: Any])?["wind_speed"] as? Double == 4.3, "7.9 km/h is 4.3 kn")
        #expect((knotsObject["current"] as? [String: Any])?["temperature"] as? Double == 17.6)
        let british = try await WxdashProcess.run(["now"] + place, environment: ["LANG": "en_GB.UTF-8"])
        #expect(
            (try NowOpenMeteoEndToEndTests.json(british.stdout)["units"] as? [String: String])?["wind_speed"] == "mph")
    }
}

@Suite struct ClockEndToEndTests {
    /// The day names stay English under any locale until the interface is translated.
    @Test func theClockFollowsTheTimeLocaleUnlessTheFlagSaysOtherwise() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let place = ["--lat", "27.7", "--lon", "85.3", "--api-base", server.base]
        let american = try await WxdashProcess.run(
            ["now", "--format", "line", "--template", "{time} {sunrise}"] + place, environment: ["LANG": "en_US.UTF-8"])
        #expect(american.status == 0, "\(american.stderr)")
        #expect(
            american.stdout.range(of: #"^\d{1,2}:\d\d (AM|PM) \d{1,2}:\d\d AM\n$"#, options: .regularExpression) != nil,
            "\(american.stdout)")
        let forced = try await WxdashProcess.run(
            ["now", "--clock", "24", "--format", "line", "--template", "{time}"] + place,
            environment: ["LANG": "en_US.UTF-8"])
        #expect(forced.stdout.range(of: #"^\d\d:\d\d\n$"#, options: .regularExpression) != nil, "\(forced.stdout)")
        let german = try await WxdashProcess.run(
            ["now", "--clock", "12"] + place, environment: ["LC_TIME": "de_DE.UTF-8"])
        #expect(german.status == 0, "\(german.stderr)")
        let header = german.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].contains { header.contains($0 + " ") }, "\(header)")
        #expect(header.contains(" AM UTC") || header.contains(" PM UTC"), "\(header)")
        let bad = try await WxdashProcess.run(["now", "--clock", "13"] + place)
        #expect(bad.status == 2)
        #expect(bad.stderr == "wxdash: --clock '13' is not one of: 12, 24, auto.\n")
    }
}

@Suite struct StatusLineTemplateEndToEndTests {
    @Test func aTemplateFillsItsFieldsOnOneLine() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let result = try await WxdashProcess.run(
            [
                "now", "--lat", "27.7", "--lon", "85.3", "--units", "metric", "--api-base", server.base, "--format",
                "line",
                "--template", "{icon} {temp} ({feels_like}) {wind} · {humidity} · {rain}"
            ], environment: ["WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "☁ 18°C (17°C) 8 km/h NW · 45% · Rain likely from 18:00 (70%)\n")
        let bad = try await WxdashProcess.run(["now", "--format", "line", "--template", "{temperature}"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown field {temperature}"))
    }
}
