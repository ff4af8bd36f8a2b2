import Foundation
import Testing

@testable import ZoneInfo

@Suite struct PosixZoneRuleTests {
    /// Seconds since 1970 of a UTC wall-clock time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int
    {
        CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    @Test func vilniusSwitchesOnTheLastSundaysOfMarchAndOctober() throws {
        let rule = try PosixZoneRule("EET-2EEST,M3.5.0/3,M10.5.0/4")
        // 2041: the last Sunday of March is the 31st, of October the 27th; both switches at 01:00 UTC.
        #expect(rule.type(at: Self.utc(2041, 3, 31, 0, 59, 59)).utcOffset == 7200)
        #expect(rule.type(at: Self.utc(2041, 3, 31, 1)).abbreviation == "EEST")
        #expect(rule.type(at: Self.utc(2041, 10, 27, 0, 59, 59)).utcOffset == 10_800)
        #expect(rule.type(at: Self.utc(2041, 10, 27, 1)).abbreviation == "EET")
    }

    @Test func sydneysSummerSpansTheNewYear() throws {
        let rule = try PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3")
        #expect(rule.type(at: Self.utc(2045, 1, 1)).utcOffset == 11 * 3600)
        #expect(rule.type(at: Self.utc(2045, 6, 1)).utcOffset == 10 * 3600)
        // 2045: DST ends Sunday 2 April 03:00 AEDT = 1 April 16:00 UTC; starts Sunday 1 October 02:00 AEST.
        #expect(rule.type(at: Self.utc(2045, 4, 1, 15, 59, 59)).abbreviation == "AEDT")
        #expect(rule.type(at: Self.utc(2045, 4, 1, 16)).abbreviation == "AEST")
        #expect(rule.type(at: Self.utc(2045, 9, 30, 15, 59, 59)).abbreviation == "AEST")
        #expect(rule.type(at: Self.utc(2045, 9, 30, 16)).abbreviation == "AEDT")
    }

    @Test func quotedNamesAndQuarterHourOffsets() throws {
        let kathmandu = try PosixZoneRule("<+0545>-5:45")
        #expect(
            kathmandu.type(at: 0) == LocalTimeType(utcOffset: 20_700, isDaylightSaving: false, abbreviation: "+0545"))
        let chatham = try PosixZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45")
        #expect(chatham.type(at: Self.utc(2050, 1, 10)).utcOffset == 13 * 3600 + 45 * 60)
        #expect(chatham.type(at: Self.utc(2050, 7, 10)).utcOffset == 12 * 3600 + 45 * 60)
    }

    @Test func negativeAndLongTransitionTimes() throws {
        // Greenland since 2023: the switches at −01:00 and −02:00 local, the day before.
        let nuuk = try PosixZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(nuuk.type(at: Self.utc(2050, 7, 1)).utcOffset == -3600)
        #expect(nuuk.type(at: Self.utc(2050, 12, 1)).utcOffset == -7200)
        // Daylight-saving time all year, written as from 1 January 00:00 to 31 December 25:00.
        let always = try PosixZoneRule("EST5EDT,0/0,J365/25")
        for month in [1, 6, 12] { #expect(always.type(at: Self.utc(2050, month, 15)).abbreviation == "EDT") }
        let julian = try PosixZoneRule("XST3XDT,J60/0,J300/0")
        // J60 is 1 March even in a leap year (February 29 is never counted).
        #expect(julian.type(at: Self.utc(2048, 3, 1, 2, 59)).abbreviation == "XST")
        #expect(julian.type(at: Self.utc(2048, 3, 1, 3)).abbreviation == "XDT")
    }

    @Test(arguments: [
        "", "E", "EET", "EET-2EEST,M3.5.0", "EET-2EEST,M13.5.0,M10.5.0", "EET-25", "<+05", "EET-2,",
        "EET-2EEST,M3.5.0/3,M10.5.0/4junk", "EET-2EEST,M3.6.0,M10.5.0", "EET-2EEST,J0,J365", "EET-2EEST,366,0"
    ])
    func malformedRulesAreRefused(text: String) {
        #expect(throws: ZoneInfoError.self) { try PosixZoneRule(text) }
    }
}
