import Foundation
import Testing

@testable import WeatherKit

/// How mood goes with air quality, the pressure trend and the length of daylight.
@Suite struct MoodStatisticsAirTests {
    /// 2026-11-30 10:00 UTC: statistics never depend on when the tests run.
    static let moment = Date(timeIntervalSince1970: 1_796_032_800)

    static func entry(_ level: MoodLevel, aqi: Int?, scale: AQIScale = .us, trend: PressureTrend?, daylight: Int?)
        -> MoodEntry
    {
        let weather = MoodForecast(
            createdAt: Self.moment, latitude: 0, longitude: 0, temperatureCelsius: 10, summary: nil, condition: .clear,
            isDay: true,
            aqi: aqi, aqiScale: scale, pressureTrend: trend, daylightSeconds: daylight)
        return MoodEntry(
            id: 1, createdAt: Self.moment, utcOffsetSeconds: 0, level: level, comment: nil, forecast: weather)
    }

    @Test func averagesPerCategoryAndTrendAndDaylightCorrelation() {
        let stats = MoodStatistics([
            Self.entry(.great, aqi: 20, trend: .rising, daylight: 50_000),
            Self.entry(.good, aqi: 40, trend: .rising, daylight: 45_000),
            Self.entry(.bad, aqi: 160, trend: .falling, daylight: 30_000),
            Self.entry(.okay, aqi: 15, scale: .european, trend: .steady, daylight: 36_000),
            Self.entry(.awful, aqi: nil, trend: nil, daylight: nil)
        ])
        #expect(
            stats.byAirQuality == [
                .init(name: "good", count: 3, averageLevel: 4), .init(name: "unhealthy", count: 1, averageLevel: 2)
            ])
        #expect(stats.byPressureTrend.map(\.name) == ["rising", "steady", "falling"])
        #expect(stats.byPressureTrend[0].averageLevel == 4.5)
        #expect((stats.levelDaylightCorrelation ?? 0) > 0.8, "longer days were the better ones here")
    }

    @Test func oldMoodsWithoutTheNewFieldsAreLeftOut() {
        let stats = MoodStatistics([
            Self.entry(.good, aqi: nil, trend: nil, daylight: nil),
            Self.entry(.bad, aqi: nil, trend: nil, daylight: nil)
        ])
        #expect(stats.byAirQuality.isEmpty && stats.byPressureTrend.isEmpty && stats.levelDaylightCorrelation == nil)
    }
}
