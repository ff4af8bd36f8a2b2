import Foundation
import Testing

@testable import WeatherKit

@Suite struct OpenWeatherMapOneCallMapperTests {
    /// Kolkata, +05:30. The hourly steps fall on the UTC hour, which is :30 on the local clock.
    /// The 30 April row is yesterday's; 3 May has no sun times; numbers are written as OWM writes them, some integers.
    static let kolkata = """
        {"lat":22.5726,"lon":88.3639,"timezone":"Asia/Kolkata","timezone_offset":19800,
         "current":{"dt":1777604400,"sunrise":1777592072,"sunset":1777638786,"temp":29,"feels_like":33.4,"pressure":1006,
           "humidity":74,"dew_point":23.9,"uvi":4.1,"clouds":20,"visibility":3000,"wind_speed":3,"wind_deg":200,
           "weather":[{"id":721,"main":"Haze","description":"haze","icon":"50d"}]},
         "hourly":[
           {"dt":1777600800,"temp":28,"feels_like":31,"pressure":1006,"humidity":80,"dew_point":24,"uvi":2,"clouds":20,"visibility":3000,
            "wind_speed":2.5,"wind_deg":190,"wind_gust":4,"weather":[{"id":721,"main":"Haze","description":"haze","icon":"50d"}],"pop":0},
           {"dt":1777604400,"temp":29,"feels_like":33.4,"pressure":1006,"humidity":74,"dew_point":24,"uvi":4,"clouds":20,
            "wind_speed":3,"wind_deg":200,"wind_gust":4.5,"weather":[{"id":721,"main":"Haze","description":"haze","icon":"50d"}],"pop":0.1},
           {"dt":1777608000,"temp":30.5,"feels_like":35,"pressure":1005,"humidity":70,"dew_point":24,"uvi":6,"clouds":40,"visibility":6000,
            "wind_speed":3.4,"wind_deg":205,"wind_gust":5,"weather":[{"id":802,"main":"Clouds","description":"scattered clouds","icon":"03d"}],"pop":0.25},
           {"dt":1777611600,"temp":31,"feels_like":36.1,"pressure":1005,"humidity":66,"dew_point":24,"uvi":8,"clouds":75,"visibility":10000,
            "wind_speed":3.9,"wind_deg":210,"wind_gust":6,"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],"pop":0.4,
            "rain":{"1h":0.31}}],
         "daily":[
           {"dt":1777530600,"sunrise":1777505712,"sunset":1777552360,"temp":{"day":33,"min":26.9,"max":36,"night":28,"eve":31,"morn":27},
            "weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"pop":0},
           {"dt":1777617000,"sunrise":1777592072,"sunset":1777638786,"moonrise":1777650000,"moonset":0,"moon_phase":0.5,
            "temp":{"day":34,"min":27.2,"max":36.8,"night":28.4,"eve":32,"morn":27.5},"feels_like":{"day":38,"night":31,"eve":36,"morn":30},
            "pressure":1005,"humidity":60,"dew_point":24,"wind_speed":4.1,"wind_deg":210,"wind_gust":7,
            "weather":[{"id":721,"main":"Haze","description":"haze","icon":"50d"}],"clouds":30,"pop":0.2,"uvi":10.2},
           {"dt":1777703400,"sunrise":1777678432,"sunset":1777725212,"temp":{"day":35,"min":27.9,"max":37.5,"night":29,"eve":33,"morn":28},
            "weather":[{"id":501,"main":"Rain","description":"moderate rain","icon":"10d"}],"pop":0.65,"rain":4.21},
           {"dt":1777789800,"temp":{"day":31,"min":26,"max":33,"night":27,"eve":29,"morn":26.5},
            "weather":[{"id":202,"main":"Thunderstorm","description":"thunderstorm with heavy rain","icon":"11d"}],"pop":1,"rain":22.5}]}
        """

    func map(_ body: String, request: ForecastRequest, fetchedAt: Date = Date(timeIntervalSince1970: 1_777_604_500))
        throws -> Forecast
    {
        try OpenWeatherMapOneCallMapper(
            response: OpenWeatherMapFixtures.decode(OpenWeatherMapOneCallResponse.self, body),
            request: request, fetchedAt: fetchedAt, host: "api.openweathermap.org"
        ).map()
    }

    func kolkata(days: Int = 7) throws -> Forecast {
        let place = Place(
            name: "Kolkata", region: "West Bengal", country: "India", countryCode: "IN", latitude: 22.5726,
            longitude: 88.3639)
        return try map(Self.kolkata, request: ForecastRequest(place: place, days: days))
    }

    @Test func halfHourOffsetAndIANAZone() throws {
        let forecast = try kolkata()
        #expect(forecast.location.name == "Kolkata")
        #expect(forecast.location.country == "India")
        #expect(forecast.location.timeZoneIdentifier == "Asia/Kolkata")
        #expect(forecast.location.utcOffsetSeconds == 19_800)
        #expect(forecast.location.localTime(at: forecast.current.time).iso8601 == "2026-05-01T08:30:00+05:30")
        #expect(forecast.fetchedAt == Date(timeIntervalSince1970: 1_777_604_500))
    }

    @Test func currentConditions() throws {
        let current = try kolkata().current
        #expect(current.temperature == 29)
        #expect(current.feelsLike == 33.4)
        #expect(current.humidity == 74)
        #expect(current.windSpeed == 10.8)
        #expect(current.windDirection == 200)
        #expect(current.condition == .fog)
        #expect(current.description == "Haze")
        #expect(current.isDay == true)
    }

    @Test func hourlyStartsAtTheLocalHour() throws {
        let hourly = try kolkata().hourly
        // 08:30 IST: the hour began at 08:00 IST (02:30 UTC), so the 07:30 IST step is gone.
        #expect(hourly.map(\.time.timeIntervalSince1970) == [1_777_604_400, 1_777_608_000, 1_777_611_600])
        #expect(hourly.map(\.temperature) == [29, 30.5, 31])
        #expect(hourly.map(\.precipitationProbability) == [10, 25, 40])
        #expect(hourly.map(\.condition) == [.fog, .partlyCloudy, .rain])
        #expect(hourly.allSatisfy { $0.isDay == true })
    }

    @Test func dailyRowsFromToday() throws {
        let forecast = try kolkata()
        #expect(forecast.daily.map(\.date.description) == ["2026-05-01", "2026-05-02", "2026-05-03"])
        #expect(forecast.daily.map(\.high) == [36.8, 37.5, 33])
        #expect(forecast.daily.map(\.low) == [27.2, 27.9, 26])
        #expect(forecast.daily.map(\.condition) == [.fog, .rain, .thunderstorm])
        #expect(forecast.daily.map(\.precipitationProbability) == [20, 65, 100])
        #expect(forecast.today.high == 36.8)
        #expect(forecast.today.low == 27.2)
        #expect(
            forecast.today.sun
                == SunTimes(
                    sunrise: Date(timeIntervalSince1970: 1_777_592_072),
                    sunset: Date(timeIntervalSince1970: 1_777_638_786)))
        // No sun times for 3 May: calculated (05:03 and 18:04 IST).
        let third = forecast.daily[2].sun
        #expect(abs(try #require(third.sunrise).timeIntervalSince1970 - 1_777_764_793) < 120)
        #expect(abs(try #require(third.sunset).timeIntervalSince1970 - 1_777_811_638) < 120)
        #expect(try kolkata(days: 2).daily.count == 2)
    }

    /// Longyearbyen at midsummer: sunrise and sunset are 0 everywhere, the icon says night.
    static let longyearbyen = """
        {"lat":78.2232,"lon":15.6267,"timezone":"Arctic/Longyearbyen","timezone_offset":7200,
         "current":{"dt":1782036000,"sunrise":0,"sunset":0,"temp":-1.5,"feels_like":-6,"humidity":81,"wind_speed":5.5,
           "weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}]},
         "hourly":[{"dt":1782036000,"temp":-1.5,"weather":[{"id":801,"main":"Clouds","description":"few clouds","icon":"02n"}],"pop":0},
                   {"dt":1782039600,"temp":-1.2,"weather":[{"id":600,"main":"Snow","description":"light snow","icon":"13n"}],"pop":0.3}],
         "daily":[{"dt":1782036000,"sunrise":0,"sunset":0,"temp":{"min":-3.1,"max":0.4},
                   "weather":[{"id":600,"main":"Snow","description":"light snow","icon":"13d"}],"pop":0.3,"snow":0.4},
                  {"dt":1782122400,"sunrise":0,"sunset":0,"temp":{"min":-2,"max":2},
                   "weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"pop":0}]}
        """

    @Test func polarDayFromZeroSunTimes() throws {
        let forecast = try map(
            Self.longyearbyen, request: ForecastRequest(place: .coordinates(latitude: 78.2232, longitude: 15.6267)),
            fetchedAt: Date(timeIntervalSince1970: 1_782_036_060))
        #expect(forecast.location.name == "78.22°N 15.63°E")
        #expect(forecast.current.windDirection == nil)
        #expect(forecast.current.windSpeed == 19.8)
        #expect(forecast.current.isDay == true)
        #expect(forecast.today.sun == SunTimes(polar: .midnightSun))
        #expect(forecast.daily.map(\.sun.polar) == [.midnightSun, .midnightSun])
        #expect(forecast.daily.map(\.date.description) == ["2026-06-21", "2026-06-22"])
        #expect(forecast.today.low == -3.1)
        #expect(forecast.hourly.map(\.isDay) == [true, true])
    }

    @Test func missingCurrentBlockIsAnInvalidResponse() throws {
        let body = #"{"lat":1,"lon":2,"timezone":"UTC","timezone_offset":0,"daily":[]}"#
        #expect(
            throws: WeatherError.invalidResponse(
                host: "api.openweathermap.org", reason: "the required block \"current\" is missing")
        ) {
            try map(body, request: ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)))
        }
    }

    /// Issue 13: `minutely` as a nowcast, UV and its protection window, pressure, and moonrise (0 = no moonset that day).
    @Test func minutelyUVPressureAndTheMoon() throws {
        let minutes = (1...60).map { minute in
            "{\"dt\":\(1_777_604_400 + minute * 60),\"precipitation\":\((11...30).contains(minute) ? 1.2 : 0)}"
        }
        let body = Self.kolkata.replacingOccurrences(
            of: "\"timezone_offset\":19800,",
            with: "\"timezone_offset\":19800,\"minutely\":[\(minutes.joined(separator: ","))],")
        let forecast = try map(
            body, request: ForecastRequest(place: Place(name: "Kolkata", latitude: 22.5726, longitude: 88.3639)))
        let nowcast = try #require(forecast.nowcast)
        #expect(nowcast.intervalMinutes == 1)
        #expect(nowcast.steps.count == 60)
        #expect(nowcast.steps[10].precipitation.map { abs($0 - 0.02) < 1e-9 } == true, "1.2 mm/h for a minute")
        #expect(nowcast.summary(at: forecast.current.time) == "Rain starting in about 10 min, light, for about 20 min")
        #expect(forecast.uv.index == 4.1)
        #expect(forecast.uv.maxToday == 10.2)
        #expect(forecast.uv.protectFrom == Date(timeIntervalSince1970: 1_777_604_400))
        #expect(forecast.uv.protectUntil == Date(timeIntervalSince1970: 1_777_611_600 + 3600))
        #expect(forecast.pressure == PressureReading(value: 1006, trend: nil), "One Call has no past hours")
        #expect(forecast.today.moonrise == Date(timeIntervalSince1970: 1_777_650_000))
        #expect(forecast.today.moonset == nil)
        #expect(forecast.hourly.first?.uvIndex == 4)
    }
}
