import Foundation
import Testing

@testable import WeatherKit

struct RequestBudgetTests {
    /// 2026-11-30 18:00 UTC: six hours to the UTC midnight.
    static let now = Date(timeIntervalSince1970: 1_796_061_600)
    static let end = RequestBudget.day(of: now).end

    @Test func theDayIsTheUTCDay() {
        let (day, end) = RequestBudget.day(of: Self.now)
        #expect(day == LocalDate(year: 2026, month: 11, day: 30))
        #expect(end.timeIntervalSince(Self.now) == 6 * 3600)
    }

    @Test func plentyLeftKeepsTheInterval() {
        let budget = RequestBudget(provider: .openMeteo, used: 100, limit: 10_000, resetsAt: Self.end)
        #expect(budget.interval(stretching: 900, at: Self.now) == 900)
        #expect(budget.note(interval: 900, at: Self.now) { _ in "01:00" } == nil)
    }

    @Test func littleLeftStretchesToLastTheDay() {
        // 12 requests left for 6 hours: one every 30 min, not every 15.
        let budget = RequestBudget(provider: .openMeteo, used: 9_988, limit: 10_000, resetsAt: Self.end)
        #expect(budget.interval(stretching: 900, at: Self.now) == 1800)
        #expect(
            budget.note(interval: 900, at: Self.now) { _ in "01:00" }
                == "Open-Meteo: 9,988 of 10,000 requests used today on this machine; refreshing every 30 min until 01:00."
        )
    }

    @Test func nearlySpentIsSaidBeforeItStretches() {
        let budget = RequestBudget(provider: .metNorway, used: 8_000, limit: 10_000, resetsAt: Self.end)
        #expect(budget.interval(stretching: 900, at: Self.now) == 900)
        #expect(
            budget.note(interval: 900, at: Self.now) { _ in "01:00" }
                == "MET Norway: 8,000 of 10,000 requests used today on this machine.")
    }

    @Test func spentWaitsForTheNextDay() {
        let budget = RequestBudget(provider: .openMeteo, used: 10_000, limit: 10_000, resetsAt: Self.end)
        #expect(budget.isSpent)
        #expect(budget.interval(stretching: 900, at: Self.now) == 6 * 3600)
        #expect(
            budget.note(interval: 900, at: Self.now) { _ in "01:00" }
                == "Open-Meteo: 10,000 of 10,000 requests used today on this machine; asked again after 01:00.")
    }

    @Test func aSpentProviderIsSkippedUntilTheDayEnds() async throws {
        var fallback = ProviderFallback()
        fallback.recordSpent(.openMeteo, until: Self.end, now: Self.now)
        #expect(fallback.isWaiting(.openMeteo, now: Self.now))
        #expect(!fallback.isWaiting(.openMeteo, now: Self.end))
        #expect(fallback.failing[.openMeteo]?.reason == "daily request budget used")
    }
}
