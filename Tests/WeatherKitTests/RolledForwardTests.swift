import Foundation
import Testing
import WeatherText

@testable import WeatherKit

/// A cached forecast read days later (`now --offline`, a dashboard left without network): what has passed is
/// gone, and nothing old is shown as "next".
@Suite struct RolledForwardTests {
    static let fetched = Date(timeIntervalSince1970: 1_796_031_720)

    static var forecast: Forecast {
        let location = Location(
            name: "New York", latitude: 40.78, longitude: -73.97, timeZoneIdentifier: "America/New_York",
            utcOffsetSeconds: -18_000)
        let day = location.localTime(at: fetched).date
        return Forecast(
            location: location, units: .metric,
            current: CurrentConditions(time: fetched, temperature: -2, condition: .snow, isDay: true),
            today: TodaySummary(high: 1, low: -5),
            hourly: (0..<24).map {
                HourlyForecast(time: fetched.addingTimeInterval(Double($0) * 3600), temperature: -2, condition: .snow)
            },
            daily: (0..<2).map { DailyForecast(date: day.adding(days: $0), high: 1, low: -5, condition: .snow) },
            provider: .openMeteo, fetchedAt: fetched)
    }

    @Test func threeDaysLaterNoPastHourOrDayIsLeft() {
        let later = Self.fetched.addingTimeInterval(3 * 86_400)
        let rolled = Self.forecast.rolledForward(to: later)
        #expect(rolled.hourly.isEmpty && rolled.daily.isEmpty)
        #expect(rolled.today.high == nil && rolled.today.low == nil, "the fetch day's high and low are not today's")
        let text = ForecastTextReport(rolled, now: later).text
        #expect(text.contains("No hourly forecast for the next 24 h"))
        #expect(!text.contains("Snow expected"), "no old snow is announced: \(text)")
    }

    @Test func theNextDayKeepsWhatIsStillAhead() {
        let later = Self.fetched.addingTimeInterval(86_400)
        let rolled = Self.forecast.rolledForward(to: later)
        #expect(rolled.daily.count == 1)
        #expect(rolled.hourly.count <= 1 && rolled.hourly.allSatisfy { $0.time >= later.addingTimeInterval(-3600) })
        #expect(rolled.today.high == 1, "today's row becomes today")
    }
}
