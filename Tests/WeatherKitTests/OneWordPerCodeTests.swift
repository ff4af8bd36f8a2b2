import Foundation
import Testing
import Translation
import WeatherText

@testable import WeatherKit

/// `wxdash now` names Open-Meteo's weather code 3 as the dashboard and the mood statistics do: one word, in its
/// header and its daily rows alike (issue 37: "Overcast" above, "Cloudy" below).
@Suite struct OneWordPerCodeTests {
    static let assets = FetchNotesWordsTests.assets

    @Test(arguments: [UILanguage.english, .german, .lithuanian])
    func codeThreeIsOneWordInNowsText(_ ui: UILanguage) throws {
        let language = try Language.load(ui, assets: Self.assets)
        let start = Date(timeIntervalSince1970: 1_796_031_000)
        let code = WMOWeatherCode(3)
        let forecast = Forecast(
            location: Location(
                name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin",
                utcOffsetSeconds: 3600),
            units: .metric,
            current: CurrentConditions(
                time: start, temperature: 3, condition: code.condition, description: code.phrase, isDay: true),
            today: TodaySummary(high: 5, low: -1),
            hourly: [HourlyForecast(time: start, temperature: 3, condition: code.condition)],
            daily: [
                DailyForecast(
                    date: LocalDate(year: 2026, month: 11, day: 30), high: 5, low: -1, condition: code.condition)
            ],
            provider: .openMeteo, fetchedAt: start)
        var report = ForecastTextReport(forecast, now: start)
        report.timeStyle = TimeStyle(language: language)
        report.language = language
        let lines = report.lines
        let cloudy = language.condition(.cloudy)
        #expect(lines[1].contains(cloudy), "\(ui): the header: \(lines[1])")
        let daily = try #require(lines.firstIndex(of: language.count(.nextDays, 1)))
        #expect(lines[daily + 1].hasSuffix(cloudy), "\(ui): the day's row: \(lines[daily + 1])")
        #expect(lines.filter { $0.contains(cloudy) }.count == 2, "\(ui): \(lines)")
    }
}
