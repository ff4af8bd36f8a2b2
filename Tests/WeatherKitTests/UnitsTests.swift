import Foundation
import Testing

@testable import WeatherKit

@Suite struct UnitSystemFromLocaleTests {
    @Test(arguments: [
        ("en_US.UTF-8", UnitSystem.imperial), ("en_US", .imperial), ("es_US.UTF-8", .imperial),
        ("en_US.UTF-8@euro", .imperial),
        ("en_LR", .imperial), ("my_MM", .imperial), ("my_MM.UTF-8", .imperial),
        ("en_GB.UTF-8", .metric), ("de_DE", .metric), ("de_DE.UTF-8@euro", .metric), ("fr_CA.UTF-8", .metric),
        ("C.UTF-8", .metric), ("C", .metric), ("POSIX", .metric), ("en", .metric)
    ])
    func langAlone(locale: String, expected: UnitSystem) {
        #expect(UnitSystem.fromLocale(environment: ["LANG": locale]) == expected)
    }

    @Test func nothingSetIsMetric() {
        #expect(UnitSystem.fromLocale(environment: [:]) == .metric)
        #expect(UnitSystem.fromLocale(environment: ["HOME": "/home/me"]) == .metric)
    }

    @Test func lcAllBeatsLang() {
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]) == .imperial)
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]) == .metric)
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "C.UTF-8", "LANG": "en_US.UTF-8"]) == .metric)
    }

    @Test func lcMeasurementBeatsLangButNotLcAll() {
        #expect(
            UnitSystem.fromLocale(environment: ["LC_MEASUREMENT": "en_US.UTF-8", "LANG": "en_GB.UTF-8"]) == .imperial)
        #expect(UnitSystem.fromLocale(environment: ["LC_MEASUREMENT": "en_GB.UTF-8", "LANG": "en_US.UTF-8"]) == .metric)
        #expect(
            UnitSystem.fromLocale(environment: ["LC_ALL": "en_GB.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8"]) == .metric)
    }

    @Test func emptyLcAllFallsThrough() {
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "", "LANG": "en_US.UTF-8"]) == .imperial)
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "", "LC_MEASUREMENT": "", "LANG": "en_LR"]) == .imperial)
        #expect(UnitSystem.fromLocale(environment: ["LC_ALL": "", "LANG": ""]) == .metric)
    }

    @Test func unitsOfASystem() {
        #expect(
            Units(system: .metric)
                == Units(temperature: .celsius, windSpeed: .kilometresPerHour, precipitation: .millimetres))
        #expect(
            Units(system: .imperial)
                == Units(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches))
    }
}

@Suite struct UnitConversionTests {
    @Test func temperatures() {
        #expect(TemperatureUnit.celsius.convert(0, to: .fahrenheit) == 32)
        #expect(TemperatureUnit.celsius.convert(100, to: .fahrenheit) == 212)
        #expect(TemperatureUnit.celsius.convert(-40, to: .fahrenheit) == -40)
        #expect(TemperatureUnit.fahrenheit.convert(212, to: .celsius) == 100)
        #expect(TemperatureUnit.fahrenheit.convert(32, to: .celsius) == 0)
        #expect(TemperatureUnit.celsius.convert(21.5, to: .celsius) == 21.5)
        #expect(
            abs(
                TemperatureUnit.fahrenheit.convert(
                    TemperatureUnit.celsius.convert(-17.7, to: .fahrenheit), to: .celsius) + 17.7) < 1e-9)
    }

    @Test func windSpeeds() {
        #expect(abs(WindSpeedUnit.kilometresPerHour.convert(100, to: .milesPerHour) - 62.137) < 0.001)
        #expect(abs(WindSpeedUnit.metresPerSecond.convert(10, to: .kilometresPerHour) - 36) < 1e-9)
        #expect(abs(WindSpeedUnit.milesPerHour.convert(10, to: .metresPerSecond) - 4.4704) < 1e-9)
        #expect(abs(WindSpeedUnit.knots.convert(1, to: .kilometresPerHour) - 1.852) < 1e-9)
        #expect(abs(WindSpeedUnit.kilometresPerHour.convert(1.852, to: .knots) - 1) < 1e-9)
        #expect(WindSpeedUnit.milesPerHour.convert(12.3, to: .milesPerHour) == 12.3)
        #expect(WindSpeedUnit.kilometresPerHour.convert(0, to: .milesPerHour) == 0)
    }

    @Test func symbols() {
        #expect(TemperatureUnit.celsius.rawValue == "°C")
        #expect(TemperatureUnit.fahrenheit.rawValue == "°F")
        #expect(WindSpeedUnit.kilometresPerHour.rawValue == "km/h")
        #expect(WindSpeedUnit.milesPerHour.rawValue == "mph")
    }
}

@Suite struct ForecastConversionTests {
    static let now = Date(timeIntervalSince1970: 1_796_032_800)

    static func metricForecast() -> Forecast {
        let location = Location(
            name: "Kathmandu", latitude: 27.72, longitude: 85.32, timeZoneIdentifier: "Asia/Kathmandu",
            utcOffsetSeconds: 20_700)
        let sun = SunTimes(sunrise: now.addingTimeInterval(-30_000), sunset: now.addingTimeInterval(8000))
        return Forecast(
            location: location,
            units: .metric,
            current: CurrentConditions(
                time: now, temperature: 20, feelsLike: 10, humidity: 55, windSpeed: 100, windDirection: 225,
                condition: .partlyCloudy, description: "Partly cloudy", isDay: true),
            today: TodaySummary(high: 30, low: -10, sun: sun),
            hourly: [
                HourlyForecast(time: now, temperature: 0, condition: .rain, isDay: true, precipitationProbability: 40),
                HourlyForecast(
                    time: now.addingTimeInterval(3600), temperature: nil, condition: nil, isDay: nil,
                    precipitationProbability: nil)
            ],
            daily: [
                DailyForecast(
                    date: LocalDate(year: 2026, month: 11, day: 30), high: 100, low: -40, condition: .snow,
                    precipitationProbability: 80, sun: sun),
                DailyForecast(date: LocalDate(year: 2026, month: 12, day: 1))
            ],
            provider: .openMeteo,
            fetchedAt: now)
    }

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-9 } ?? false
    }

    @Test func everyTemperatureAndWindFieldIsConverted() {
        let metric = Self.metricForecast()
        let imperial = metric.converted(to: .imperial)
        #expect(imperial.units == .imperial)
        #expect(Self.close(imperial.current.temperature, 68))
        #expect(Self.close(imperial.current.feelsLike, 50))
        #expect(Self.close(imperial.current.windSpeed, 62.137_119_223_733_4))
        #expect(Self.close(imperial.today.high, 86))
        #expect(Self.close(imperial.today.low, 14))
        #expect(Self.close(imperial.hourly[0].temperature, 32))
        #expect(Self.close(imperial.daily[0].high, 212))
        #expect(Self.close(imperial.daily[0].low, -40))
    }

    @Test func everythingElseIsLeftAlone() {
        let metric = Self.metricForecast()
        let imperial = metric.converted(to: .imperial)
        #expect(imperial.current.humidity == 55)
        #expect(imperial.current.windDirection == 225)
        #expect(imperial.current.condition == .partlyCloudy)
        #expect(imperial.current.description == "Partly cloudy")
        #expect(imperial.current.time == metric.current.time)
        #expect(imperial.hourly[0].precipitationProbability == 40)
        #expect(imperial.daily[0].precipitationProbability == 80)
        #expect(imperial.daily[0].sun == metric.daily[0].sun)
        #expect(imperial.today.sun == metric.today.sun)
        #expect(imperial.location == metric.location)
        #expect(imperial.provider == metric.provider)
        #expect(imperial.fetchedAt == metric.fetchedAt)
        #expect(imperial.hourly.map(\.time) == metric.hourly.map(\.time))
        #expect(imperial.daily.map(\.date) == metric.daily.map(\.date))
    }

    @Test func missingValuesStayMissing() {
        let imperial = Self.metricForecast().converted(to: .imperial)
        #expect(imperial.hourly[1].temperature == nil)
        #expect(imperial.hourly[1].precipitationProbability == nil)
        #expect(imperial.daily[1].high == nil)
        #expect(imperial.daily[1].low == nil)
    }

    @Test func convertingToTheSameUnitsChangesNothingAndBackIsARoundTrip() {
        let metric = Self.metricForecast()
        #expect(metric.converted(to: .metric) == metric)
        let back = metric.converted(to: .imperial).converted(to: .metric)
        #expect(back.units == .metric)
        #expect(Self.close(back.current.temperature, 20))
        #expect(Self.close(back.current.windSpeed, 100))
        #expect(Self.close(back.daily[0].low, -40))
    }

    @Test func onlyTheRequestedUnitChanges() {
        let target = Units(temperature: .celsius, windSpeed: .metresPerSecond, precipitation: .millimetres)
        let converted = Self.metricForecast().converted(to: target)
        #expect(converted.current.temperature == 20)
        #expect(Self.close(converted.current.windSpeed, 100 / 3.6))
    }
}

@Suite struct PressureUnitTests {
    @Test func imperialReadsInchesOfMercuryOthersHectopascals() {
        #expect(Units.imperial.pressure == .inchesOfMercury)
        #expect(Units.metric.pressure == .hectopascals)
        #expect(Units.uk.pressure == .hectopascals)
        #expect(PressureUnit.inchesOfMercury.text(hectopascals: 1009.1) == "29.80 inHg")
        #expect(PressureUnit.hectopascals.text(hectopascals: 1009.1) == "1009 hPa")
        #expect(PressureUnit.millibars.text(hectopascals: 1009.1) == "1009 mbar")
        #expect(
            PressureReading(value: 1009.1, trend: .rising).text(in: .inchesOfMercury) == "Pressure 29.80 inHg ↗ rising")
    }

    /// The cache's text keeps its keys: a pressure unit is written only when it is not the usual one for the scale.
    @Test func aPressureUnitSurvivesTheCacheAndOldEntriesReadAsUsual() throws {
        var millibars = Units.imperial
        millibars.pressure = .millibars
        for units in [Units.metric, .imperial, .uk, millibars] {
            let data = try JSONEncoder().encode(units)
            #expect(try JSONDecoder().decode(Units.self, from: data) == units)
            #expect(String(decoding: data, as: UTF8.self).contains("pressure") == (units == millibars))
        }
        let old = #"{"temperature":"°F","windSpeed":"mph","precipitation":"in"}"#
        #expect(try JSONDecoder().decode(Units.self, from: Data(old.utf8)) == .imperial)
    }
}
