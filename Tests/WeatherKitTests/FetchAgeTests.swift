import Foundation
import Testing
import WeatherText

@testable import WeatherKit

/// One rule for how old fetched data is when the clocks disagree: a fetch time ahead of now is an unknown age.
@Suite struct FetchAgeTests {
    /// 2026-11-30T12:00:00Z
    static let now = Date(timeIntervalSince1970: 1_796_040_000)

    @Test func anAgeIsKnownUpToAFewMinutesAhead() {
        #expect(FetchAge(fetchedAt: Self.now.addingTimeInterval(-90), now: Self.now).seconds == 90)
        #expect(FetchAge(fetchedAt: Self.now.addingTimeInterval(240), now: Self.now).seconds == 0)
        #expect(FetchAge(fetchedAt: Self.now.addingTimeInterval(360), now: Self.now).isUnknown)
        #expect(FetchAge(fetchedAt: Self.now, now: Date(timeIntervalSince1970: 0)).isUnknown, "a clock at 1970")
    }

    @Test func anUnknownAgeIsNeverWithinALimit() {
        let ahead = FetchAge(fetchedAt: Date(timeIntervalSince1970: 1_906_416_000), now: Self.now)
        #expect(!ahead.isWithin(3600))
        #expect(ahead.exceeds(3600))
        #expect(FetchAge(fetchedAt: Self.now.addingTimeInterval(-3600), now: Self.now).isWithin(3600))
        #expect(FetchAge(fetchedAt: Self.now.addingTimeInterval(-3601), now: Self.now).exceeds(3600))
    }

    @Test func theStatusLinesAgeSaysWhenItIsUnknown() {
        #expect(StatusLine.age(of: Self.now.addingTimeInterval(-3 * 3600), now: Self.now) == "3h")
        #expect(StatusLine.age(of: Date(timeIntervalSince1970: 1_906_416_000), now: Self.now) == "age?")
        #expect(StatusLine.age(of: Self.now, now: Date(timeIntervalSince1970: 0)) == "age?")
    }
}
