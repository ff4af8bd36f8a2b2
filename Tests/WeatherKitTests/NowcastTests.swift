import Foundation
import Testing

@testable import WeatherKit

@Suite struct NowcastTests {
    static let start = Date(timeIntervalSince1970: 1_796_032_800)  // 2026-11-30 10:00 UTC

    static func nowcast(_ amounts: [Double?], unit: PrecipitationUnit = .millimetres, interpolated: Bool = false)
        -> Nowcast
    {
        Nowcast(
            intervalMinutes: 15,
            steps: amounts.enumerated().map {
                NowcastStep(time: start.addingTimeInterval(Double($0.offset) * 900), precipitation: $0.element)
            },
            interpolated: interpolated, unit: unit)
    }

    static func minutes(_ value: Double) -> Date { start.addingTimeInterval(value * 60) }

    @Test func wetFromATenthOfAMillimetreInAStep() {
        let cast = Self.nowcast([0.09, 0.1, nil, 0.5])
        #expect(cast.steps.map(cast.isWet) == [false, true, false, true])
        let oneMinute = Nowcast(
            intervalMinutes: 1, steps: [NowcastStep(time: Self.start, precipitation: 0.007)], interpolated: false)
        #expect(oneMinute.isWet(oneMinute.steps[0]), "0.1 mm per 15 min is 0.0067 mm a minute")
        let inches = Self.nowcast([0.004, 0.003], unit: .inches)
        #expect(inches.steps.map(inches.isWet) == [true, false], "0.004 in is 0.1 mm")
    }

    @Test func rainStartingLaterSaysWhenHowHardAndHowLong() {
        let cast = Self.nowcast([0, 0, 0.2, 0.3, 0.4, 0, 0, 0])
        #expect(cast.startsAt(Self.start) == Self.minutes(30))
        #expect(cast.endsAt(Self.start) == Self.minutes(75))
        #expect(cast.summary(at: Self.start) == "Rain starting in about 30 min, light, for about 45 min")
    }

    @Test func rainNowSaysWhenItStops() {
        let now = Self.minutes(10)
        let cast = Self.nowcast([0.5, 0.5, 0, 0, 0, 0, 0, 0])
        #expect(cast.startsAt(now) == Self.start, "starts_at is the start of the wet step under way")
        #expect(cast.endsAt(now) == Self.minutes(30))
        #expect(cast.summary(at: now) == "Rain now, stopping in about 20 min")
    }

    @Test func noRainInTheNextTwoHours() {
        let cast = Self.nowcast(Array(repeating: 0.05, count: 8))
        #expect(cast.startsAt(Self.start) == nil)
        #expect(cast.endsAt(Self.start) == nil)
        #expect(cast.summary(at: Self.start) == "No rain in the next 2 hours")
    }

    @Test func onlyTheFirstRunCountsAndARunToTheEndSaysAtLeast() {
        let cast = Self.nowcast([0, 0.2, 0, 0, 0.3, 0.3, 0.3, 0.3])
        #expect(cast.endsAt(Self.start) == Self.minutes(30))
        let later = Self.nowcast([0, 0, 0, 0, 0, 0, 3, 3])
        #expect(later.summary(at: Self.start) == "Rain starting in about 1 h 30 min, heavy, for at least 30 min")
        #expect(
            Self.nowcast(Array(repeating: 1, count: 8)).summary(at: Self.start)
                == "Rain now, for at least the next 2 hours")
    }

    /// Intensity from the run's peak rate in mm/h: 0.6 mm in 15 min is 2.4 mm/h.
    @Test(arguments: [(0.6, "light"), (0.625, "moderate"), (1.89, "moderate"), (1.9, "heavy")])
    func intensityWordsFromMillimetresPerHour(amount: Double, word: String) {
        let cast = Self.nowcast([0, amount, 0, 0, 0, 0, 0, 0])
        #expect(cast.summary(at: Self.start).contains(", \(word), "), "\(cast.summary(at: Self.start))")
    }

    @Test func intensityBands() {
        #expect(RainIntensity(millimetresPerHour: 2.49) == .light)
        #expect(RainIntensity(millimetresPerHour: 2.5) == .moderate)
        #expect(RainIntensity(millimetresPerHour: 7.59) == .moderate)
        #expect(RainIntensity(millimetresPerHour: 7.6) == .heavy)
    }

    @Test func interpolatedOutsideCentralEuropeAndNorthAmerica() {
        #expect(!NowcastDomain.isInterpolated(latitude: 52.52, longitude: 13.41), "Berlin")
        #expect(!NowcastDomain.isInterpolated(latitude: 40.71, longitude: -74.01), "New York")
        #expect(NowcastDomain.isInterpolated(latitude: 27.72, longitude: 85.32), "Kathmandu")
        #expect(NowcastDomain.isInterpolated(latitude: 60.39, longitude: 5.32), "Bergen, north of ICON-D2")
        #expect(NowcastDomain.isInterpolated(latitude: -33.87, longitude: 151.21), "Sydney")
    }
}
