import Foundation
import Testing
import WeatherText

@testable import WeatherKit

/// `now`'s hourly rows draw night symbols between sunset and sunrise, as the dashboard does, when the provider
/// gives no day/night flag per hour (Open-Meteo without `is_day` in `hourly`).
@Suite struct ForecastTextReportDaylightTests {
    @Test func hoursAfterSunsetWithoutAFlagAreNight() {
        // 2 Oct 2026 in Bergen (UTC+2): sunrise 07:46, sunset 19:08; the report starts at 17:00.
        let start = Date(timeIntervalSince1970: 1_790_953_200)
        let sun = SunTimes(
            sunrise: Date(timeIntervalSince1970: 1_790_920_006), sunset: Date(timeIntervalSince1970: 1_790_960_880))
        let hours = (0..<5).map {
            HourlyForecast(time: start.addingTimeInterval(Double($0) * 3600), temperature: 14, condition: .clear)
        }
        let forecast = Forecast(
            location: Location(
                name: "Bergen", latitude: 60.39, longitude: 5.32, timeZoneIdentifier: "Europe/Oslo",
                utcOffsetSeconds: 7200),
            units: .metric, current: CurrentConditions(time: start, temperature: 14, condition: .clear, isDay: true),
            today: TodaySummary(high: 17, low: 13, sun: sun), hourly: hours,
            daily: [
                DailyForecast(
                    date: LocalDate(year: 2026, month: 10, day: 2), high: 17, low: 13, condition: .clear, sun: sun)
            ],
            provider: .openMeteo, fetchedAt: start)
        let text = ForecastTextReport(forecast, now: start).text
        let day = ConditionSymbol.symbol(for: .clear, isDay: true)
        let night = ConditionSymbol.symbol(for: .clear, isDay: false)
        for clock in ["17:00", "18:00", "19:00"] {
            #expect(text.contains("\(clock) \(day)"), "\(clock) is day: \(text)")
        }
        for clock in ["20:00", "21:00"] {
            #expect(text.contains("\(clock) \(night)"), "\(clock) is after sunset: \(text)")
        }
    }
}
