import Foundation
import Testing
import WeatherKit

@testable import Dashboard

@Suite struct SampleForecastTests {
    private func sample() throws -> (text: String, document: ForecastDocument) {
        let text = try RepositoryAssets.text("sample/forecast.json")
        return (text, try ForecastDocument(json: Data(text.utf8)))
    }

    @Test func isExactlyWhatWxdashNowPrints() throws {
        let (text, document) = try sample()
        #expect(ForecastJSON(document.forecast, stale: document.stale).value.serialized(pretty: true) + "\n" == text)
    }

    @Test func isALateNovemberDayInBerlin() throws {
        let forecast = try sample().document.forecast
        #expect(forecast.location.name == "Berlin")
        #expect(forecast.location.timeZoneIdentifier == "Europe/Berlin")
        #expect(forecast.units == .metric)
        #expect(forecast.provider == .openMeteo)
        let now = forecast.location.localTime(at: forecast.current.time)
        #expect(now.date == LocalDate(year: 2026, month: 11, day: 30))
        #expect(now.utcOffsetSeconds == 3600)
        #expect(forecast.current.isDay == true)
        #expect(forecast.fetchedAt >= forecast.current.time)
    }

    @Test func hasTwoDaysOfHoursAndAWeekOfDays() throws {
        let forecast = try sample().document.forecast
        #expect(forecast.hourly.count >= 24)
        #expect(forecast.hourly.count == 48)
        #expect((7...10).contains(forecast.daily.count))
        #expect(forecast.daily.first?.date == LocalDate(year: 2026, month: 11, day: 30))
        let steps = zip(forecast.hourly, forecast.hourly.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(steps.allSatisfy { $0 == 3600 })
        #expect(forecast.daily.allSatisfy { $0.sun.sunrise != nil && $0.sun.sunset != nil })
    }

    @Test func hasARainyAfternoonAndAFrostyNight() throws {
        let forecast = try sample().document.forecast
        let afternoon = forecast.hourly.filter {
            let local = forecast.location.localTime(at: $0.time)
            return local.date.day == 30 && (15...18).contains(local.hour)
        }
        #expect(afternoon.count == 4)
        #expect(afternoon.allSatisfy { $0.condition == .rain && ($0.precipitationProbability ?? 0) >= 60 })
        #expect(forecast.hourly.contains { ($0.temperature ?? 0) < 0 })
        #expect(forecast.daily.contains { ($0.low ?? 0) < 0 })
        #expect(Set(forecast.hourly.compactMap(\.condition)).count >= 6)
    }
}
