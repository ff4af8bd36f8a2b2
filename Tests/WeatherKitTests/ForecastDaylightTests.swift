import Foundation
import Testing

@testable import WeatherKit

@Suite struct ForecastDaylightTests {
    @Test func daylightFollowsTheDaysSunTimesAndPolarState() throws {
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 3600)
        let day = LocalDate(year: 2026, month: 11, day: 30)
        let sunrise = LocalDateTime.instant(date: day, hour: 7, minute: 53, utcOffsetSeconds: 3600)
        let sunset = LocalDateTime.instant(date: day, hour: 15, minute: 55, utcOffsetSeconds: 3600)
        let next = day.adding(days: 1)
        let forecast = Forecast(
            location: location, units: .metric, current: CurrentConditions(time: sunrise), today: TodaySummary(),
            hourly: [],
            daily: [
                DailyForecast(date: day, sun: SunTimes(sunrise: sunrise, sunset: sunset)),
                DailyForecast(date: next, sun: SunTimes(polar: .polarNight))
            ],
            provider: .openMeteo, fetchedAt: sunrise)
        #expect(forecast.isDaylight(at: sunrise.addingTimeInterval(3600)) == true)
        #expect(forecast.isDaylight(at: sunrise.addingTimeInterval(-60)) == false)
        #expect(forecast.isDaylight(at: sunset) == false)
        #expect(
            forecast.isDaylight(at: LocalDateTime.instant(date: next, hour: 12, minute: 0, utcOffsetSeconds: 3600))
                == false)
        #expect(
            forecast.isDaylight(
                at: LocalDateTime.instant(date: day.adding(days: 5), hour: 12, minute: 0, utcOffsetSeconds: 3600))
                == nil)
    }
}

@Suite struct ForecastShiftedTests {
    @Test func aWinterForecastMovedIntoSummerKeepsItsWallClockTimes() {
        let berlin = Location(
            name: "Berlin", latitude: 52.5, longitude: 13.4, timeZoneIdentifier: "Europe/Berlin", utcOffsetSeconds: 3600
        )
        let winterMorning = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 10, minute: 30, utcOffsetSeconds: 3600)
        let forecast = Forecast(
            location: berlin, units: .metric, current: CurrentConditions(time: winterMorning), today: TodaySummary(),
            hourly: [], daily: [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 30))], provider: .openMeteo,
            fetchedAt: winterMorning)
        let summer = forecast.shifted(byDays: 200)
        let clock = berlin.localTime(at: summer.current.time)
        #expect(clock.clockText == "10:30")
        #expect(clock.utcOffsetSeconds == 7200)
        #expect(summer.daily[0].date == LocalDate(year: 2026, month: 11, day: 30).adding(days: 200))
    }
}
