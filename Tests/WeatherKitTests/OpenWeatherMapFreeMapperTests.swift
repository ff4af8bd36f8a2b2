import Foundation
import Testing

@testable import WeatherKit

@Suite struct OpenWeatherMapFreeMapperTests {
    typealias F = OpenWeatherMapFixtures

    func map(
        current: String, forecast: String, request: ForecastRequest, fetchedAt: Date? = nil
    ) throws -> Forecast {
        let currentBody = try F.decode(OpenWeatherMapCurrentResponse.self, current)
        return OpenWeatherMapFreeMapper(
            current: currentBody,
            forecast: try F.decode(OpenWeatherMapForecastResponse.self, forecast),
            request: request,
            // Fetched when the reading was made, unless a test says otherwise.
            fetchedAt: fetchedAt ?? OpenWeatherMapMapping.instant(currentBody.dt)
        ).map()
    }

    // MARK: Kathmandu, +05:45: local days split at 18:15 UTC

    static let kathmanduNow = 1_773_115_200  // 2026-03-10 04:00 UTC = 09:45 NPT
    static let kathmanduFirstStep = 1_773_111_600  // 2026-03-10 03:00 UTC = 08:45 NPT

    /// Step k starts at 03:00 UTC + 3k h and is k − 2 degrees. Local days: 10 Mar k 0–5, 11 Mar k 6–13,
    /// 12 Mar k 14–21, 13 Mar k 22–29, 14 Mar k 30–37, 15 Mar k 38–40 (9 h: dropped).
    func kathmandu(days: Int = 7) throws -> Forecast {
        let steps = F.steps(from: Self.kathmanduFirstStep, count: 41) { k in
            let weather: F.Weather =
                switch k {
                case 2, 38: F.thunderstorm
                case 6, 37: F.lightRain
                case 25: F.lightSnow
                default: F.brokenClouds
                }
            let pop: Double =
                switch k {
                case 3: 0.35
                case 6: 0.8
                case 13: 0.55
                case 14: 0.67
                case 37: 0.42
                case 38: 0.99
                default: 0
                }
            return (Double(k) - 2, weather, pop)
        }
        let current = F.current(
            dt: Self.kathmanduNow, lat: 27.7172, lon: 85.324, name: "Kathmandu", country: "NP", temp: 0.5,
            feelsLike: -3.2,
            humidity: 87, windSpeed: 2.5, windDeg: 250, weather: [F.mist, F.lightRain],
            sunrise: 1_773_102_856, sunset: 1_773_145_447, timezone: 20_700, cod: "200")
        let forecast = F.forecast(
            lat: 27.7172, lon: 85.324, name: "Kathmandu", country: "NP", timezone: 20_700,
            sunrise: 1_773_102_856, sunset: 1_773_145_447, steps: steps)
        let place = Place(name: "Kathmandu", region: "Bagmati", countryCode: "NP", latitude: 27.7172, longitude: 85.324)
        return try map(
            current: current, forecast: forecast, request: ForecastRequest(place: place, units: .metric, days: days))
    }

    @Test func dailyRowsFollowTheLocalCalendarNotUTC() throws {
        let forecast = try kathmandu()
        #expect(
            forecast.daily.map(\.date.description) == [
                "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14"
            ])
        #expect(forecast.daily.map(\.high) == [3, 11, 19, 27, 35])
        #expect(forecast.daily.map(\.low) == [-2, 4, 12, 20, 28])
        #expect(forecast.daily.map(\.condition) == [.thunderstorm, .rain, .cloudy, .snow, .rain])
        #expect(forecast.daily.map(\.precipitationProbability) == [35, 80, 67, 0, 42])
    }

    @Test func todayCountsTheCurrentObservation() throws {
        let forecast = try kathmandu()
        #expect(forecast.today.high == 3)
        #expect(forecast.today.low == -2)
        #expect(
            forecast.today.sun
                == SunTimes(
                    sunrise: Date(timeIntervalSince1970: 1_773_102_856),
                    sunset: Date(timeIntervalSince1970: 1_773_145_447)))
        #expect(forecast.daily[0].sun == forecast.today.sun)
    }

    @Test func laterDaysGetCalculatedSunTimes() throws {
        let sun = try kathmandu().daily[1].sun
        #expect(sun.polar == nil)
        let sunrise = try #require(sun.sunrise).timeIntervalSince1970
        let sunset = try #require(sun.sunset).timeIntervalSince1970
        #expect(abs(sunrise - 1_773_189_191) < 120)  // 2026-03-11 06:18 NPT
        #expect(abs(sunset - 1_773_231_881) < 120)  // 18:09 NPT
    }

    @Test func requestDaysTrimsTheDailyRows() throws {
        #expect(try kathmandu(days: 3).daily.map(\.date.description) == ["2026-03-10", "2026-03-11", "2026-03-12"])
        #expect(try kathmandu(days: 1).daily.count == 1)
    }

    @Test func hourlyRowsStartAtTheLocalHourAndKeepSixteenSteps() throws {
        let hourly = try kathmandu().hourly
        // 09:45 NPT: the hour began at 03:15 UTC, so the 03:00 UTC step is the past and the 06:00 UTC one comes first.
        #expect(hourly.count == 16)
        #expect(hourly.first?.time == Date(timeIntervalSince1970: TimeInterval(Self.kathmanduFirstStep + 10_800)))
        #expect(hourly.last?.time == Date(timeIntervalSince1970: TimeInterval(Self.kathmanduFirstStep + 16 * 10_800)))
        #expect(hourly.first?.temperature == -1)
        #expect(hourly[1].condition == .thunderstorm)
        #expect(hourly[2].precipitationProbability == 35)
        #expect(hourly[0].isDay == true)  // 11:45 NPT
        #expect(hourly[4].isDay == false)  // 23:45 NPT
    }

    @Test func currentConditionsTakeTheFirstWeatherEntryAndConvertWind() throws {
        let forecast = try kathmandu()
        let current = forecast.current
        #expect(current.time == Date(timeIntervalSince1970: TimeInterval(Self.kathmanduNow)))
        #expect(current.temperature == 0.5)
        #expect(current.feelsLike == -3.2)
        #expect(current.humidity == 87)
        #expect(current.windSpeed == 9)  // 2.5 m/s
        #expect(current.windDirection == 250)
        #expect(current.condition == .fog)
        #expect(current.description == "Mist")
        #expect(current.isDay == true)
        #expect(forecast.units == .metric)
        #expect(forecast.provider == .openWeatherMap)
    }

    @Test func locationKeepsTheGeocodedNameAndTheOffset() throws {
        let forecast = try kathmandu()
        let location = forecast.location
        #expect(location.name == "Kathmandu")
        #expect(location.region == "Bagmati")
        #expect(location.country == "NP")
        #expect(location.utcOffsetSeconds == 20_700)
        #expect(location.timeZoneIdentifier == nil)
        #expect(location.localTime(at: forecast.current.time).iso8601 == "2026-03-10T09:45:00+05:45")
    }

    // MARK: Kiritimati, +14: the local date runs a day ahead of UTC's

    static let kiritimatiNow = 1_767_981_600  // 2026-01-09 18:00 UTC = 2026-01-10 08:00 +14

    func kiritimati(sunShift: Int = 0) throws -> Forecast {
        let steps = F.steps(from: 1_767_992_400, count: 16) { k in (26 + Double(k) * 0.5, F.clear, 0.1) }
        let current = F.current(
            dt: Self.kiritimatiNow, lat: 1.87, lon: -157.4, name: "Kiritimati", country: "KI", temp: 25.5,
            feelsLike: 27.9,
            windSpeed: 6.2, windDeg: 90, weather: [F.clear],
            sunrise: 1_767_976_584 + sunShift, sunset: 1_768_019_842 + sunShift, timezone: 50_400)
        let forecast = F.forecast(
            lat: 1.87, lon: -157.4, name: "Kiritimati", country: "KI", timezone: 50_400,
            sunrise: 1_767_976_584 + sunShift, sunset: 1_768_019_842 + sunShift, steps: steps)
        return try map(
            current: current, forecast: forecast,
            request: ForecastRequest(place: .coordinates(latitude: 1.87, longitude: -157.4)))
    }

    @Test func acrossTheDateLineTodayIsTheLocalDate() throws {
        let forecast = try kiritimati()
        #expect(forecast.location.name == "Kiritimati")
        #expect(forecast.location.country == "KI")
        #expect(forecast.location.localTime(at: forecast.current.time).iso8601 == "2026-01-10T08:00:00+14:00")
        // Local 10 Jan: steps 0–4 (from 11:00) and the current 25.5; 11 Jan: steps 5–12; 12 Jan: 3 steps, dropped.
        #expect(forecast.daily.map(\.date.description) == ["2026-01-10", "2026-01-11"])
        #expect(forecast.daily.map(\.low) == [25.5, 28.5])
        #expect(forecast.daily.map(\.high) == [28, 32])
        #expect(forecast.current.windSpeed == 22.32)
        #expect(forecast.today.sun.sunrise == Date(timeIntervalSince1970: 1_767_976_584))
    }

    @Test func sunTimesOfAnotherDayAreReplacedByCalculatedOnes() throws {
        let sun = try kiritimati(sunShift: -86_400).today.sun
        let sunrise = try #require(sun.sunrise).timeIntervalSince1970
        #expect(abs(sunrise - 1_767_976_584) < 120)
    }

    // MARK: Polar night and polar day: sunrise 0

    @Test func polarNightAtSeventyEightNorth() throws {
        let steps = F.steps(from: 1_765_810_800, count: 40) { k in (-20 - Double(k % 4), F.lightSnow, 0.3) }
        let current = F.current(
            dt: 1_765_800_000, lat: 78.22, lon: 15.65, name: "Longyearbyen", country: "SJ", temp: -18.4,
            feelsLike: -25.1,
            windSpeed: 4.2, windDeg: 120, weather: [F.lightSnow], sunrise: 0, sunset: 0, timezone: 3600)
        let forecastBody = F.forecast(
            lat: 78.22, lon: 15.65, name: "Longyearbyen", country: "SJ", timezone: 3600, sunrise: 0, sunset: 0,
            steps: steps)
        let forecast = try map(
            current: current, forecast: forecastBody,
            request: ForecastRequest(place: .coordinates(latitude: 78.22, longitude: 15.65)))
        #expect(forecast.location.name == "Longyearbyen")
        #expect(forecast.today.sun == SunTimes(polar: .polarNight))
        #expect(forecast.daily.allSatisfy { $0.sun == SunTimes(polar: .polarNight) })
        // OWM's icon says "13d" at 13:00; in polar night it is not day.
        #expect(forecast.current.isDay == false)
        #expect(forecast.hourly.allSatisfy { $0.isDay == false })
        #expect(forecast.current.windSpeed == 15.12)
        #expect(forecast.daily[0].date.description == "2025-12-15")
        #expect(forecast.daily[0].high == -18.4)
        #expect(forecast.daily[0].low == -22)
        #expect(forecast.daily[0].condition == .snow)
        #expect(forecast.daily[0].precipitationProbability == 30)
    }

    @Test func polarDayAtARemotePointWithNoNameInImperialUnits() throws {
        let steps = F.steps(from: 1_782_086_400, count: 40) { k in (33 + Double(k % 5), F.clearNight, nil) }
        let current = F.current(
            dt: 1_782_079_200, lat: 80.5, lon: 20, name: "", country: "", temp: 35.6, feelsLike: 28.4,
            windSpeed: 8.3, windDeg: 10, weather: [F.clearNight], sunrise: 0, sunset: 0, timezone: 3600)
        let forecastBody = F.forecast(
            lat: 80.5, lon: 20, name: "", country: "", timezone: 3600, sunrise: 0, sunset: 0, steps: steps)
        let request = ForecastRequest(place: .coordinates(latitude: 80.5, longitude: 20), units: .imperial)
        let forecast = try map(current: current, forecast: forecastBody, request: request)
        #expect(forecast.location.name == "80.50°N 20.00°E")
        #expect(forecast.location.country == nil)
        #expect(forecast.units == .imperial)
        #expect(forecast.current.temperature == 35.6)
        #expect(forecast.current.windSpeed == 8.3)  // mph as sent
        #expect(forecast.current.isDay == true)  // icon "01n", but the sun is up all day
        #expect(forecast.today.sun == SunTimes(polar: .midnightSun))
        #expect(forecast.daily.allSatisfy { $0.sun.polar == .midnightSun })
        #expect(forecast.hourly.allSatisfy { $0.isDay == true })
        // 23:00 local and the first step is tomorrow: today holds the current observation alone.
        #expect(forecast.daily[0].date.description == "2026-06-21")
        #expect(forecast.daily[0].high == 35.6)
        #expect(forecast.daily[0].low == 35.6)
        #expect(forecast.daily[0].precipitationProbability == nil)
        #expect(forecast.daily[1].precipitationProbability == nil)
    }

    // MARK: Missing fields

    func munich(place: Place) throws -> Forecast {
        let steps = F.steps(from: 1_784_116_800, count: 40) { k in (20 + Double(k % 3), F.brokenClouds, 0) }
        let current = F.current(
            dt: 1_784_109_600, lat: 48.14, lon: 11.58, name: "Munich", country: "DE", temp: 22, feelsLike: nil,
            windSpeed: 3, windDeg: nil, weather: [F.Weather(id: 802, description: "scattered clouds", icon: "03d")],
            sunrise: 1_784_086_170, sunset: 1_784_142_558, timezone: nil)
        let forecastBody = F.forecast(
            lat: 48.14, lon: 11.58, name: "Munich", country: "DE", timezone: nil, sunrise: 1_784_086_170,
            sunset: 1_784_142_558, steps: steps)
        return try map(current: current, forecast: forecastBody, request: ForecastRequest(place: place))
    }

    @Test func missingFieldsStayNilAndTheOffsetComesFromThePlacesZone() throws {
        let place = Place(
            name: "München", country: "Deutschland", countryCode: "DE", latitude: 48.1374, longitude: 11.5755,
            timeZoneIdentifier: "Europe/Berlin")
        let forecast = try munich(place: place)
        #expect(forecast.current.feelsLike == nil)
        #expect(forecast.current.windDirection == nil)
        #expect(forecast.current.windSpeed == 10.8)
        #expect(forecast.current.description == "Scattered clouds")
        #expect(forecast.current.condition == .partlyCloudy)
        #expect(forecast.location.name == "München")
        #expect(forecast.location.country == "Deutschland")
        #expect(forecast.location.timeZoneIdentifier == "Europe/Berlin")
        #expect(forecast.location.utcOffsetSeconds == 7200)
        #expect(forecast.location.localTime(at: forecast.current.time).clockText == "12:00")
    }

    @Test func withNoZoneAtAllTheOffsetIsTheLongitudesNauticalZone() throws {
        let forecast = try munich(place: .coordinates(latitude: 48.14, longitude: 11.58))
        #expect(forecast.location.name == "Munich")
        #expect(forecast.location.utcOffsetSeconds == 3600)
    }

    // MARK: Non-ASCII, cod as a string

    @Test func nonASCIINamesAndDescriptionsPassThrough() throws {
        let weather = F.Weather(id: 800, description: "晴天", icon: "01d")
        let current = F.current(
            dt: 1_775_012_400, lat: 35.6895, lon: 139.6917, name: "東京", country: "JP", temp: 17, feelsLike: 16.2,
            windSpeed: 1, windDeg: 180, weather: [weather], sunrise: 1_774_988_919, sunset: 1_775_034_137,
            timezone: 32_400, cod: "\"200\"")
        let steps = F.steps(from: 1_775_012_400, count: 40) { k in (15 + Double(k % 4), weather, 0) }
        let forecastBody = F.forecast(
            lat: 35.6895, lon: 139.6917, name: "東京", country: "JP", timezone: 32_400,
            sunrise: 1_774_988_919, sunset: 1_775_034_137, steps: steps)
        let forecast = try map(
            current: current, forecast: forecastBody,
            request: ForecastRequest(place: .coordinates(latitude: 35.6895, longitude: 139.6917), language: "ja"))
        #expect(forecast.location.name == "東京")
        #expect(forecast.current.description == "晴天")
        #expect(forecast.current.windSpeed == 3.6)
        #expect(forecast.hourly.first?.time == Date(timeIntervalSince1970: 1_775_012_400))
        #expect(forecast.daily.first?.date.description == "2026-04-01")
    }
}
