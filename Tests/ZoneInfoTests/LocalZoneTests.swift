import Foundation
import Testing
import ZoneInfo

/// The zone local time is read in, found as glibc finds it, without ICU's `TimeZone.current`.
struct LocalZoneTests {
    /// 2026-07-01 12:00 UTC: summer in Vilnius.
    static let july = Date(timeIntervalSince1970: 1_782_907_200)

    @Test func tzNamesAZoneWithOrWithoutAColon() {
        let database = ZoneDatabase()
        #expect(database.localRules(environment: ["TZ": "Europe/Vilnius"]).secondsFromGMT(for: Self.july) == 3 * 3600)
        #expect(database.localRules(environment: ["TZ": ":Europe/Vilnius"]).abbreviation(for: Self.july) == "EEST")
        #expect(
            database.localRules(environment: ["TZ": "/usr/share/zoneinfo/Asia/Kathmandu"]).secondsFromGMT(
                for: Self.july) == 5 * 3600 + 45 * 60)
    }

    @Test func tzMayBeAPosixRule() {
        let rules = ZoneDatabase(root: "/nonexistent-zoneinfo").localRules(environment: [
            "TZ": "EET-2EEST,M3.5.0/3,M10.5.0/4"
        ])
        #expect(rules.secondsFromGMT(for: Self.july) == 3 * 3600)
        #expect(rules.secondsFromGMT(for: Date(timeIntervalSince1970: 1_767_225_600)) == 2 * 3600)
    }

    @Test func anEmptyOrUnknownTzIsUTC() {
        #expect(ZoneDatabase().localRules(environment: ["TZ": ""]) == .utc)
        #expect(ZoneDatabase().localRules(environment: ["TZ": "Mars/Olympus_Mons"]) == .utc)
        #expect(ZoneDatabase().localRules(environment: ["TZ": "../../etc/passwd"]) == .utc)
    }

    @Test func withoutTzTheMachinesLocaltimeDecides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localzone-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "/usr/share/zoneinfo/Australia/Sydney")
        #expect(ZoneDatabase().localRules(environment: [:], localtime: link).abbreviation(for: Self.july) == "AEST")
        #expect(
            ZoneDatabase().localRules(environment: [:], localtime: folder.appendingPathComponent("none").path) == .utc)
    }
}
