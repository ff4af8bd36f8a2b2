import Foundation
import Testing

@testable import WeatherKit

@Suite struct OpenWeatherMapConditionTests {
    @Test(arguments: [
        (200, Condition.thunderstorm), (232, .thunderstorm),
        (300, .drizzle), (321, .drizzle),
        (500, .rain), (504, .rain), (511, .freezingRain), (520, .showers), (531, .showers),
        (600, .snow), (602, .snow), (611, .snow), (613, .snow), (615, .snow), (616, .snow),
        (620, .snowShowers), (622, .snowShowers),
        (701, .fog), (711, .fog), (721, .fog), (741, .fog), (762, .fog), (771, .thunderstorm), (781, .thunderstorm),
        (800, .clear), (801, .mostlyClear), (802, .partlyCloudy), (803, .cloudy), (804, .cloudy)
    ])
    func everyDocumentedIdHasACondition(id: Int, expected: Condition) {
        #expect(OpenWeatherMapCondition(id: id, icon: nil).condition == expected)
    }

    @Test(arguments: [
        ("01d", Condition.clear, true), ("01n", .clear, false), ("02d", .mostlyClear, true),
        ("03n", .partlyCloudy, false),
        ("04d", .cloudy, true), ("09n", .showers, false), ("10d", .rain, true), ("11n", .thunderstorm, false),
        ("13d", .snow, true), ("50n", .fog, false)
    ])
    func everyIconHasAConditionAndATimeOfDay(icon: String, expected: Condition, isDay: Bool) {
        let condition = OpenWeatherMapCondition(id: nil, icon: icon)
        #expect(condition.condition == expected)
        #expect(condition.iconSaysDay == isDay)
    }

    @Test func anUnknownIdFallsBackToTheIconThenToNil() {
        #expect(OpenWeatherMapCondition(id: 299, icon: "11d").condition == .thunderstorm)
        #expect(OpenWeatherMapCondition(id: 999, icon: "99x").condition == nil)
        #expect(OpenWeatherMapCondition(id: nil, icon: nil).condition == nil)
        #expect(OpenWeatherMapCondition(id: nil, icon: "").iconSaysDay == nil)
    }

    @Test func theIdWinsOverTheIcon() {
        // 511 freezing rain comes with the snow icon.
        #expect(OpenWeatherMapCondition(id: 511, icon: "13d").condition == .freezingRain)
    }

    @Test func codDecodesAsNumberOrString() throws {
        let bodies = [
            (#"{"cod":200}"#, 200), (#"{"cod":"200"}"#, 200), (#"{"cod":401,"message":"Invalid API key."}"#, 401),
            (#"{"cod":"404","message":"city not found"}"#, 404), (#"{"cod":"200","message":0,"cnt":40}"#, 200)
        ]
        for (text, code) in bodies {
            let body = try OpenWeatherMapFixtures.decode(OpenWeatherMapErrorBody.self, text)
            #expect(body.cod?.value == code)
        }
        #expect(try OpenWeatherMapFixtures.decode(OpenWeatherMapErrorBody.self, #"{"cod":"abc"}"#).cod?.value == nil)
        #expect(try OpenWeatherMapFixtures.decode(OpenWeatherMapErrorBody.self, #"{"lat":1}"#).cod == nil)
        #expect(
            try OpenWeatherMapFixtures.decode(OpenWeatherMapErrorBody.self, #"{"cod":404,"message":"x"}"#).message
                == "x")
    }

    @Test func rainAndSnowVolumesUseDigitKeys() throws {
        let volume = try OpenWeatherMapFixtures.decode(OpenWeatherMapVolume.self, #"{"1h":0.25,"3h":1}"#)
        #expect(volume.oneHour == 0.25)
        #expect(volume.threeHours == 1)
    }

    @Test func descriptionsAreCapitalisedWithoutTouchingTheRest() {
        func described(_ text: String) -> String? {
            OpenWeatherMapMapping.description(
                OpenWeatherMapWeather(id: 500, main: "Rain", description: text, icon: "10d"))
        }
        #expect(described("небольшой дождь") == "Небольшой дождь")
        #expect(described("petites averses") == "Petites averses")
        #expect(described("ясно") == "Ясно")
        #expect(described("") == nil)
    }

    /// OWM says 0 for "no sunrise today"; at 64°N the calculator still finds a short night or day, and its length decides.
    @Test func zeroSunTimesAtTheEdgeOfThePolarSeason() {
        let sun = OpenWeatherMapSun(latitude: 64, longitude: -22)
        #expect(
            sun.sunTimes(sunrise: 0, sunset: 0, on: LocalDate(year: 2026, month: 6, day: 21), utcOffsetSeconds: 0)
                == SunTimes(polar: .midnightSun))
        #expect(
            sun.sunTimes(sunrise: 0, sunset: 0, on: LocalDate(year: 2026, month: 12, day: 21), utcOffsetSeconds: 0)
                == SunTimes(polar: .polarNight))
        #expect(
            sun.sunTimes(sunrise: nil, sunset: nil, on: LocalDate(year: 2026, month: 6, day: 21), utcOffsetSeconds: 0)
                .sunrise != nil)
    }

    @Test func windSpeedsAndTemperaturesConvertFromEveryWireUnit() {
        #expect(OpenWeatherMapUnits.metric.windSpeed(6.2, to: .metric) == 22.32)
        #expect(OpenWeatherMapUnits.imperial.windSpeed(6.71, to: .imperial) == 6.71)
        #expect(OpenWeatherMapUnits.standard.windSpeed(10, to: .imperial) == 22.37)
        #expect(OpenWeatherMapUnits.standard.temperature(281.2, to: .metric) == 8.05)
        #expect(OpenWeatherMapUnits.standard.temperature(273.15, to: .imperial) == 32)
        #expect(OpenWeatherMapUnits.imperial.temperature(53.6, to: .imperial) == 53.6)
        #expect(OpenWeatherMapUnits.metric.temperature(nil, to: .metric) == nil)
        #expect(OpenWeatherMapUnits.metric.windSpeed(.nan, to: .metric) == nil)
    }
}
