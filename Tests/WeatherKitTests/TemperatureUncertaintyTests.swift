import Foundation
import Testing
import WeatherText

@testable import WeatherKit

/// "Tomorrow 12°–19°, uncertain": said when the ensemble's spread at tomorrow's warmest hour is wide, never otherwise.
@Suite struct TemperatureUncertaintyTests {
    /// 30 Nov 2026 10:00 in Berlin (+01:00), hours laid out from then.
    static let now = LocalDateTime.instant(
        date: LocalDate(year: 2026, month: 11, day: 30), hour: 10, minute: 0, utcOffsetSeconds: 3600)

    static func forecast(units: Units = .metric, band: (Int) -> (Double, Double)?) -> Forecast {
        let location = Location(
            name: "Berlin", latitude: 52.5, longitude: 13.4, timeZoneIdentifier: "Europe/Berlin", utcOffsetSeconds: 3600
        )
        let hourly = (0..<48).map { index -> HourlyForecast in
            var hour = HourlyForecast(
                time: now.addingTimeInterval(TimeInterval(index) * 3600),
                temperature: 10 + Double(index % 24 == 4 ? 6 : 0))
            if let (low, high) = band(index) {
                hour.temperatureP10 = low
                hour.temperatureP90 = high
            }
            return hour
        }
        return Forecast(
            location: location, units: units, current: CurrentConditions(time: now), today: TodaySummary(),
            hourly: hourly, daily: [],
            provider: .openMeteo, fetchedAt: now)
    }

    @Test func aWideSpreadAtTomorrowsWarmestHourIsSaid() {
        // Index 28 is tomorrow 14:00, the warmest hour.
        let forecast = Self.forecast { $0 == 28 ? (12, 19) : (9, 11) }
        #expect(forecast.temperatureUncertainty(now: Self.now) == "Tomorrow 12°–19°, uncertain")
    }

    @Test func aNarrowOrUnknownSpreadIsNotSaid() {
        #expect(Self.forecast { _ in (14, 17) }.temperatureUncertainty(now: Self.now) == nil)
        #expect(Self.forecast { _ in nil }.temperatureUncertainty(now: Self.now) == nil)
        // Today's wide spread is not tomorrow's.
        #expect(Self.forecast { $0 == 4 ? (5, 20) : (9, 10) }.temperatureUncertainty(now: Self.now) == nil)
    }

    @Test func theThresholdIsInCelsiusWhateverTheUnits() {
        // 7 °F apart is 3.9 °C: not wide; 8 °F is 4.4 °C.
        #expect(
            Self.forecast(units: .imperial) { $0 == 28 ? (50, 57) : nil }.temperatureUncertainty(now: Self.now) == nil)
        #expect(
            Self.forecast(units: .imperial) { $0 == 28 ? (50, 58) : nil }.temperatureUncertainty(now: Self.now)
                == "Tomorrow 50°–58°, uncertain")
    }
}

extension TemperatureUncertaintyTests {
    @Test func theTextReportSaysIt() {
        let forecast = Self.forecast { $0 == 28 ? (12, 19) : (9, 11) }
        #expect(ForecastTextReport(forecast, now: Self.now).lines.contains("Tomorrow 12°–19°, uncertain"))
        #expect(
            !ForecastTextReport(Self.forecast { _ in nil }, now: Self.now).lines.contains { $0.contains("uncertain") })
    }
}
