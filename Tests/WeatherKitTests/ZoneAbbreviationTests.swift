import Foundation
import Testing

@testable import WeatherKit

@Suite struct ZoneAbbreviationTests {
    @Test func theDatabasesRulesAreRead() {
        #expect(ZoneAbbreviation.parse("MST7") == .init(standard: "MST", standardOffset: -7 * 3600))
        #expect(
            ZoneAbbreviation.parse("CET-1CEST,M3.5.0,M10.5.0/3")
                == .init(standard: "CET", standardOffset: 3600, daylight: "CEST", daylightOffset: 7200))
        #expect(ZoneAbbreviation.parse("<+0545>-5:45") == .init(standard: nil, standardOffset: 20_700))
        #expect(
            ZoneAbbreviation.parse("NZST-12NZDT,M9.5.0,M4.1.0/3")
                == .init(standard: "NZST", standardOffset: 43_200, daylight: "NZDT", daylightOffset: 46_800))
        #expect(ZoneAbbreviation.parse("<-03>3") == .init(standard: nil, standardOffset: -10_800))
        for nonsense in ["", "7", "AB7", "<+05", "CET", "\u{1b}[31m7"] {
            #expect(ZoneAbbreviation.parse(nonsense) == nil, "\(nonsense)")
        }
    }

    /// 2026-11-30 10:00 UTC (winter in the north) and 2026-07-01 (summer).
    static let winter = Date(timeIntervalSince1970: 1_796_032_800)
    static let summer = Date(timeIntervalSince1970: 1_782_900_000)

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/Phoenix")))
    func headersNameTheZoneAsPeopleThere() {
        func name(_ zone: String, _ offset: Int, at instant: Date) -> String {
            Location(name: "x", latitude: 0, longitude: 0, timeZoneIdentifier: zone, utcOffsetSeconds: offset).zoneName(
                at: instant)
        }
        #expect(name("America/Phoenix", -25_200, at: Self.winter) == "MST")
        #expect(name("America/Phoenix", -25_200, at: Self.summer) == "MST")
        #expect(name("Europe/Vilnius", 7200, at: Self.winter) == "EET")
        #expect(name("Europe/Vilnius", 10_800, at: Self.summer) == "EEST")
        #expect(name("Asia/Kathmandu", 20_700, at: Self.winter) == "UTC+05:45", "tzdata names it only +0545")
        #expect(name("America/Sao_Paulo", -10_800, at: Self.winter) == "UTC-03:00")
        #expect(name("../../etc/passwd", 3600, at: Self.winter) == "UTC+01:00")
        #expect(
            Location(name: "x", latitude: 0, longitude: 0, utcOffsetSeconds: -25_200).zoneName(at: Self.winter)
                == "UTC-07:00")
    }
}

@Suite struct DigitGroupingTests {
    @Test func digitsAreGroupedAsTheNumericLocaleGroupsThem() {
        #expect(DigitGrouping(environment: ["LANG": "en_US.UTF-8"]).text(531_674) == "531,674")
        #expect(DigitGrouping(environment: ["LANG": "de_DE.UTF-8"]).text(531_674) == "531.674")
        #expect(
            DigitGrouping(environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]).text(3_644_826)
                == "3.644.826")
        #expect(DigitGrouping(environment: ["LANG": "C.UTF-8"]).text(531_674) == "531,674")
        #expect(DigitGrouping(environment: [:]).text(999) == "999")
    }
}
