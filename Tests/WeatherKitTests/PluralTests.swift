import Foundation
import Testing
import WeatherText

@testable import WeatherKit

/// "Next 1 day", never "Next 1 days".
@Suite struct PluralTests {
    @Test func oneIsSingular() {
        #expect(Plural.count(1, "day") == "1 day")
        #expect(Plural.count(7, "day") == "7 days")
        #expect(Plural.count(0, "mood") == "0 moods")
    }

    @Test func theReportSaysNextDayForOneDay() {
        var forecast = ForecastTextReportColourTests.forecast
        forecast.daily = [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 30), high: 5, low: 1)]
        let text = ForecastTextReport(forecast, now: forecast.current.time).text
        #expect(text.contains("\nNext 1 day\n"), "\(text)")
        #expect(!text.contains("1 days"))
        forecast.daily.append(DailyForecast(date: LocalDate(year: 2026, month: 12, day: 1), high: 6, low: 2))
        #expect(ForecastTextReport(forecast, now: forecast.current.time).text.contains("\nNext 2 days\n"))
    }
}
