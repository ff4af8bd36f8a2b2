import Foundation
import Testing
import WeatherKit

/// The one rain outlook from the nowcast and the hourly rows, at a pinned instant: the nowcast wins for its
/// window, the sentence never contradicts itself, and an old nowcast is not told as news.
@Suite struct RainOutlookStoryTests {
    /// 2026-11-30 10:00 UTC, 11:00 in Berlin.
    static let fetched = Date(timeIntervalSince1970: 1_796_032_800)
    static let location = Location(name: "Berlin", latitude: 52.52, longitude: 13.40, utcOffsetSeconds: 3600)

    /// A nowcast with rain 30–90 minutes after the fetch (moderate) over dry hourly rows: the two models disagree.
    static func disagreement(hourlyRain: (hour: Int, chance: Double)? = nil) -> Forecast {
        var forecast = Forecast(
            location: location, units: .metric, current: CurrentConditions(time: fetched), today: TodaySummary(),
            hourly: (0..<30).map { hour in
                let wet = hourlyRain?.hour == hour
                return HourlyForecast(
                    time: fetched.addingTimeInterval(Double(hour) * 3600), condition: wet ? .rain : .cloudy,
                    precipitationProbability: wet ? hourlyRain?.chance : 5)
            },
            daily: [], provider: .openMeteo, fetchedAt: fetched)
        forecast.nowcast = Nowcast(
            intervalMinutes: 15,
            steps: (0..<8).map { step in
                NowcastStep(
                    time: fetched.addingTimeInterval(Double(step) * 900),
                    precipitation: (2...5).contains(step) ? 1.0 : 0)
            },
            interpolated: false)
        return forecast
    }

    func text(_ outlook: RainOutlook) -> String {
        outlook.text(in: Self.location, style: .standard, language: .english)
    }

    @Test func theNowcastWinsForItsWindowAndTheHourlyRowsTakeOver() {
        let outlook = RainOutlook(forecast: Self.disagreement(), now: Self.fetched)
        #expect(outlook.spell?.source == .nowcast)
        #expect(text(outlook) == "Rain from 11:30 for about 1 h, then dry for 23 h")
        #expect(!text(outlook).contains("No rain"))
        #expect(outlook.short(in: Self.location, style: .standard, language: .english) == "☂11:30")
        #expect(
            outlook.soon(in: Self.location, style: .standard, language: .english)
                == "Rain starting in about 30 min, moderate, for about 1 h")
        #expect(outlook.brief(in: Self.location, style: .standard, language: .english) == "☂11:30")
    }

    @Test func hourlyRainAfterTheWindowFollowsTheNowcastSpell() {
        let outlook = RainOutlook(forecast: Self.disagreement(hourlyRain: (5, 70)), now: Self.fetched)
        #expect(text(outlook) == "Rain from 11:30 for about 1 h, then rain likely from 16:00 (70%)")
        #expect(
            outlook.headline(in: Self.location, style: .standard, language: .english) == "Rain from 11:30 for about 1 h"
        )
    }

    @Test func hourlyRainInsideADryNowcastWindowIsOverruled() {
        var forecast = Self.disagreement(hourlyRain: (1, 80))
        let steps = forecast.nowcast?.steps ?? []
        forecast.nowcast?.steps = steps.map { NowcastStep(time: $0.time, precipitation: 0) }
        let outlook = RainOutlook(forecast: forecast, now: Self.fetched)
        // The window ends at 13:00; the hourly row 12:00–13:00 lies inside it.
        #expect(outlook.start == nil)
        #expect(text(outlook) == "No rain expected in the next 24 h")
        #expect(outlook.short(in: Self.location, style: .standard, language: .english) == "")
    }

    @Test func aNowcastThreeHoursOldIsNotNews() {
        let later = Self.fetched.addingTimeInterval(3 * 3600)
        let outlook = RainOutlook(forecast: Self.disagreement().rolledForward(to: later), now: later)
        #expect(outlook.soon(in: Self.location, style: .standard, language: .english) == nil)
        #expect(outlook.nowcastEnd == nil)
        #expect(outlook.spell == nil)
        #expect(!text(outlook).contains("min"))
        #expect(text(outlook) == "No rain expected in the next 24 h")
    }

    @Test func aNowcastThirtyHoursOldIsNotNewsAndTheRowsCountFromNow() {
        let later = Self.fetched.addingTimeInterval(29.5 * 3600)
        let outlook = RainOutlook(
            forecast: Self.disagreement(hourlyRain: (29, 60)).rolledForward(to: later), now: later)
        #expect(outlook.soon(in: Self.location, style: .standard, language: .english) == nil)
        // Row 29 (16:00 the next day) is under way at 16:30: it counts from now, said with the old forecast's time.
        #expect(text(outlook) == "Rain likely now (60%) (as of Mon 30 Nov 11:00)")
        #expect(outlook.short(in: Self.location, style: .standard, language: .english) == "☂now")
    }

    @Test func aNowcastAnHourOldIsToldAsWhatItWas() {
        let later = Self.fetched.addingTimeInterval(3600)
        let outlook = RainOutlook(forecast: Self.disagreement(), now: later)
        #expect(
            outlook.soon(in: Self.location, style: .standard, language: .english)
                == "At 11:00 rain was expected 11:30–12:30")
        #expect(outlook.nowcastEnd == nil)
        #expect(outlook.spell == nil, "the hourly rows say dry, and an old nowcast is no spell")
    }

    @Test func theAgeOfEachKindIsDecidedInOnePlace() {
        #expect(
            DataAgePolicy.isTooOld(.nowcast, fetchedAt: Self.fetched, now: Self.fetched.addingTimeInterval(31 * 60)))
        #expect(
            !DataAgePolicy.isTooOld(.nowcast, fetchedAt: Self.fetched, now: Self.fetched.addingTimeInterval(29 * 60)))
        #expect(
            DataAgePolicy.isTooOld(.hourly, fetchedAt: Self.fetched, now: Self.fetched.addingTimeInterval(7 * 3600)))
        #expect(
            DataAgePolicy.isTooOld(.alerts, fetchedAt: Self.fetched.addingTimeInterval(3600), now: Self.fetched),
            "a fetch in the future is of unknown age")
        #expect(DataKind.allCases.allSatisfy { DataAgePolicy.maximumAge(of: $0) > 0 })
    }
}
