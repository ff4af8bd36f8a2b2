import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Real OWM responses recorded by other projects, read from `../shared/fixtures/recorded/owm` beside the package.
/// Skipped where that folder is absent; never copied into the project.
enum RecordedOWM {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/fixtures/recorded/owm").standardizedFileURL

    static let available = FileManager.default.fileExists(atPath: folder.path)

    static func names(_ prefix: String) -> [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: data(name))
    }

    /// The recordings asked for whatever `units` their project used; most used none, i.e. Kelvin.
    static func wireUnits(_ name: String) -> OpenWeatherMapUnits {
        if name.contains("imperial") { return .imperial }
        if name.contains("metric") || name.contains("munich") || name.contains("nyc") { return .metric }
        return .standard
    }

    /// A forecast-only recording gets the current body OWM would have sent with it: its first step and its city.
    static func syntheticCurrent(for forecastName: String) throws -> OpenWeatherMapCurrentResponse {
        let object = try JSONSerialization.jsonObject(with: data(forecastName)) as? [String: Any] ?? [:]
        let city = object["city"] as? [String: Any] ?? [:]
        let first = (object["list"] as? [[String: Any]])?.first ?? [:]
        var current: [String: Any] = [
            "coord": city["coord"] ?? [:], "weather": first["weather"] ?? [], "main": first["main"] ?? [:],
            "wind": first["wind"] ?? [:], "dt": first["dt"] ?? 0, "name": city["name"] ?? "", "cod": 200,
            "sys": ["country": city["country"] ?? "", "sunrise": city["sunrise"] ?? 0, "sunset": city["sunset"] ?? 0]
        ]
        current["timezone"] = city["timezone"]
        return try JSONDecoder().decode(
            OpenWeatherMapCurrentResponse.self, from: JSONSerialization.data(withJSONObject: current))
    }

    static let noForecast = OpenWeatherMapForecastResponse(cod: OpenWeatherMapCode(200), cnt: 0, list: [], city: nil)
}

@Suite(.enabled(if: RecordedOWM.available, "../shared/fixtures/recorded/owm is absent"))
struct OpenWeatherMapRecordedTests {
    static let epoch = Date(timeIntervalSince1970: 0)

    func request(latitude: Double, longitude: Double, units: UnitSystem = .metric) -> ForecastRequest {
        ForecastRequest(place: .coordinates(latitude: latitude, longitude: longitude), units: units)
    }

    func saneCelsius(_ value: Double?) -> Bool {
        value.map { (-90...60).contains($0) } ?? false
    }

    @Test func everyRecordedBodyOfTheseEndpointsDecodes() throws {
        let currents = RecordedOWM.names("owm_current_")
        let forecasts = RecordedOWM.names("owm_forecast5_") + RecordedOWM.names("owm_pro_forecast-hourly_")
        let oneCalls = RecordedOWM.names("owm_onecall").filter { !$0.contains("error") }
        #expect(currents.count >= 8 && forecasts.count >= 5 && oneCalls.count >= 4)
        for name in currents {
            let body = try RecordedOWM.decode(OpenWeatherMapCurrentResponse.self, name)
            #expect(body.cod?.value == 200, "\(name)")
            #expect(body.weather?.isEmpty == false, "\(name)")
        }
        for name in forecasts {
            let body = try RecordedOWM.decode(OpenWeatherMapForecastResponse.self, name)
            #expect(body.cod?.value == 200, "\(name)")
            #expect(body.list.count == body.cnt, "\(name)")
        }
        for name in oneCalls {
            let body = try RecordedOWM.decode(OpenWeatherMapOneCallResponse.self, name)
            #expect(body.current != nil && body.daily?.count == 8, "\(name)")
        }
    }

    @Test func everyCurrentBodyMapsToSaneValues() throws {
        for name in RecordedOWM.names("owm_current_") {
            let body = try RecordedOWM.decode(OpenWeatherMapCurrentResponse.self, name)
            let coord = try #require(body.coord)
            let forecast = OpenWeatherMapFreeMapper(
                current: body, forecast: RecordedOWM.noForecast,
                request: request(latitude: coord.lat, longitude: coord.lon),
                wireUnits: RecordedOWM.wireUnits(name), fetchedAt: OpenWeatherMapMapping.instant(body.dt)
            ).map()
            #expect(
                saneCelsius(forecast.current.temperature),
                "\(name): \(String(describing: forecast.current.temperature))")
            #expect(forecast.current.condition != nil, "\(name)")
            #expect(forecast.current.description?.first?.isUppercase == true, "\(name)")
            #expect(forecast.location.name == body.name, "\(name)")
            #expect(forecast.daily.count == 1 && forecast.daily[0].high == forecast.current.temperature, "\(name)")
            #expect(
                forecast.today.sun.sunrise == body.sys?.sunrise.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                "\(name)")
        }
    }

    @Test func specificCurrentBodies() throws {
        func mapped(_ name: String, units: UnitSystem = .metric) throws -> Forecast {
            let body = try RecordedOWM.decode(OpenWeatherMapCurrentResponse.self, name)
            let coord = try #require(body.coord)
            return OpenWeatherMapFreeMapper(
                current: body, forecast: RecordedOWM.noForecast,
                request: request(latitude: coord.lat, longitude: coord.lon, units: units),
                wireUnits: RecordedOWM.wireUnits(name), fetchedAt: OpenWeatherMapMapping.instant(body.dt)
            ).map()
        }
        let dubai = try mapped("owm_current_dubai_metric_43C.json")
        #expect(dubai.current.temperature == 43)
        #expect(dubai.current.windSpeed == 22.32)
        #expect(dubai.current.isDay == true)
        #expect(dubai.location.utcOffsetSeconds == 14_400)

        let london = try mapped("owm_current_london_lang-ru_standard_rain1h.json")
        #expect(london.location.name == "Лондон")
        #expect(london.current.description == "Небольшой дождь")
        #expect(london.current.temperature == 8.05)
        #expect(london.current.isDay == false)  // 01:33 BST, before the 05:31 sunrise

        let moscow = try mapped("owm_current_moscow_lang-ru_imperial.json", units: .imperial)
        #expect(moscow.current.temperature == 53.6)
        #expect(moscow.current.windSpeed == 6.71)

        let newYork = try mapped("owm_current_newyork_zip_no-wind-deg_id0.json")
        #expect(newYork.current.windDirection == nil)
        #expect(newYork.current.windSpeed == 9.36)
        #expect(newYork.daily[0].date.description == "2020-04-28")

        let munich = try mapped("owm_current_munich_two-conditions_2019_magicmirror.json")
        #expect(munich.current.feelsLike == nil)
        #expect(munich.current.condition == .snow)  // 615 first, 500 second
        #expect(munich.current.description == "Light rain and snow")
        #expect(munich.current.humidity == 93.7)
        #expect(munich.location.utcOffsetSeconds == 3600)  // no `timezone`: the longitude's zone

        let sydney = try mapped("owm_current_sydney_southern-winter_metric_two-conditions.json")
        #expect(sydney.current.condition == .rain)
        #expect(sydney.current.isDay == false)
        #expect(sydney.daily[0].date.description == "2020-07-17")
    }

    @Test func londonCurrentWithLondonForecast() throws {
        let current = try RecordedOWM.decode(
            OpenWeatherMapCurrentResponse.self, "owm_current_london_latlon_rain1h.json")
        let body = try RecordedOWM.decode(OpenWeatherMapForecastResponse.self, "owm_forecast5_london.json")
        let forecast = OpenWeatherMapFreeMapper(
            current: current, forecast: body, request: request(latitude: 51.5073, longitude: -0.1277),
            wireUnits: .standard, fetchedAt: OpenWeatherMapMapping.instant(current.dt)
        ).map()
        // Recorded five years apart: today is the current body's, and every later step lies ahead of it.
        #expect(forecast.location.name == "London")
        #expect(forecast.location.country == "GB")
        #expect(forecast.daily[0].date.description == "2020-04-28")
        #expect(forecast.hourly.count == 16)
        #expect(forecast.hourly.allSatisfy { saneCelsius($0.temperature) })
        #expect(forecast.daily.count == 7)
        #expect(
            forecast.daily.dropFirst().allSatisfy {
                saneCelsius($0.high) && saneCelsius($0.low) && $0.sun.sunrise != nil
            })
        #expect(forecast.current.windSpeed == 20.52)
    }

    @Test func forecastBodiesWithTheirOwnCurrent() throws {
        func mapped(_ name: String) throws -> Forecast {
            let body = try RecordedOWM.decode(OpenWeatherMapForecastResponse.self, name)
            let coord = try #require(body.city?.coord)
            let current = try RecordedOWM.syntheticCurrent(for: name)
            return OpenWeatherMapFreeMapper(
                current: current, forecast: body,
                request: request(latitude: coord.lat, longitude: coord.lon), wireUnits: .standard,
                fetchedAt: OpenWeatherMapMapping.instant(current.dt)
            ).map()
        }
        let antarctica = try mapped("owm_forecast5_antarctica_noname_snow.json")
        #expect(antarctica.location.name == "82.71°S 3.88°E")
        #expect(antarctica.location.country == nil)
        #expect(antarctica.current.temperature == -27.18)
        #expect(antarctica.daily.allSatisfy { ($0.high ?? 0) < 0 })
        #expect(antarctica.daily.count == 6)

        let polarNight = try mapped("owm_pro_forecast-hourly_antarctic_polar-night_sunrise0.json")
        #expect(polarNight.today.sun == SunTimes(polar: .polarNight))
        #expect(polarNight.daily.allSatisfy { $0.sun.polar == .polarNight })
        // Every `pod` and icon there says "d".
        #expect(polarNight.current.isDay == false)
        #expect(polarNight.hourly.count == 48)
        #expect(polarNight.hourly.allSatisfy { $0.isDay == false })
        #expect(polarNight.daily[0].date.description == "2024-07-04")
        #expect(polarNight.location.utcOffsetSeconds == -10_800)

        let polarDay = try mapped("owm_pro_forecast-hourly_arctic_polar-day_sunrise0.json")
        #expect(polarDay.today.sun == SunTimes(polar: .midnightSun))
        #expect(polarDay.current.isDay == true)
        #expect(polarDay.hourly.allSatisfy { $0.isDay == true })
        #expect(polarDay.daily[0].date.description == "2024-07-05")  // 19:00 UTC is 04:00 the next day at +09:00
    }

    @Test func oneCallBodies() throws {
        func mapped(_ name: String, latitude: Double, longitude: Double) throws -> Forecast {
            let response = try RecordedOWM.decode(OpenWeatherMapOneCallResponse.self, name)
            return try OpenWeatherMapOneCallMapper(
                response: response,
                request: request(latitude: latitude, longitude: longitude),
                wireUnits: RecordedOWM.wireUnits(name),
                fetchedAt: OpenWeatherMapMapping.instant(response.current?.dt ?? 0),
                host: "api.openweathermap.org"
            ).map()
        }
        let nyc = try mapped(
            "owm_onecall3_nyc_negative-temps_summary_magicmirror.json", latitude: 40.7767, longitude: -73.9713)
        #expect(nyc.current.temperature == -0.27)
        #expect(nyc.location.timeZoneIdentifier == "America/New_York")
        #expect(nyc.daily.count == 7)
        #expect(nyc.daily[0].date.description == "2026-02-06")
        #expect(nyc.daily[2].low == -16.84)
        #expect(nyc.daily[5].condition == .snow)  // 616 rain and snow
        #expect(nyc.today.high == -0.27)
        #expect(nyc.hourly.count == 48)
        #expect(nyc.hourly.first?.time == Date(timeIntervalSince1970: 1_770_411_600))  // 16:00, the hour of 16:44

        let paradise = try mapped("owm_onecall3_paradise-valley-az_full.json", latitude: 33.5312, longitude: -111.9426)
        #expect(paradise.current.temperature == 16.05)
        #expect(paradise.location.utcOffsetSeconds == -25_200)
        #expect(paradise.daily[0].date.description == "2023-12-31")
        #expect(paradise.hourly.allSatisfy { saneCelsius($0.temperature) })

        let texarkana = try mapped(
            "owm_onecall_exclude-minutely-hourly_texarkana_2020.json", latitude: 33.44, longitude: -94.04)
        #expect(texarkana.location.utcOffsetSeconds == -18_000)  // no timezone_offset: from America/Chicago in May
        #expect(texarkana.hourly.isEmpty)
        #expect(texarkana.daily[0].date.description == "2020-05-13")
        #expect(texarkana.daily[0].precipitationProbability == nil)

        let india = try mapped("owm_onecall_india_tz19800_current_daily.json", latitude: 20, longitude: 77)
        #expect(india.location.utcOffsetSeconds == 19_800)
        #expect(india.location.localTime(at: india.current.time).iso8601 == "2022-04-11T23:32:18+05:30")
        #expect(india.daily[0].date.description == "2022-04-11")
        #expect(india.today.high == 39.4)
        #expect(india.current.isDay == false)
    }

    /// OWM's own sunrise and sunset agree with the calculator to within two minutes.
    @Test func recordedSunTimesAgreeWithTheSolarCalculator() throws {
        var checked = 0
        for name in RecordedOWM.names("owm_onecall").filter({ !$0.contains("error") }) {
            let body = try RecordedOWM.decode(OpenWeatherMapOneCallResponse.self, name)
            let calculator = SolarCalculator(latitude: body.lat, longitude: body.lon)
            let offset = body.timezoneOffset ?? TimeZone(identifier: body.timezone ?? "")?.secondsFromGMT() ?? 0
            for day in body.daily ?? [] {
                guard let sunrise = day.sunrise, let sunset = day.sunset, sunrise > 0 else { continue }
                let date = LocalDateTime(
                    instant: Date(timeIntervalSince1970: TimeInterval(day.dt)), utcOffsetSeconds: offset
                ).date
                let sun = calculator.sunTimes(on: date, utcOffsetSeconds: offset)
                #expect(abs((sun.sunrise?.timeIntervalSince1970 ?? 0) - Double(sunrise)) < 120, "\(name) \(date)")
                #expect(abs((sun.sunset?.timeIntervalSince1970 ?? 0) - Double(sunset)) < 120, "\(name) \(date)")
                checked += 1
            }
        }
        #expect(checked >= 32)
    }

    @Test func errorBodies() throws {
        let url = try #require(URL(string: "https://api.openweathermap.org/data/2.5/weather?appid=secret"))
        let unauthorized = HTTPResponse(
            url: url, status: 401, body: try RecordedOWM.data("owm_error_401_invalid_api_key.json"))
        #expect(throws: WeatherError.invalidAPIKey(.openWeatherMap)) {
            try unauthorized.checkStatus(provider: .openWeatherMap)
        }
        #expect(
            try RecordedOWM.decode(OpenWeatherMapErrorBody.self, "owm_error_401_invalid_api_key.json").cod?.value == 401
        )

        let notFound = HTTPResponse(
            url: url, status: 404, body: try RecordedOWM.data("owm_error_404_city_not_found.json"))
        #expect(
            throws: WeatherError.requestRejected(host: "api.openweathermap.org", status: 404, detail: "city not found")
        ) {
            try notFound.checkStatus(provider: .openWeatherMap)
        }
        for name in ["owm_error_400_nothing_to_geocode.json", "owm_onecall3_timemachine_error_400.json"] {
            let body = try RecordedOWM.decode(OpenWeatherMapErrorBody.self, name)
            #expect(body.cod?.value == 400)
            #expect(body.message?.isEmpty == false)
        }
    }

    @Test func anErrorBodyWithStatus200GoesThroughTheProvider() async throws {
        let notFound = try String(decoding: RecordedOWM.data("owm_error_404_city_not_found.json"), as: UTF8.self)
        let current = try String(decoding: RecordedOWM.data("owm_current_dubai_metric_43C.json"), as: UTF8.self)
        let http = StubHTTP(answers: ["/data/2.5/weather": (200, current), "/data/2.5/forecast": (200, notFound)])
        let provider = OpenWeatherMapProvider(apiKey: "k-123456", http: http)
        await #expect(
            throws: WeatherError.requestRejected(host: "api.openweathermap.org", status: 404, detail: "city not found")
        ) {
            try await provider.forecast(
                ForecastRequest(place: .coordinates(latitude: 25.26, longitude: 55.3)), now: Self.epoch)
        }
    }
}
