import Foundation
import Testing

@testable import WeatherKit

@Suite struct OpenMeteoProviderTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_796_000_000)

    func forecast(
        _ fixture: String, place: Place = Place(name: "Somewhere", latitude: 0, longitude: 0),
        units: UnitSystem = .metric, days: Int = 7
    ) async throws -> (Forecast, StubHTTP) {
        let body = try FixtureFile.data("openmeteo/\(fixture)")
        let request = ForecastRequest(place: place, units: units, days: days)
        // Fetched when the fixture's reading was made: a reading far from its fetch is not believed.
        let first = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        let readingTime = try await first.forecast(request, now: Self.fetchedAt).current.time
        let http = StubHTTP(path: "/v1/forecast", body: body)
        let provider = OpenMeteoProvider(base: URL(string: "http://127.0.0.1:9")!, http: http)
        return (try await provider.forecast(request, now: readingTime), http)
    }

    func iso(_ date: Date?, _ location: Location) -> String? {
        date.map { location.localTime(at: $0).iso8601 }
    }

    @Test func asksForEverythingTheModelNeedsInTheRequestedUnits() async throws {
        let place = Place(name: "Kathmandu", latitude: 27.7172, longitude: 85.324)
        let (_, http) = try await forecast("kathmandu_0545.json", place: place, units: .imperial, days: 1)
        let url = try #require(http.requests.first)
        #expect(url.query("latitude") == "27.7172")
        #expect(url.query("longitude") == "85.3240")
        #expect(url.query("timezone") == "auto")
        #expect(url.query("temperature_unit") == "fahrenheit")
        #expect(url.query("wind_speed_unit") == "mph")
        #expect(url.query("precipitation_unit") == "inch")
        #expect(url.query("forecast_days") == "2", "one day is stretched to two so 24 hourly rows always exist")
        #expect(url.query("current")?.contains("apparent_temperature") == true)
        #expect(url.query("daily")?.contains("precipitation_probability_max") == true)
    }

    @Test func kathmanduAtPlusFiveFortyFiveMapsLocalClockStringsToRealInstants() async throws {
        let place = Place(name: "Kathmandu", region: "Bagmati", country: "Nepal", latitude: 27.7172, longitude: 85.324)
        let (forecast, _) = try await forecast("kathmandu_0545.json", place: place)
        let location = forecast.location
        #expect(location.name == "Kathmandu")
        #expect(location.utcOffsetSeconds == 20700)
        #expect(location.timeZoneIdentifier == "Asia/Kathmandu")
        // 15:45 at +05:45 is 10:00 UTC.
        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_796_032_800))
        #expect(iso(forecast.current.time, location) == "2026-11-30T15:45:00+05:45")
        #expect(forecast.current.temperature == 17.6)
        #expect(forecast.current.feelsLike == 16.9)
        #expect(forecast.current.humidity == 45)
        #expect(forecast.current.windDirection == 315)
        #expect(forecast.current.condition == .partlyCloudy)
        #expect(forecast.current.description == "Partly cloudy")
        #expect(forecast.current.isDay == true)
        #expect(forecast.today.high == 21.4)
        #expect(forecast.today.low == 5.8)
        #expect(iso(forecast.today.sun.sunrise, location) == "2026-11-30T06:41:00+05:45")
        #expect(iso(forecast.today.sun.sunset, location) == "2026-11-30T17:08:00+05:45")
        #expect(forecast.daily.map(\.date.description) == ["2026-11-30", "2026-12-01"])
        #expect(forecast.daily[0].precipitationProbability == 70)
        #expect(forecast.daily[0].condition == .rain)
    }

    @Test func hourlyStartsAtTheCurrentLocalHourAndCoversADay() async throws {
        let (forecast, _) = try await forecast("kathmandu_0545.json")
        let first = try #require(forecast.hourly.first)
        #expect(iso(first.time, forecast.location) == "2026-11-30T15:00:00+05:45")
        #expect(forecast.hourly.count == 33, "15:00 on the 30th through 23:00 on the 1st")
        #expect(forecast.hourly.last.map { $0.time.timeIntervalSince(first.time) } ?? 0 >= 24 * 3600)
        let rainy = forecast.hourly.first { ($0.precipitationProbability ?? 0) >= 50 }
        #expect(rainy.map { iso($0.time, forecast.location) } == "2026-11-30T18:00:00+05:45")
        #expect(
            RainOutlook(forecast: forecast, now: forecast.current.time).text(
                in: forecast.location, style: .standard, language: .english) == "Rain likely from 18:00 (70%)")
    }

    @Test func polarNightHasNoSunriseAndSaysSo() async throws {
        let (forecast, _) = try await forecast("longyearbyen_polar_night.json")
        #expect(forecast.today.sun == SunTimes(polar: .polarNight))
        #expect(forecast.current.temperature == -15.2)
        #expect(forecast.today.low == -19.3)
        #expect(forecast.plausible().current.windDirection == 270, "-90° is west, once the model's checks have run")
        #expect(forecast.current.condition == .snow)
        #expect(forecast.current.isDay == false)
        #expect(
            ReadingFormat.sunLine(forecast.today.sun, in: forecast.location, style: .standard, language: .english)
                == "Polar night: the sun does not rise today")
    }

    @Test func polarDayIsMidnightSun() async throws {
        let (forecast, _) = try await forecast("longyearbyen_polar_day.json")
        #expect(forecast.today.sun == SunTimes(polar: .midnightSun))
        #expect(forecast.daily.allSatisfy { $0.sun.polar == .midnightSun })
        #expect(forecast.location.utcOffsetSeconds == 7200)
    }

    @Test func dateLinePlaceIsAlreadyTomorrowInItsOwnCalendar() async throws {
        let (forecast, _) = try await forecast("kiritimati_1400.json")
        // 00:30 on 1 December at +14:00 is 10:30 UTC on 30 November.
        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_796_034_600))
        #expect(forecast.daily.first?.date.description == "2026-12-01")
        #expect(iso(forecast.current.time, forecast.location) == "2026-12-01T00:30:00+14:00")
        #expect(forecast.current.condition == .showers)
    }

    @Test func nullValuesStayMissingNeverZero() async throws {
        let (forecast, _) = try await forecast("mumbai_0530_nulls.json")
        #expect(forecast.current.feelsLike == nil)
        #expect(forecast.current.humidity == nil)
        #expect(forecast.current.windDirection == nil)
        #expect(forecast.current.temperature == 28.3)
        #expect(forecast.daily[1].high == nil)
        #expect(forecast.daily[1].condition == nil)
        #expect(forecast.daily[1].low == 22.0)
        #expect(forecast.hourly.allSatisfy { $0.precipitationProbability == nil })
        let hourAtTen = try #require(forecast.hourly.first { forecast.location.localTime(at: $0.time).hour == 10 })
        #expect(hourAtTen.temperature == nil, "index 10 of the fixture is null")
        #expect(iso(forecast.current.time, forecast.location) == "2026-11-30T09:00:00+05:30")
    }

    @Test func daysTrimTheDailyRows() async throws {
        let (forecast, _) = try await forecast("kathmandu_0545.json", days: 1)
        #expect(forecast.daily.count == 1)
    }

    @Test func aBodyWithoutCurrentConditionsIsAnInvalidResponse() async throws {
        let body = Data(#"{"latitude": 1, "longitude": 2, "utc_offset_seconds": 0, "hourly": {"time": []}}"#.utf8)
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        await #expect(
            throws: WeatherError.invalidResponse(
                host: "127.0.0.1:9", reason: "the required block \"current\" is missing")
        ) {
            try await provider.forecast(
                ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)), now: Self.fetchedAt)
        }
    }

    @Test func aBodyMissingLatitudeNamesTheField() async throws {
        let body = Data(#"{"longitude": 2, "current": {"time": "2026-11-30T10:00"}}"#.utf8)
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        await #expect(
            throws: WeatherError.invalidResponse(
                host: "127.0.0.1:9", reason: "the required field \"latitude\" is missing")
        ) {
            try await provider.forecast(
                ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)), now: Self.fetchedAt)
        }
    }

    @Test func errorBodyReasonIsKeptAsDetail() async throws {
        let body = Data(#"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 91.0."}"#.utf8)
        let http = StubHTTP(["/v1/forecast": (400, body, [:])])
        let provider = OpenMeteoProvider(base: URL(string: "http://127.0.0.1:9")!, http: http)
        await #expect(
            throws: WeatherError.requestRejected(
                host: "127.0.0.1:9", status: 400, detail: "Latitude must be in range of -90 to 90°. Given: 91.0.")
        ) {
            try await provider.forecast(
                ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)), now: Self.fetchedAt)
        }
    }

    @Test(arguments: [
        (0, Condition.clear), (1, .mostlyClear), (2, .partlyCloudy), (3, .cloudy), (45, .fog), (48, .fog),
        (51, .drizzle), (53, .drizzle), (55, .drizzle), (56, .freezingDrizzle), (57, .freezingDrizzle),
        (61, .rain), (63, .rain), (65, .rain), (66, .freezingRain), (67, .freezingRain),
        (71, .snow), (73, .snow), (75, .snow), (77, .snow), (80, .showers), (81, .showers), (82, .showers),
        (85, .snowShowers), (86, .snowShowers), (95, .thunderstorm), (96, .thunderstorm), (99, .thunderstorm)
    ])
    func everyWMOCodeHasAConditionAndWords(code: Int, condition: Condition) {
        #expect(WMOWeatherCode(code).condition == condition)
        #expect(WMOWeatherCode(code).phrase?.isEmpty == false)
    }

    @Test func codesOpenMeteoNeverSendsAreUnknown() {
        for code in [4, 44, 50, 60, 100, -1] {
            #expect(WMOWeatherCode(code).condition == nil)
        }
    }
}

/// A mirror or proxy that drops the unit parameters answers in its own units; the answer says which.
@Suite struct OpenMeteoStatedUnitsTests {
    static func response(_ units: String) throws -> OpenMeteoResponse {
        let json = #"{"latitude": 1, "longitude": 1, "current_units": \#(units), "current": {"time": 0}}"#
        return try JSONDecoder().decode(OpenMeteoResponse.self, from: Data(json.utf8))
    }

    @Test func theStatedUnitsWinOverTheOnesAskedFor() throws {
        let stated = try OpenMeteoStatedUnits(
            requested: .metric,
            response: Self.response(#"{"temperature_2m": "°F", "wind_speed_10m": "kn", "precipitation": "inch"}"#))
        #expect(
            try stated.units(host: "h") == Units(temperature: .fahrenheit, windSpeed: .knots, precipitation: .inches))
        let silent = OpenMeteoStatedUnits(requested: .uk, response: try Self.response("{}"))
        #expect(try silent.units(host: "h") == .uk, "an answer that says nothing is read in the units asked for")
    }

    @Test func aUnitWxdashCannotReadIsRefused() throws {
        let kelvin = OpenMeteoStatedUnits(requested: .metric, response: try Self.response(#"{"temperature_2m": "K"}"#))
        #expect(throws: WeatherError.self) { try kelvin.units(host: "127.0.0.1:9") }
        do {
            _ = try kelvin.units(host: "127.0.0.1:9")
        } catch {
            #expect(error.message.contains("'K'"), "\(error.message)")
        }
    }
}
