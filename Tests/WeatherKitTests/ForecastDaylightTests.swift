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
            hourly: [], daily: [
                DailyForecast(date: day, sun: SunTimes(sunrise: sunrise, sunset: sunset)),
                DailyForecast(date: next, sun: SunTimes(polar: .polarNight)),
            ],
            provider: .openMeteo, fetchedAt: sunrise)
        #expect(forecast.isDaylight(at: sunrise.addingTimeInterval(3600)) == true)
        #expect(forecast.isDaylight(at: sunrise.addingTimeInterval(-60)) == false)
        #expect(forecast.isDaylight(at: sunset) == false)
        #expect(forecast.isDaylight(at: LocalDateTime.instant(date: next, hour: 12, minute: 0, utcOffsetSeconds: 3600)) == false)
        #expect(forecast.isDaylight(at: LocalDateTime.instant(date: day.adding(days: 5), hour: 12, minute: 0, utcOffsetSeconds: 3600)) == nil)
    }
}
