import Foundation
import Testing
import WeatherText

@testable import WeatherKit

@Suite struct ForecastTextReportColourTests {
    static let forecast: Forecast = {
        let now = Date(timeIntervalSince1970: 1_796_031_720)
        return Forecast(
            location: Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0), units: .metric,
            current: CurrentConditions(time: now, temperature: 3), today: TodaySummary(high: 5, low: 1),
            hourly: [HourlyForecast(time: now, temperature: 3, precipitationProbability: 80)], daily: [],
            provider: .openMeteo, fetchedAt: now)
    }()

    @Test func plainUnlessAskedAndThenEveryColouredLineIsReset() {
        var report = ForecastTextReport(Self.forecast, now: Self.forecast.current.time)
        #expect(!report.text.contains("\u{1B}"))
        report.colored = true
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("\u{1B}[1m"), "the place is bold")
        #expect(
            lines.filter { $0.contains("\u{1B}[") }.allSatisfy { $0.hasSuffix("\u{1B}[0m") },
            "no colour runs past its line")
        #expect(
            report.text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                == ForecastTextReport(Self.forecast, now: Self.forecast.current.time).text)
    }
}
