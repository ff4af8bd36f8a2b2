import Foundation
import Testing

@testable import WeatherKit

@Suite struct CompassTests {
    @Test(arguments: [
        (0.0, "N"), (225, "SW"), (359, "N"), (-90, "W"), (720, "N"), (90, "E"), (180, "S"), (270, "W"),
        (22.5, "NNE"), (11.24, "N"), (348.76, "N"), (337.5, "NNW"), (-22.5, "NNW"), (405, "NE"), (.nan, "N"),
        (.infinity, "N")
    ])
    func points(degrees: Double, expected: String) {
        #expect(Compass.point(degrees: degrees) == expected)
    }

    /// Arrows point where the air moves, the letters name where it comes from: a westerly is "→ W", a northerly "↓ N".
    @Test func arrowsPointWhereTheAirMoves() {
        #expect(Compass.arrow(degrees: 0) == "↓")
        #expect(Compass.arrow(degrees: 225) == "↗")
        #expect(Compass.arrow(degrees: 90) == "←")
        #expect(Compass.arrow(degrees: 270) == "→")
        #expect(Compass.arrow(degrees: -90) == "→")
        #expect(Compass.arrow(degrees: 359) == "↓")
        #expect(Compass.arrow(degrees: 720) == "↓")
        #expect(Compass.arrow(degrees: 180) == "↑")
        #expect(ReadingFormat.wind(speed: 12, direction: 270, unit: .kilometresPerHour, arrow: true) == "12 km/h → W")
        #expect(ReadingFormat.wind(speed: 12, direction: 225, unit: .kilometresPerHour, arrow: true) == "12 km/h ↗ SW")
    }
}

@Suite struct ReadingFormatTests {
    @Test func degreesAreWholeAndNeverMinusZero() {
        #expect(ReadingFormat.degrees(-0.4) == "0°")
        #expect(ReadingFormat.degrees(-0.0) == "0°")
        #expect(ReadingFormat.degrees(0.4) == "0°")
        #expect(ReadingFormat.degrees(-0.5) == "-1°")
        #expect(ReadingFormat.degrees(21.5) == "22°")
        #expect(ReadingFormat.degrees(-9.2) == "-9°")
        #expect(ReadingFormat.degrees(nil) == "–")
        #expect(ReadingFormat.degrees(.nan) == "–")
        #expect(ReadingFormat.temperature(-0.4, unit: .celsius) == "0°C")
        #expect(ReadingFormat.temperature(68, unit: .fahrenheit) == "68°F")
    }

    @Test func percentAndWind() {
        #expect(ReadingFormat.percent(69.5) == "70%")
        #expect(ReadingFormat.percent(nil) == "–")
        #expect(ReadingFormat.wind(speed: 12.4, direction: 225, unit: .kilometresPerHour) == "12 km/h SW")
        #expect(
            ReadingFormat.wind(speed: 0.2, direction: 225, unit: .kilometresPerHour) == "0 km/h",
            "no direction for calm air")
        #expect(ReadingFormat.wind(speed: 7, direction: nil, unit: .milesPerHour) == "7 mph")
        #expect(ReadingFormat.wind(speed: nil, direction: 90, unit: .milesPerHour) == "–")
    }

    @Test func daysAndSunTimes() {
        let date = LocalDate(year: 2026, month: 11, day: 30)
        #expect(TimeStyle.standard.day(date) == "Mon 30 Nov")
        #expect(TimeStyle.standard.weekday(LocalDate(year: 2026, month: 2, day: 8)) == "Sun")
        let location = Location(name: "Kathmandu", latitude: 27.72, longitude: 85.32, utcOffsetSeconds: 20_700)
        let sunrise = Date(timeIntervalSince1970: 1_796_000_160)  // 06:41 at +05:45
        let sunset = sunrise.addingTimeInterval(37_620)  // 17:08
        #expect(
            ReadingFormat.sunLine(
                SunTimes(sunrise: sunrise, sunset: sunset), in: location, style: .standard, language: .english)
                == "Sunrise 06:41 · Sunset 17:08")
        #expect(
            ReadingFormat.sunLine(SunTimes(sunrise: sunrise), in: location, style: .standard, language: .english)
                == "Sunrise 06:41 · Sunset –")
        #expect(
            ReadingFormat.sunLine(SunTimes(polar: .midnightSun), in: location, style: .standard, language: .english)
                == "Midnight sun: the sun does not set today")
        #expect(
            ReadingFormat.sunLine(SunTimes(polar: .polarNight), in: location, style: .standard, language: .english)
                == "Polar night: the sun does not rise today")
    }
}

@Suite struct RainOutlookTests {
    /// 2026-11-30T10:00:00Z, 15:45 in Kathmandu.
    static let now = Date(timeIntervalSince1970: 1_796_032_800)
    static let location = Location(name: "Kathmandu", latitude: 27.72, longitude: 85.32, utcOffsetSeconds: 20_700)

    /// One row an hour from `now`, each with the given chance and condition.
    static func forecast(_ hours: [(Double?, Condition?)], startingAt start: Date = now) -> Forecast {
        Forecast(
            location: location, units: .metric, current: CurrentConditions(time: now), today: TodaySummary(),
            hourly: hours.enumerated().map { index, hour in
                HourlyForecast(
                    time: start.addingTimeInterval(Double(index) * 3600), condition: hour.1,
                    precipitationProbability: hour.0)
            },
            daily: [], provider: .openMeteo, fetchedAt: now)
    }

    @Test func likelyWhenAnHourReachesFiftyPercent() {
        let outlook = RainOutlook(
            forecast: Self.forecast([(10, .cloudy), (30, .drizzle), (70, .rain), (90, .rain)]), now: Self.now)
        #expect(outlook.likely)
        #expect(outlook.kind == .rain)
        #expect(outlook.start == Self.now.addingTimeInterval(2 * 3600))
        #expect(outlook.probability == 70)
        #expect(outlook.text(in: Self.location, style: .standard, language: .english) == "Rain likely from 17:45 (70%)")
    }

    @Test func possibleWhenNothingReachesFiftyPercent() {
        let outlook = RainOutlook(
            forecast: Self.forecast([(10, .cloudy), (20, .cloudy), (30, .drizzle), (49, .rain)]), now: Self.now)
        #expect(!outlook.likely)
        #expect(outlook.start == Self.now.addingTimeInterval(2 * 3600))
        #expect(outlook.probability == 30)
        #expect(
            outlook.text(in: Self.location, style: .standard, language: .english) == "Rain possible from 17:45 (30%)")
    }

    @Test func nothingBelowTwentyFivePercent() {
        let outlook = RainOutlook(forecast: Self.forecast([(0, .clear), (24, .cloudy), (10, .cloudy)]), now: Self.now)
        #expect(!outlook.likely)
        #expect(outlook.start == nil)
        #expect(outlook.probability == nil)
        #expect(
            outlook.text(in: Self.location, style: .standard, language: .english) == "No rain expected in the next 24 h"
        )
        #expect(
            RainOutlook(forecast: Self.forecast([]), now: Self.now).text(
                in: Self.location, style: .standard, language: .english) == "No hourly forecast for the next 24 h",
            "no data is not a promise of no rain")
    }

    @Test func snowWhenTheChosenHourSnows() {
        let likely = RainOutlook(forecast: Self.forecast([(20, .cloudy), (60, .snow)]), now: Self.now)
        #expect(likely.kind == .snow)
        #expect(likely.text(in: Self.location, style: .standard, language: .english) == "Snow likely from 16:45 (60%)")
        let possible = RainOutlook(forecast: Self.forecast([(35, .snowShowers)]), now: Self.now)
        #expect(
            possible.text(in: Self.location, style: .standard, language: .english) == "Snow possible now (35%)",
            "a row that starts now is now")
        let freezing = RainOutlook(forecast: Self.forecast([(80, .freezingRain)]), now: Self.now)
        #expect(freezing.kind == .rain)
    }

    /// A provider that gives no chances (the New York recording has none) still says when it rains, by the hour's
    /// condition; the line names no percentage it was not given.
    @Test func aPrecipitationConditionWithoutAChanceIsExpectedWithNoInventedPercentage() {
        let outlook = RainOutlook(forecast: Self.forecast([(nil, .cloudy), (nil, .showers)]), now: Self.now)
        #expect(outlook.likely)
        #expect(outlook.probability == nil)
        #expect(outlook.text(in: Self.location, style: .standard, language: .english) == "Rain expected from 16:45")
        let snow = RainOutlook(forecast: Self.forecast([(nil, .snow)]), now: Self.now)
        #expect(snow.text(in: Self.location, style: .standard, language: .english) == "Snow expected now")
    }

    @Test func onlyTheNext24HoursCount() {
        // Rows from two hours ago: the first is too old, the 26th (23 h ahead) is the last that counts.
        var hours: [(Double?, Condition?)] = [(90, .rain)] + Array(repeating: (0, .clear), count: 30)
        let start = Self.now.addingTimeInterval(-2 * 3600)
        #expect(RainOutlook(forecast: Self.forecast(hours, startingAt: start), now: Self.now).start == nil)
        hours[25] = (60, .rain)
        #expect(
            RainOutlook(forecast: Self.forecast(hours, startingAt: start), now: Self.now).start
                == Self.now.addingTimeInterval(23 * 3600))
        hours[25] = (0, .clear)
        hours[26] = (60, .rain)
        #expect(RainOutlook(forecast: Self.forecast(hours, startingAt: start), now: Self.now).start == nil)
        hours[1] = (60, .rain)
        #expect(
            RainOutlook(forecast: Self.forecast(hours, startingAt: start), now: Self.now).start == nil,
            "the hour that ended at now is over")
        let inProgress = RainOutlook(
            forecast: Self.forecast([(60, .rain)], startingAt: Self.now.addingTimeInterval(-1800)), now: Self.now)
        #expect(inProgress.start == Self.now, "the hour in progress still counts, from now")
        #expect(inProgress.text(in: Self.location, style: .standard, language: .english) == "Rain likely now (60%)")
    }

    @Test func precipitationAsTheRowsWriteIt() {
        #expect(ReadingFormat.precipitation(0.44, unit: .millimetres) == "0.4mm")
        #expect(ReadingFormat.precipitation(9.96, unit: .millimetres) == "10.0mm")
        #expect(ReadingFormat.precipitation(12.4, unit: .millimetres) == "12mm")
        #expect(ReadingFormat.precipitation(0.05, unit: .inches) == "0.05in")
        #expect(ReadingFormat.precipitation(1.234, unit: .inches) == "1.23in")
    }
}
