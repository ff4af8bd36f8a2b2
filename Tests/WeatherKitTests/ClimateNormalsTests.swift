import Foundation
import Testing

@testable import WeatherKit

/// The normals computation alone: the 15-day window, nulls and missing years left out, February 29, a place with
/// nothing in the archive, and today's departure in either unit.
@Suite struct ClimateNormalsTests {
    static let period = 1996...2025

    /// Every day of the period with `value(date)` as its high (and the high minus 6 as its low), or nil.
    static func normals(_ value: (LocalDate) -> Double?) -> ClimateNormals? {
        var dates: [LocalDate] = []
        var day = LocalDate(year: period.lowerBound, month: 1, day: 1)
        while day.year <= period.upperBound {
            dates.append(day)
            day = day.adding(days: 1)
        }
        let highs = dates.map(value)
        return ClimateNormals.compute(
            dates: dates, highs: highs, lows: highs.map { $0.map { $0 - 6 } },
            precipitation: highs.map { $0.map { _ in 1 } }, period: period)
    }

    @Test func eachDayIsTheMeanOfItsFifteenDaysInEveryYear() throws {
        // The day of the month as the value: 30 Nov's window is 23–30 Nov and 1–7 Dec.
        let normals = try #require(Self.normals { Double($0.day) })
        let expected = Double((23...30).reduce(0, +) + (1...7).reduce(0, +)) / 15
        let normal = try #require(normals.normal(for: LocalDate(year: 2026, month: 11, day: 30)))
        #expect(abs((normal.high ?? .nan) - expected) < 1e-9)
        #expect(abs((normal.low ?? .nan) - (expected - 6)) < 1e-9)
        #expect(normal.precipitation == 1)
        #expect(normals.yearsCovered == 30)
    }

    @Test func nullsAndMissingYearsAreLeftOutNotCountedAsZero() throws {
        let normals = try #require(
            Self.normals { date in
                date.year == 1999 || date.year == 2010 || date.day % 3 == 0 ? nil : 10
            })
        #expect(normals.normal(for: LocalDate(year: 2026, month: 7, day: 1))?.high == 10)
        #expect(normals.yearsCovered == 28)
    }

    @Test func februaryTwentyNinthHasANormalLikeItsNeighbours() throws {
        let normals = try #require(Self.normals { Double($0.month) })
        let leap = try #require(normals.normal(for: LocalDate(year: 2028, month: 2, day: 29))?.high)
        let before = try #require(normals.normal(for: LocalDate(year: 2027, month: 2, day: 28))?.high)
        let after = try #require(normals.normal(for: LocalDate(year: 2027, month: 3, day: 1))?.high)
        #expect(leap > before && leap < after, "\(before) < \(leap) < \(after)")
    }

    @Test func aPlaceTheArchiveHasNothingForHasNoNormals() {
        #expect(Self.normals { _ in nil } == nil)
        // Nine years are too few to call normal.
        #expect(Self.normals { $0.year < 2017 ? nil : 5 } == nil)
    }

    @Test func departureInTheForecastsUnitsAndWords() throws {
        let normals = try #require(Self.normals { _ in 4 })
        let location = Location(name: "Vilnius", latitude: 54.69, longitude: 25.28, utcOffsetSeconds: 7200)
        let now = Date(timeIntervalSince1970: 1_796_032_800)
        var forecast = Forecast(
            location: location, units: .metric, current: CurrentConditions(time: now), today: TodaySummary(),
            hourly: [], daily: [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 30), high: 9, low: 3)],
            provider: .openMeteo, fetchedAt: now)
        forecast = forecast.withNormals(normals)
        // Normal 4 / -2, mean 1; today 9 / 3, mean 6.
        #expect(forecast.departureFromNormal == 5)
        let statement = try #require(NormalStatement(forecast: forecast, now: now))
        #expect(statement.text(in: .english) == "5° warmer than normal for 30 Nov")
        #expect(statement.signedDegrees == "+5°")
        let fahrenheit = forecast.converted(to: .imperial)
        #expect(abs((fahrenheit.departureFromNormal ?? 0) - 9) < 1e-9)
        #expect(
            NormalStatement(forecast: fahrenheit, now: now)?.text(in: .english) == "9° warmer than normal for 30 Nov")
        var near = forecast
        near.daily[0].high = 5
        near.daily[0].low = -1
        #expect(NormalStatement(forecast: near, now: now)?.text(in: .english) == "near normal for 30 Nov")
        #expect(NormalMark(day: forecast.daily[0], unit: .celsius) == .warmer)
        #expect(NormalMark(day: near.daily[0], unit: .celsius) == nil)
    }
}
