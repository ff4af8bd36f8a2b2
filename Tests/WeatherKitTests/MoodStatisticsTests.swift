import Foundation
import Testing

@testable import WeatherKit

@Suite struct MoodStatisticsTests {
    /// 2026-11-30 00:00 UTC.
    static let midnight: TimeInterval = 1_795_996_800

    /// Logged at 12:00 UTC by a UTC clock, or at 22:00 when not `day`.
    static func entry(_ level: MoodLevel, _ celsius: Double?, _ condition: Condition?, day: Bool? = true) -> MoodEntry {
        let moment = Date(timeIntervalSince1970: Self.midnight + (day == false ? 22 : 12) * 3600)
        let weather = MoodForecast(
            createdAt: moment, latitude: 0, longitude: 0, temperatureCelsius: celsius, summary: nil,
            condition: condition, isDay: day)
        return MoodEntry(id: 1, createdAt: moment, utcOffsetSeconds: 0, level: level, comment: nil, forecast: weather)
    }

    /// Logged at 15:15 by a UTC clock while it is 21:00 in Kathmandu, where the weather was: an afternoon mood, as listed.
    @Test func partOfTheDayIsTheMoodsOwnClock() {
        let moment = Date(timeIntervalSince1970: Self.midnight + 15 * 3600 + 15 * 60)
        let weather = MoodForecast(
            createdAt: moment, latitude: 27.7, longitude: 85.3, temperatureCelsius: 12, summary: nil, condition: .clear,
            isDay: false)
        let entry = MoodEntry(
            id: 1, createdAt: moment, utcOffsetSeconds: 0, level: .good, comment: nil, forecast: weather)
        #expect(entry.partOfDay == .day)
        #expect(MoodStatistics([entry]).byPartOfDay.map(\.name) == ["day"])
        #expect(entry.zoneLabel(comparedTo: 20_700) == "UTC")
        #expect(entry.zoneLabel(comparedTo: 0) == nil)
        let kathmandu = MoodEntry(
            id: 2, createdAt: moment, utcOffsetSeconds: 20_700, level: .good, comment: nil, forecast: weather)
        #expect(kathmandu.zoneLabel(comparedTo: 0) == "UTC+05:45")
        #expect(MoodStatistics([kathmandu]).byPartOfDay.map(\.name) == ["evening"])
        let newYork = MoodEntry(
            id: 3, createdAt: moment, utcOffsetSeconds: -18_000, level: .good, comment: nil, forecast: weather)
        #expect(newYork.zoneLabel(comparedTo: 0) == "UTC-05:00")
    }

    @Test func groupsAverageByConditionBandAndPartOfDay() {
        let stats = MoodStatistics([
            Self.entry(.great, 25, .clear), Self.entry(.good, 22, .clear), Self.entry(.bad, -3, .snow, day: false),
            Self.entry(.awful, 5, .rain),
            MoodEntry(
                id: 9, createdAt: Date(timeIntervalSince1970: 1_796_032_800), utcOffsetSeconds: 0, level: .okay,
                comment: nil, forecast: nil)
        ])
        #expect(stats.total == 5)
        #expect(stats.withWeather == 4)
        #expect(stats.byCondition.map(\.name) == ["clear", "rain", "snow"])
        #expect(stats.byCondition[0].averageLevel == 4.5)
        #expect(stats.byTemperature.map(\.name) == ["below 0 °C", "0–10 °C", "20–30 °C"])
        #expect(stats.byTemperature.map(\.count) == [1, 1, 2])
        #expect(
            stats.byPartOfDay == [
                .init(name: "morning", count: 3, averageLevel: 10.0 / 3),
                .init(name: "evening", count: 1, averageLevel: 2)
            ])
        #expect((stats.levelTemperatureCorrelation ?? 0) > 0.8, "warmer days were the better ones here")
    }

    /// The same bands, named in the units asked for.
    @Test func temperatureBandsInFahrenheit() {
        let stats = MoodStatistics(
            [
                Self.entry(.great, 25, .clear), Self.entry(.bad, -3, .snow), Self.entry(.awful, 5, .rain),
                Self.entry(.good, 31, .clear)
            ],
            temperatureUnit: .fahrenheit)
        #expect(stats.byTemperature.map(\.name) == ["below 32 °F", "32–50 °F", "68–86 °F", "86 °F and above"])
        #expect(
            MoodStatistics.bandNames(in: .celsius) == [
                "below 0 °C", "0–10 °C", "10–20 °C", "20–30 °C", "30 °C and above"
            ])
    }

    @Test func correlationNeedsThreeMoodsWithSpread() {
        #expect(
            MoodStatistics([Self.entry(.good, 10, .clear), Self.entry(.bad, 0, .rain)]).levelTemperatureCorrelation
                == nil)
        #expect(
            MoodStatistics([Self.entry(.good, 10, .clear), Self.entry(.good, 0, .rain), Self.entry(.good, 5, .rain)])
                .levelTemperatureCorrelation == nil)
        #expect(abs((MoodStatistics.pearson(Self.pairs([(1, 1), (2, 2), (3, 3)])) ?? 0) - 1) < 1e-12)
        #expect(abs((MoodStatistics.pearson(Self.pairs([(1, 3), (2, 2), (3, 1)])) ?? 0) + 1) < 1e-12)
        #expect(
            MoodStatistics.pearson([MoodTally.Pair(level: 2, value: 1): 5]) == nil, "five moods, one value: no spread")
    }

    @Test func aPairSeenTwiceWeighsAsTwoMoods() throws {
        let moods = [(1.0, 4.0), (1, 4), (3, 10), (5, 9), (2, 7)]
        let weighted = try #require(MoodStatistics.pearson(Self.pairs(moods)))
        #expect(Self.pairs(moods).count == 4, "the repeated pair is kept once, with a weight of 2")
        // Pearson's r of the five moods one by one, written out.
        let (xs, ys) = (moods.map(\.0), moods.map(\.1))
        let (meanX, meanY) = (xs.reduce(0, +) / 5, ys.reduce(0, +) / 5)
        let covariance = zip(xs, ys).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
        let spreads =
            xs.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +) * ys.map { ($0 - meanY) * ($0 - meanY) }.reduce(0, +)
        #expect(abs(weighted - covariance / spreads.squareRoot()) < 1e-12)
        #expect(
            abs(weighted - (MoodStatistics.pearson(Self.pairs(Array(moods.dropFirst()))) ?? 0)) > 1e-3,
            "the repeat counts")
    }

    static func pairs(_ values: [(Double, Double)]) -> [MoodTally.Pair: Int] {
        values.reduce(into: [:]) { $0[MoodTally.Pair(level: Int($1.0), value: $1.1), default: 0] += 1 }
    }
}

@Suite struct MoodTallyHostileTests {
    /// Counts read from a file are input: a weekday or band no journal could hold names nothing.
    @Test func countsOutOfRangeAreLeftOutNotFatal() {
        var tally = MoodTally()
        tally.add(
            MoodTally.Key(isoWeekday: 0, partOfDay: .morning, weathered: true, temperatureBand: 9),
            MoodTally.Count(moods: 2, levelSum: 6))
        tally.add(
            MoodTally.Key(isoWeekday: 3, partOfDay: .morning, weathered: true, temperatureBand: -1),
            MoodTally.Count(moods: 1, levelSum: 4))
        let statistics = MoodStatistics(tally)
        #expect(statistics.total == 3)
        #expect(statistics.byWeekday.map(\.name) == ["Wed"])
        #expect(statistics.byTemperature.isEmpty)
    }
}
