import Foundation
import Testing

@testable import WeatherKit

@Suite struct LocalDateTests {
    @Test func knownDaysSinceEpoch() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(LocalDate(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
        #expect(LocalDate(year: 1900, month: 1, day: 1).daysSinceEpoch == -25_567)
        #expect(LocalDate(year: 2000, month: 1, day: 1).daysSinceEpoch == 10_957)
        #expect(LocalDate(year: 2024, month: 2, day: 29).daysSinceEpoch == 19_782)
        #expect(LocalDate(year: 2100, month: 12, day: 31).daysSinceEpoch == 47_846)
    }

    /// Every day from 1900 to 2100, stepped by hand: day, month and year roll over where the calendar says.
    @Test func everyDayFrom1900To2100RoundTrips() {
        var expected = LocalDate(year: 1900, month: 1, day: 1)
        var mismatches = 0
        for days in -25_567...47_846 {
            let date = LocalDate(daysSinceEpoch: days)
            if date != expected || date.daysSinceEpoch != days || LocalDate(iso: date.description) != date {
                mismatches += 1
                if mismatches <= 5 { Issue.record("day \(days): got \(date), expected \(expected)") }
            }
            let leap = (expected.year % 4 == 0 && expected.year % 100 != 0) || expected.year % 400 == 0
            let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            if expected.day < lengths[expected.month - 1] {
                expected.day += 1
            } else if expected.month < 12 {
                expected = LocalDate(year: expected.year, month: expected.month + 1, day: 1)
            } else {
                expected = LocalDate(year: expected.year + 1, month: 1, day: 1)
            }
        }
        #expect(mismatches == 0)
        #expect(expected == LocalDate(year: 2101, month: 1, day: 1))
    }

    /// The same span against Foundation's Gregorian calendar, every 13th day.
    @Test func agreesWithFoundationsCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for days in stride(from: -25_567, through: 47_846, by: 13) {
            let date = LocalDate(daysSinceEpoch: days)
            let parts = calendar.dateComponents(
                [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            #expect(parts.year == date.year && parts.month == date.month && parts.day == date.day, "\(date)")
            // Foundation: 1 = Sunday … 7 = Saturday; ISO: 1 = Monday … 7 = Sunday.
            #expect(parts.weekday.map { ($0 + 5) % 7 + 1 } == date.isoWeekday, "\(date)")
        }
    }

    @Test func farDatesRoundTrip() {
        for days in [-1_000_000, -719_468, -719_469, -146_097, 1_000_000, 2_932_896] {
            #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
        #expect(LocalDate(daysSinceEpoch: -719_468) == LocalDate(year: 0, month: 3, day: 1))
    }

    @Test func leapDays() {
        #expect(LocalDate(iso: "2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(iso: "2000-02-29") == LocalDate(year: 2000, month: 2, day: 29))
        #expect(LocalDate(iso: "2023-02-29") == nil)
        #expect(LocalDate(iso: "1900-02-29") == nil)
        #expect(LocalDate(iso: "2100-02-29") == nil)
        #expect(LocalDate(year: 2024, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(year: 2023, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2023, month: 3, day: 1))
        #expect(LocalDate(year: 2024, month: 3, day: 1).adding(days: -1) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(year: 2024, month: 12, day: 31).dayOfYear == 366)
        #expect(LocalDate(year: 2023, month: 12, day: 31).dayOfYear == 365)
        #expect(LocalDate(year: 2024, month: 3, day: 1).dayOfYear == 61)
    }

    @Test func isoParsingRejectsWhatIsNotADay() {
        for text in [
            "2026-1-01", "2026-01-1", "26-01-01", "2026-13-01", "2026-00-10", "2026-04-31", "2026-04-00",
            "2026-04-01T00:00", "2026/04/01", "2026-04", "", "abcd-ef-gh", "2026--04-01",
            "2026-+4-01", "2026-04-+1", "+026-04-01", "2026-04- 1", "２０２６-04-01"
        ] {
            #expect(LocalDate(iso: text) == nil, "\(text)")
        }
        #expect(LocalDate(iso: "2026-12-31") == LocalDate(year: 2026, month: 12, day: 31))
        #expect(LocalDate(iso: "0999-01-01")?.description == "0999-01-01")
    }

    @Test func isoWeekdayOfKnownDates() {
        #expect(LocalDate(year: 1970, month: 1, day: 1).isoWeekday == 4)  // Thursday
        #expect(LocalDate(year: 1969, month: 12, day: 31).isoWeekday == 3)  // Wednesday
        #expect(LocalDate(year: 1900, month: 1, day: 1).isoWeekday == 1)  // Monday
        #expect(LocalDate(year: 2000, month: 1, day: 1).isoWeekday == 6)  // Saturday
        #expect(LocalDate(year: 2024, month: 2, day: 29).isoWeekday == 4)  // Thursday
        #expect(LocalDate(year: 2026, month: 11, day: 30).isoWeekday == 1)  // Monday
        #expect(LocalDate(year: 2026, month: 2, day: 8).isoWeekday == 7)  // Sunday
        #expect(LocalDate(year: 2100, month: 12, day: 31).isoWeekday == 5)  // Friday
    }

    @Test func orderAndDescription() {
        let dates = [
            LocalDate(year: 2026, month: 2, day: 1), LocalDate(year: 2025, month: 12, day: 31),
            LocalDate(year: 2026, month: 1, day: 31)
        ]
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-31", "2026-02-01"])
    }
}

@Suite struct LocalDateTimeTests {
    /// 2026-11-30T10:00:00Z
    static let instant = Date(timeIntervalSince1970: 1_796_032_800)

    @Test func wallClocksAtUnusualOffsets() {
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: 20_700).iso8601 == "2026-11-30T15:45:00+05:45")
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: -12_600).iso8601 == "2026-11-30T06:30:00-03:30")
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: 50_400).iso8601 == "2026-12-01T00:00:00+14:00")
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: -36_000).iso8601 == "2026-11-30T00:00:00-10:00")
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: 0).iso8601 == "2026-11-30T10:00:00+00:00")
        #expect(LocalDateTime(instant: Self.instant, utcOffsetSeconds: -1800).iso8601 == "2026-11-30T09:30:00-00:30")
    }

    @Test func fieldsAtPlusFiveFortyFive() {
        let clock = LocalDateTime(instant: Self.instant.addingTimeInterval(17), utcOffsetSeconds: 20_700)
        #expect(clock.date == LocalDate(year: 2026, month: 11, day: 30))
        #expect(clock.hour == 15)
        #expect(clock.minute == 45)
        #expect(clock.second == 17)
        #expect(clock.utcOffsetSeconds == 20_700)
        #expect(clock.clockText == "15:45")
    }

    @Test func instantsBefore1970() {
        #expect(
            LocalDateTime(instant: Date(timeIntervalSince1970: -1), utcOffsetSeconds: 0).iso8601
                == "1969-12-31T23:59:59+00:00")
        #expect(
            LocalDateTime(instant: Date(timeIntervalSince1970: -0.5), utcOffsetSeconds: 0).iso8601
                == "1969-12-31T23:59:59+00:00")
        #expect(
            LocalDateTime(instant: Date(timeIntervalSince1970: -86_401), utcOffsetSeconds: 0).iso8601
                == "1969-12-30T23:59:59+00:00")
        #expect(
            LocalDateTime(instant: Date(timeIntervalSince1970: 0), utcOffsetSeconds: -12_600).iso8601
                == "1969-12-31T20:30:00-03:30")
        #expect(
            LocalDateTime(instant: Date(timeIntervalSince1970: -2_208_988_800), utcOffsetSeconds: 20_700).iso8601
                == "1900-01-01T05:45:00+05:45")
    }

    @Test func fractionsOfASecondAreCutNotRounded() {
        #expect(
            LocalDateTime(instant: Self.instant.addingTimeInterval(59.999), utcOffsetSeconds: 0).iso8601
                == "2026-11-30T10:00:59+00:00")
    }

    @Test func offsetText() {
        #expect(LocalDateTime.offsetText(0) == "+00:00")
        #expect(LocalDateTime.offsetText(20_700) == "+05:45")
        #expect(LocalDateTime.offsetText(-12_600) == "-03:30")
        #expect(LocalDateTime.offsetText(50_400) == "+14:00")
        #expect(LocalDateTime.offsetText(-1800) == "-00:30")
    }

    @Test func parsesClockStringsWithAndWithoutSeconds() {
        #expect(LocalDateTime.instant(parsing: "2026-11-30T15:45", utcOffsetSeconds: 20_700) == Self.instant)
        #expect(LocalDateTime.instant(parsing: "2026-11-30T15:45:00", utcOffsetSeconds: 20_700) == Self.instant)
        #expect(
            LocalDateTime.instant(parsing: "2026-11-30T15:45:17", utcOffsetSeconds: 20_700)
                == Self.instant.addingTimeInterval(17))
        #expect(LocalDateTime.instant(parsing: "2026-11-30T06:30", utcOffsetSeconds: -12_600) == Self.instant)
        #expect(LocalDateTime.instant(parsing: "2026-12-01T00:00", utcOffsetSeconds: 50_400) == Self.instant)
        #expect(
            LocalDateTime.instant(parsing: "1969-12-31T23:59:59", utcOffsetSeconds: 0)
                == Date(timeIntervalSince1970: -1))
        #expect(
            LocalDateTime.instant(parsing: "2024-02-29T23:59", utcOffsetSeconds: 0)
                == Date(timeIntervalSince1970: 19_783 * 86_400 - 60))
    }

    @Test func rejectsWhatIsNotAClockReading() {
        for text in [
            "2026-13-01T00:00", "2026-11-30T24:00", "abc", "", "2026-11-30", "2026-11-30T", "2026-11-30T10",
            "2026-11-30T10:60", "2026-11-30T1:05", "2026-11-30 10:42", "2026-11-30T10:42:61", "2026-11-30T10:42:17Z",
            "2026-11-30T10:42+01:00", "2026-11-30T10:42:17.5", "2023-02-29T12:00", "2026-11-30T10:42:00:00",
            "2026-11-30T-1:00",
            "2026-11-30T+9:00", "2026-11-30T09:+5", "2026-11-30T09:05:+7", "+026-11-30T09:05"
        ] {
            #expect(LocalDateTime.instant(parsing: text, utcOffsetSeconds: 0) == nil, "\(text)")
        }
    }

    @Test func formattingAndParsingRoundTrip() {
        for offset in [-43_200, -36_000, -12_600, -1800, 0, 19_800, 20_700, 31_500, 50_400] {
            for seconds in stride(from: -2_208_988_800, through: 4_102_444_800, by: 7_654_321) {
                let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
                let iso = LocalDateTime(instant: instant, utcOffsetSeconds: offset).iso8601
                let clock = iso.dropLast(6)  // without "+05:45"
                #expect(LocalDateTime.instant(parsing: clock, utcOffsetSeconds: offset) == instant, "\(iso)")
            }
        }
    }
}

@Suite struct LocationOffsetTests {
    static let january = Date(timeIntervalSince1970: 1_768_478_400)  // 2026-01-15T12:00:00Z
    static let july = Date(timeIntervalSince1970: 1_784_116_800)  // 2026-07-15T12:00:00Z

    @Test func ianaZoneHonoursDaylightSaving() {
        let berlin = Location(
            name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin",
            utcOffsetSeconds: 3600)
        #expect(berlin.utcOffset(at: Self.january) == 3600)
        #expect(berlin.utcOffset(at: Self.july) == 7200)
        #expect(berlin.localTime(at: Self.july).iso8601 == "2026-07-15T14:00:00+02:00")
        #expect(berlin.localTime(at: Self.january).iso8601 == "2026-01-15T13:00:00+01:00")
    }

    @Test func daylightSavingChangesOnItsNight() {
        // Europe switched to summer time at 01:00 UTC on 29 March 2026.
        let berlin = Location(
            name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin",
            utcOffsetSeconds: 3600)
        let change = Date(timeIntervalSince1970: 1_774_746_000)
        #expect(berlin.utcOffset(at: change.addingTimeInterval(-1)) == 3600)
        #expect(berlin.utcOffset(at: change) == 7200)
    }

    @Test func halfHourSummerTimeOnLordHowe() {
        let lordHowe = Location(
            name: "Lord Howe Island", latitude: -31.55, longitude: 159.08,
            timeZoneIdentifier: "Australia/Lord_Howe", utcOffsetSeconds: 39_600)
        #expect(lordHowe.utcOffset(at: Self.january) == 39_600)
        #expect(lordHowe.utcOffset(at: Self.july) == 37_800)
    }

    @Test func withoutAZoneTheFixedOffsetIsUsed() {
        let place = Location(name: "Somewhere", latitude: 52.52, longitude: 13.41, utcOffsetSeconds: 3600)
        #expect(place.utcOffset(at: Self.january) == 3600)
        #expect(place.utcOffset(at: Self.july) == 3600)
        #expect(place.localTime(at: Self.july).iso8601 == "2026-07-15T13:00:00+01:00")
    }

    @Test func unknownZoneFallsBackToTheFixedOffset() {
        let place = Location(
            name: "Nowhere", latitude: 0, longitude: 0, timeZoneIdentifier: "Mars/Olympus_Mons",
            utcOffsetSeconds: 20_700)
        #expect(place.utcOffset(at: Self.july) == 20_700)
    }
}
