import Foundation
import Testing
@testable import WeatherKit

@Suite struct MoodStatisticsTests {
    static func entry(_ level: MoodLevel, _ celsius: Double?, _ condition: Condition?, day: Bool? = true) -> MoodEntry {
        let weather = MoodForecast(createdAt: Date(), latitude: 0, longitude: 0, temperatureCelsius: celsius, summary: nil, condition: condition, isDay: day)
        return MoodEntry(id: 1, createdAt: Date(), utcOffsetSeconds: 0, level: level, comment: nil, forecast: weather)
    }

    @Test func groupsAverageByConditionBandAndDaylight() {
        let stats = MoodStatistics([
            Self.entry(.great, 25, .clear), Self.entry(.good, 22, .clear), Self.entry(.bad, -3, .snow, day: false),
            Self.entry(.awful, 5, .rain), MoodEntry(id: 9, createdAt: Date(), utcOffsetSeconds: 0, level: .okay, comment: nil, forecast: nil),
        ])
        #expect(stats.total == 5)
        #expect(stats.withWeather == 4)
        #expect(stats.byCondition.map(\.name) == ["clear", "rain", "snow"])
        #expect(stats.byCondition[0].averageLevel == 4.5)
        #expect(stats.byTemperature.map(\.name) == ["below 0 °C", "0–10 °C", "20–30 °C"])
        #expect(stats.byTemperature.map(\.count) == [1, 1, 2])
        #expect(stats.byDaylight == [.init(name: "day", count: 3, averageLevel: 10.0 / 3), .init(name: "night", count: 1, averageLevel: 2)])
        #expect((stats.levelTemperatureCorrelation ?? 0) > 0.8, "warmer days were the better ones here")
    }

    @Test func correlationNeedsThreeMoodsWithSpread() {
        #expect(MoodStatistics([Self.entry(.good, 10, .clear), Self.entry(.bad, 0, .rain)]).levelTemperatureCorrelation == nil)
        #expect(MoodStatistics([Self.entry(.good, 10, .clear), Self.entry(.good, 0, .rain), Self.entry(.good, 5, .rain)]).levelTemperatureCorrelation == nil)
        #expect(abs((MoodStatistics.pearson([(1, 1), (2, 2), (3, 3)]) ?? 0) - 1) < 1e-12)
        #expect(abs((MoodStatistics.pearson([(1, 3), (2, 2), (3, 1)]) ?? 0) + 1) < 1e-12)
    }
}
