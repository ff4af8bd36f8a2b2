import Foundation
import Testing

@testable import WeatherKit

/// Reference times from the NOAA algorithm as published (timeanddate.com agrees to the minute).
@Suite struct SolarCalculatorTests {
    static let tolerance: TimeInterval = 120

    func expectClose(_ actual: Date?, _ expectedEpoch: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation)
    {
        guard let actual else {
            Issue.record("no time computed", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(actual.timeIntervalSince1970 - expectedEpoch) <= SolarCalculatorTests.tolerance,
            sourceLocation: sourceLocation)
    }

    @Test func berlinMidsummer() {
        let sun = SolarCalculator(latitude: 52.52, longitude: 13.405)
            .sunTimes(on: LocalDate(year: 2024, month: 6, day: 21), utcOffsetSeconds: 7200)
        #expect(sun.polar == nil)
        expectClose(sun.sunrise, 1_718_937_814)  // 04:43:34 CEST
        expectClose(sun.sunset, 1_718_998_379)  // 21:32:59 CEST
        if let sunrise = sun.sunrise {
            #expect(LocalDateTime(instant: sunrise, utcOffsetSeconds: 7200).clockText == "04:43")
        }
    }

    @Test func berlinMidwinter() {
        let sun = SolarCalculator(latitude: 52.52, longitude: 13.405)
            .sunTimes(on: LocalDate(year: 2024, month: 12, day: 21), utcOffsetSeconds: 3600)
        expectClose(sun.sunrise, 1_734_765_332)  // 08:15:32 CET
        expectClose(sun.sunset, 1_734_792_829)  // 15:53:49 CET
    }

    @Test func kathmanduAtPlusFiveFortyFive() {
        let calculator = SolarCalculator(latitude: 27.7172, longitude: 85.324)
        let june = calculator.sunTimes(on: LocalDate(year: 2024, month: 6, day: 21), utcOffsetSeconds: 20_700)
        expectClose(june.sunrise, 1_718_925_831)  // 05:08:51 NPT
        expectClose(june.sunset, 1_718_975_838)  // 19:02:18 NPT
        let december = calculator.sunTimes(on: LocalDate(year: 2024, month: 12, day: 21), utcOffsetSeconds: 20_700)
        expectClose(december.sunrise, 1_734_743_128)  // 06:50:29 NPT
        expectClose(december.sunset, 1_734_780_499)  // 17:13:20 NPT
    }

    /// +14 at 157°W: the local day's sun is the one whose noon is nearest local noon, not the UTC date's.
    @Test func kiritimatiAcrossTheDateLine() {
        let sun = SolarCalculator(latitude: 1.87, longitude: -157.4)
            .sunTimes(on: LocalDate(year: 2026, month: 1, day: 10), utcOffsetSeconds: 50_400)
        expectClose(sun.sunrise, 1_767_976_584)  // 06:36:25 +14:00
        expectClose(sun.sunset, 1_768_019_842)  // 18:37:23 +14:00
        if let sunrise = sun.sunrise {
            #expect(
                LocalDateTime(instant: sunrise, utcOffsetSeconds: 50_400).date
                    == LocalDate(year: 2026, month: 1, day: 10))
        }
    }

    @Test func apiaSouthOfTheEquatorAtPlusThirteen() {
        let sun = SolarCalculator(latitude: -13.83, longitude: -171.76)
            .sunTimes(on: LocalDate(year: 2026, month: 1, day: 10), utcOffsetSeconds: 46_800)
        expectClose(sun.sunrise, 1_767_978_470)  // 06:07:51 +13:00
        expectClose(sun.sunset, 1_768_024_845)  // 19:00:45 +13:00
    }

    @Test func polarDayAndNightAtSeventyEightNorth() {
        let svalbard = SolarCalculator(latitude: 78.22, longitude: 15.65)
        #expect(
            svalbard.sunTimes(on: LocalDate(year: 2024, month: 6, day: 21), utcOffsetSeconds: 7200)
                == SunTimes(polar: .midnightSun))
        #expect(
            svalbard.sunTimes(on: LocalDate(year: 2024, month: 12, day: 21), utcOffsetSeconds: 3600)
                == SunTimes(polar: .polarNight))
    }

    @Test func polarSeasonsAreReversedInTheSouth() {
        let antarctic = SolarCalculator(latitude: -78, longitude: 166.67)
        #expect(
            antarctic.sunTimes(on: LocalDate(year: 2024, month: 6, day: 21), utcOffsetSeconds: 43_200).polar
                == .polarNight)
        #expect(
            antarctic.sunTimes(on: LocalDate(year: 2024, month: 12, day: 21), utcOffsetSeconds: 46_800).polar
                == .midnightSun)
    }

    @Test func thePoleItselfHasNoSunriseAndNoCrash() {
        let pole = SolarCalculator(latitude: 90, longitude: 0)
        #expect(pole.sunTimes(on: LocalDate(year: 2024, month: 6, day: 21), utcOffsetSeconds: 0).polar == .midnightSun)
        #expect(pole.sunTimes(on: LocalDate(year: 2024, month: 12, day: 21), utcOffsetSeconds: 0).polar == .polarNight)
    }

    @Test func elevationSaysDayOrNight() {
        let berlin = SolarCalculator(latitude: 52.52, longitude: 13.405)
        let midsummerNoon = Date(timeIntervalSince1970: 1_718_967_600)  // 2024-06-21 13:00 CEST
        let midsummerMidnight = Date(timeIntervalSince1970: 1_718_920_800)  // 2024-06-21 00:00 CEST
        #expect(abs(berlin.elevation(at: midsummerNoon) - 60.9) < 0.5)
        #expect(berlin.isDay(at: midsummerNoon))
        #expect(!berlin.isDay(at: midsummerMidnight))
        let svalbard = SolarCalculator(latitude: 78.22, longitude: 15.65)
        #expect(svalbard.isDay(at: midsummerMidnight))
    }
}
