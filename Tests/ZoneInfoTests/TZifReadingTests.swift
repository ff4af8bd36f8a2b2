import Foundation
import Testing

@testable import ZoneInfo

@Suite struct TZifReadingTests {
    /// A version 2 file written by hand: two transitions and a footer.
    static func file(version: UInt8 = UInt8(ascii: "2"), footer: String = "EET-2EEST,M3.5.0/3,M10.5.0/4") -> [UInt8] {
        func be32(_ value: Int32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        func be64(_ value: Int64) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        let names = Array("EET\0EEST\0".utf8)
        func header(_ times: Int) -> [UInt8] {
            Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
                + be32(0) + be32(0) + be32(0) + be32(Int32(times)) + be32(2) + be32(Int32(names.count))
        }
        let types: [UInt8] = be32(7200) + [0, 0] + be32(10_800) + [1, 4]
        let v1 = header(2) + be32(1_000_000) + be32(2_000_000) + [1, 0] + types + names
        let v2 = header(2) + be64(1_000_000) + be64(2_000_000) + [1, 0] + types + names
        return v1 + v2 + Array("\n\(footer)\n".utf8)
    }

    @Test func readsTheTableAndTheFooter() throws {
        let rules = try ZoneRules(tzif: Data(Self.file()))
        #expect(rules.transitions == [1_000_000, 2_000_000])
        #expect(rules.type(at: Date(timeIntervalSince1970: 0)).abbreviation == "EET")
        #expect(rules.type(at: Date(timeIntervalSince1970: 1_500_000)).abbreviation == "EEST")
        #expect(rules.type(at: Date(timeIntervalSince1970: 1_999_999)).utcOffset == 10_800)
        // Past the table the footer decides: a summer day of 2040.
        #expect(rules.secondsFromGMT(for: Date(timeIntervalSince1970: 2_225_000_000)) == 10_800)
        #expect(rules.secondsFromGMT(for: Date(timeIntervalSince1970: .infinity)) == 7200)
    }

    @Test func hostileFilesAreRefusedNotCrashedOn() {
        let good = Self.file()
        var hugeCount = good
        hugeCount[32...35] = [0x7F, 0xFF, 0xFF, 0xFF]  // the transition count
        let cases: [[UInt8]] = [
            [], Array("TZif".utf8), Array("NotTZif and some more bytes to pass the header's length of 44".utf8),
            Array(good.prefix(60)), Array(good.dropLast(40)), hugeCount,
            Self.file(footer: "garbage rule"), Array(good.dropLast(1))
        ]
        for bytes in cases {
            #expect(throws: ZoneInfoError.self) { try ZoneRules(tzif: Data(bytes)) }
        }
        #expect(throws: ZoneInfoError.self) {
            try ZoneRules(tzif: Data(Array(repeating: 0, count: ZoneRules.maximumFileSize)))
        }
        // A version 1 file is read from its 32-bit table alone: a type index past its types is refused.
        var badIndex = Self.file(version: 0)
        #expect(throws: Never.self) { try ZoneRules(tzif: Data(badIndex)) }
        badIndex[44 + 8] = 9
        #expect(throws: ZoneInfoError.self) { try ZoneRules(tzif: Data(badIndex)) }
    }

    @Test(arguments: [
        "../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "Europe//Vilnius", ".hidden", "-x",
        "Europe/Vilnius\u{1b}[2J", "", String(repeating: "A", count: 65), "Europe"
    ])
    func namesThatAreNoZonesAreNeverOpened(name: String) {
        #expect(ZoneDatabase().rules(for: name) == nil)
    }

    @Test func aMissingDatabaseKnowsNoZone() {
        #expect(ZoneDatabase(root: "/nonexistent-zoneinfo").rules(for: "Europe/Vilnius") == nil)
    }
}
