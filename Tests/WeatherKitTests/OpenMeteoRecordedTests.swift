import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Real Open-Meteo responses recorded by other projects, read from `../shared/fixtures/recorded/openmeteo`.
/// Skipped where that folder is absent; never copied into the project.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct OpenMeteoRecordedTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    static func data(_ name: String) throws -> Data {
        let directory = try #require(FixtureFile.recordedDirectory)
        return try Data(contentsOf: directory.appendingPathComponent("openmeteo").appendingPathComponent(name))
    }

    /// The whole path a provider takes after the HTTP call: status, decoding, mapping.
    static func forecast(_ body: Data, days: Int = ForecastRequest.maximumDays) throws -> Forecast {
        let response = HTTPResponse(url: URL(string: "http://127.0.0.1:9/v1/forecast")!, status: 200, body: body)
        try response.checkStatus(provider: nil)
        let decoded = try response.decode(OpenMeteoResponse.self)
        let request = ForecastRequest(
            place: Place(name: "Recorded", latitude: decoded.latitude, longitude: decoded.longitude), days: days)
        let units = try OpenMeteoStatedUnits(requested: .metric, response: decoded).units(
            host: response.hostDescription)
        func mapped(fetchedAt: Date) throws -> Forecast {
            try OpenMeteoMapper(
                response: decoded, request: request, units: units, fetchedAt: fetchedAt, host: response.hostDescription
            ).forecast()
        }
        // Fetched when it was recorded: a reading far from its fetch is not believed.
        return try mapped(fetchedAt: mapped(fetchedAt: fetchedAt).current.time)
    }

    static func forecast(_ name: String, days: Int = ForecastRequest.maximumDays) throws -> Forecast {
        try forecast(data(name), days: days)
    }

    static func geocoding(_ name: String) throws -> OpenMeteoGeocodingResponse {
        try HTTPResponse(url: URL(string: "http://127.0.0.1:9/v1/search")!, status: 200, body: data(name))
            .decode(OpenMeteoGeocodingResponse.self)
    }

    static func iso(_ date: Date?, _ location: Location) -> String? {
        date.map { location.localTime(at: $0).iso8601 }
    }

    // MARK: Every file

    @Test func everyRecordedFileDecodes() throws {
        let files = FixtureFile.recordedFiles(in: "openmeteo")
        let forecasts = files.filter { $0.lastPathComponent.hasPrefix("om_forecast_") }
        let geocodings = files.filter { $0.lastPathComponent.hasPrefix("om_geocoding_") }
        // Air-quality answers come from another API that wxdash does not read yet (issue 13).
        let airQuality = files.filter { $0.lastPathComponent.hasPrefix("om_air-quality_") }
        #expect(forecasts.count >= 5)
        #expect(geocodings.count >= 3)
        #expect(
            forecasts.count + geocodings.count + airQuality.count == files.count,
            "a recording of an unknown kind: \(files.map(\.lastPathComponent))")
        for file in forecasts {
            let body = try Data(contentsOf: file)
            let decoded = try HTTPResponse(url: URL(string: "http://127.0.0.1:9/v1/forecast")!, status: 200, body: body)
                .decode(OpenMeteoResponse.self)
            // A variable a model lacks comes back all null with the unit "undefined": that states no unit.
            #expect(throws: Never.self, "\(file.lastPathComponent)") {
                try OpenMeteoStatedUnits(requested: .metric, response: decoded).units(host: "127.0.0.1:9")
            }
            // Recorded by projects that ask for hourly rows alone; wxdash always asks for `current`, and an answer
            // without it is refused with that reason rather than shown as a made-up reading.
            guard decoded.current != nil || decoded.currentWeather != nil else {
                #expect(
                    throws: WeatherError.invalidResponse(
                        host: "127.0.0.1:9", reason: "the required block \"current\" is missing"),
                    "\(file.lastPathComponent)"
                ) {
                    try Self.forecast(body)
                }
                continue
            }
            let forecast = try Self.forecast(body)
            #expect(forecast.daily.isEmpty == (decoded.daily == nil), "\(file.lastPathComponent)")
            #expect(!forecast.hourly.isEmpty, "\(file.lastPathComponent)")
            #expect(forecast.provider == .openMeteo)
            // Hourly rows start at the current hour and step forward.
            let first = try #require(forecast.hourly.first)
            #expect(
                first.time <= forecast.current.time && forecast.current.time.timeIntervalSince(first.time) < 3600,
                "\(file.lastPathComponent)")
            #expect(
                zip(forecast.hourly, forecast.hourly.dropFirst()).allSatisfy { $0.time < $1.time },
                "\(file.lastPathComponent)")
            if let today = forecast.daily.first {
                #expect(
                    today.date == forecast.location.localTime(at: forecast.current.time).date,
                    "\(file.lastPathComponent)")
            }
        }
        for file in geocodings {
            let response = HTTPResponse(
                url: URL(string: "http://127.0.0.1:9/v1/search")!, status: 200, body: try Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") {
                try response.decode(OpenMeteoGeocodingResponse.self)
            }
        }
    }

    // MARK: Forecasts

    @Test func newYorkNegativeTemperaturesAtMinusFive() throws {
        let forecast = try Self.forecast("om_forecast_nyc_current_hourly_daily_negative-temps_magicmirror.json")
        let location = forecast.location
        #expect(location.utcOffsetSeconds == -18_000)
        #expect(location.timeZoneIdentifier == "America/New_York")
        #expect(location.latitude == 40.78858)
        #expect(location.longitude == -73.9661)

        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_770_413_400))
        #expect(Self.iso(forecast.current.time, location) == "2026-02-06T16:30:00-05:00")
        #expect(forecast.current.temperature == -1.4)
        #expect(forecast.current.humidity == 60)
        #expect(forecast.current.windSpeed == 4.8)
        #expect(forecast.current.windDirection == 138)
        #expect(forecast.current.condition == .cloudy)
        #expect(forecast.current.description == "Cloudy", "code 3, named as its condition everywhere")
        #expect(forecast.current.feelsLike == nil, "not asked for, so missing, never zero")
        #expect(forecast.current.isDay == nil)

        #expect(forecast.daily.count == 7)
        #expect(forecast.daily[0].date == LocalDate(year: 2026, month: 2, day: 6))
        #expect(forecast.daily[0].low == -9.2)
        #expect(forecast.daily[0].high == -0.2)
        #expect(forecast.daily[1].condition == .snow)
        #expect(forecast.daily[2].low == -21.5)
        #expect(Self.iso(forecast.daily[0].sun.sunrise, location) == "2026-02-06T07:00:00-05:00")
        #expect(Self.iso(forecast.daily[0].sun.sunset, location) == "2026-02-06T17:19:00-05:00")
        #expect(forecast.today.low == -9.2)
        #expect(forecast.today.high == -0.2)

        #expect(forecast.hourly.count == OpenMeteoMapper.hourlyWindow)
        #expect(Self.iso(forecast.hourly[0].time, location) == "2026-02-06T16:00:00-05:00")
        #expect(forecast.hourly[0].temperature == -0.7)
        #expect(forecast.hourly[0].condition == .cloudy)
        #expect(forecast.hourly[0].precipitationProbability == nil)
    }

    @Test func delhiUnixTimesAtPlusFiveThirty() throws {
        let forecast = try Self.forecast("om_forecast_delhi_ist_19800_unixtime.json")
        let location = forecast.location
        #expect(location.utcOffsetSeconds == 19_800)
        #expect(location.timeZoneIdentifier == "Asia/Kolkata")

        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_713_866_400))
        #expect(Self.iso(forecast.current.time, location) == "2024-04-23T15:30:00+05:30")
        #expect(forecast.current.temperature == nil, "this recording's current block has only surface pressure")

        // Daily `time` 1713810600 is local midnight of 23 April as an epoch.
        #expect(forecast.daily.count == 1)
        #expect(forecast.daily[0].date == LocalDate(year: 2024, month: 4, day: 23))
        #expect(forecast.daily[0].date.description == "2024-04-23")
        #expect(forecast.daily[0].sun.sunrise == Date(timeIntervalSince1970: 1_713_831_444))
        #expect(forecast.daily[0].sun.sunset == Date(timeIntervalSince1970: 1_713_878_528))
        #expect(Self.iso(forecast.daily[0].sun.sunrise, location) == "2024-04-23T05:47:24+05:30")
        #expect(forecast.daily[0].sun.polar == nil)
        #expect(forecast.today.sun == forecast.daily[0].sun)

        // From 15:00 local to the last of the 24 recorded hours.
        #expect(forecast.hourly.count == 9)
        #expect(forecast.hourly[0].time == Date(timeIntervalSince1970: 1_713_864_600))
        #expect(forecast.hourly[0].temperature == 35.4)
        #expect(forecast.hourly.last?.time == Date(timeIntervalSince1970: 1_713_893_400))
    }

    @Test func munichLegacyCurrentWeatherBlock() throws {
        let forecast = try Self.forecast("om_forecast_munich_legacy-current_weather_unixtime_magicmirror.json")
        let location = forecast.location
        #expect(location.utcOffsetSeconds == 3600)
        #expect(location.timeZoneIdentifier == "Europe/Berlin")

        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_770_477_300))
        #expect(Self.iso(forecast.current.time, location) == "2026-02-07T16:15:00+01:00")
        #expect(forecast.current.temperature == 8.5)
        #expect(forecast.current.windSpeed == 4.7)
        #expect(forecast.current.windDirection == 9)
        #expect(forecast.current.condition == .partlyCloudy)
        #expect(forecast.current.description == "Partly cloudy")
        #expect(forecast.current.isDay == true)
        #expect(forecast.current.humidity == nil)

        #expect(forecast.daily.count == 7)
        #expect(forecast.daily[0].date == LocalDate(year: 2026, month: 2, day: 7))
        #expect(forecast.daily[0].high == 9.5)
        #expect(forecast.daily[0].low == 4.7)
        #expect(forecast.daily[0].sun.sunrise == Date(timeIntervalSince1970: 1_770_445_978))
        #expect(forecast.daily[3].low == -1.3)
        #expect(forecast.daily[6].date == LocalDate(year: 2026, month: 2, day: 13))

        #expect(forecast.hourly.count == OpenMeteoMapper.hourlyWindow)
        #expect(Self.iso(forecast.hourly[0].time, location) == "2026-02-07T16:00:00+01:00")
        #expect(forecast.hourly[0].temperature == 8.6)
    }

    @Test func berlinTwoModelsUsesTheBestMatchColumn() throws {
        let forecast = try Self.forecast("om_forecast_berlin_two-models_suffixed-keys.json")
        let single = try Self.forecast("om_forecast_berlin_gmt_current_minutely15_hourly_daily.json")
        #expect(forecast.location.utcOffsetSeconds == 0)
        #expect(forecast.location.timeZoneIdentifier == "GMT")
        #expect(Self.iso(forecast.current.time, forecast.location) == "2023-11-13T10:45:00+00:00")
        #expect(forecast.current.condition == .cloudy)

        // weather_code_best_match says 80 (showers) every weekday; weather_code_gfs_seamless says 61, 53, 53, …
        #expect(forecast.daily.map(\.condition) == [.showers, .showers, .showers, .showers, .showers, .rain, .rain])
        // At 16:00 best_match says 3 (overcast) and gfs_seamless 51 (drizzle); at 17:00, 61 (rain) and 53 (drizzle).
        #expect(Self.iso(forecast.hourly[6].time, forecast.location) == "2023-11-13T16:00:00+00:00")
        #expect(forecast.hourly[6].condition == .cloudy)
        #expect(forecast.hourly[7].condition == .rain)
        // The same as the single-model recording of the same run.
        #expect(forecast.hourly.map(\.condition) == single.hourly.map(\.condition))
        #expect(forecast.daily.map(\.condition) == single.daily.map(\.condition))
    }

    @Test func requestedDaysCutTheDailyRows() throws {
        let forecast = try Self.forecast(
            "om_forecast_nyc_current_hourly_daily_negative-temps_magicmirror.json", days: 3)
        #expect(forecast.daily.map(\.date.description) == ["2026-02-06", "2026-02-07", "2026-02-08"])
    }

    // MARK: Geocoding

    @Test func hollywoodHasTenPlaces() throws {
        let places = try Self.geocoding("om_geocoding_hollywood.json").places
        #expect(places.count == 10)
        let florida = places[0]
        #expect(florida.name == "Hollywood")
        #expect(florida.country == "United States")
        #expect(florida.countryCode == "US")
        #expect(florida.region == "Florida")
        #expect(florida.population == 149_728)
        #expect(florida.latitude == 26.0112)
        #expect(florida.longitude == -80.14949)
        #expect(florida.timeZoneIdentifier == "America/New_York")
        #expect(places[4].population == nil, "Hollywood, Maryland has no population field")
        #expect(places[8].country == "Ireland")
        #expect(places[8].region == "Leinster")
        // The most populous is the one in California.
        let chosen = try #require(PlaceResolver.choose(from: places))
        #expect(chosen.region == "California")
        #expect(chosen.population == 167_664)
        #expect(chosen.timeZoneIdentifier == "America/Los_Angeles")
    }

    @Test func noResultsHasNoResultsKey() throws {
        let response = try Self.geocoding("om_geocoding_no-results_no-results-key.json")
        #expect(response.results == nil)
        #expect(response.places.isEmpty)
    }

    @Test func missingOptionalFieldsStillDecode() throws {
        let places = try Self.geocoding("om_geocoding_missing-optional-fields_antarctica_u-escape.json").places
        #expect(places.count == 3)
        #expect(places[0].name == "Antarctica")
        #expect(places[0].country == nil)
        #expect(places[0].countryCode == nil)
        #expect(places[0].region == nil)
        #expect(places[0].population == 1100)
        #expect(places[0].timeZoneIdentifier == "Antarctica/Syowa")
        #expect(places[1].name == "Île MacMurdo")
        #expect(places[1].name.unicodeScalars.first == "\u{CE}")
        #expect(places[1].countryCode == "TF")
        #expect(places[1].country == nil)
        #expect(places[1].population == nil)
        #expect(places[1].displayName == "Île MacMurdo, TF")
        #expect(places[2].displayName == "Atlantic Point, Maine, US")
    }

    @Test func geocoderReturnsTheRecordedPlaces() async throws {
        let http = StubHTTP(path: "/v1/search", body: try Self.data("om_geocoding_hollywood.json"))
        let geocoder = OpenMeteoGeocoder(base: URL(string: "http://127.0.0.1:9")!, http: http)
        let places = try await geocoder.search(PlaceQuery(parsing: "Hollywood, US"))
        #expect(places.count == 10)
        let url = try #require(http.requests.first)
        #expect(url.query("name") == "Hollywood")
        #expect(url.query("countryCode") == "US")
    }
}
