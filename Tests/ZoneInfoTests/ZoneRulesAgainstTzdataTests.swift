import Foundation
import Testing

@testable import ZoneInfo

/// Our reading of the system's TZif files against Python's `zoneinfo`, which reads the same files: the offset and the
/// abbreviation at every sampled instant from 1960 to 2060, at each transition of the table (a second before and at
/// it), and every six hours through the years only the footer's POSIX rule covers.
@Suite struct ZoneRulesAgainstTzdataTests {
    static let zones = [
        "Europe/Vilnius", "America/Phoenix", "America/New_York", "Australia/Sydney", "Asia/Kathmandu",
        "Australia/Lord_Howe", "Pacific/Chatham", "America/Santiago", "Africa/Casablanca", "Europe/Dublin",
        "Europe/Moscow", "Pacific/Apia", "America/Caracas", "America/St_Johns", "Asia/Tehran", "America/Nuuk",
        "Antarctica/Troll", "UTC", "Etc/GMT+5", "US/Eastern"
    ]

    static let database = ZoneDatabase()

    static func instants(for rules: ZoneRules) -> [Int64] {
        var instants: [Int64] = []
        let from: Int64 = -315_619_200  // 1960-01-01
        let to: Int64 = 2_840_140_800  // 2060-01-01
        stride(from: from, to: to, by: 3 * 86_400 + 3_607).forEach { instants.append($0) }
        for transition in rules.transitions where transition > from && transition < to {
            instants += [transition - 1, transition]
        }
        // 2037–2045: past most tables, where the footer decides.
        stride(from: Int64(2_114_380_800), to: 2_398_291_200, by: 6 * 3600).forEach { instants.append($0) }
        return instants
    }

    @Test(arguments: zones)
    func agreesWithPythonsZoneinfo(zone: String) throws {
        guard FileManager.default.fileExists(atPath: ZoneDatabase.systemRoot + "/" + zone) else { return }
        let rules = try #require(Self.database.rules(for: zone), "\(zone) not read")
        let instants = Self.instants(for: rules)
        let expected = try Self.python(zone: zone, instants: instants)
        try #require(expected.count == instants.count)
        var mismatches: [String] = []
        for (instant, (offset, abbreviation)) in zip(instants, expected) {
            let type = rules.type(at: Date(timeIntervalSince1970: TimeInterval(instant)))
            if type.utcOffset != offset || type.abbreviation != abbreviation {
                mismatches.append(
                    "\(instant): \(type.utcOffset) \(type.abbreviation), tzdata \(offset) \(abbreviation)")
            }
        }
        #expect(mismatches.isEmpty, "\(zone): \(mismatches.count) mismatches, first \(mismatches.prefix(5))")
    }

    /// `(offset, abbreviation)` at each instant, from Python's zoneinfo over the system's tzdata.
    static func python(zone: String, instants: [Int64]) throws -> [(Int, String)] {
        let script = """
            import sys, datetime, zoneinfo
            zone = zoneinfo.ZoneInfo(sys.argv[1])
            out = []
            for line in sys.stdin:
                moment = datetime.datetime.fromtimestamp(int(line), datetime.timezone.utc).astimezone(zone)
                out.append("%d %s" % (int(moment.utcoffset().total_seconds()), moment.tzname()))
            print("\\n".join(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, zone]
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONTZPATH"] = ZoneDatabase.systemRoot
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let text = instants.map(String.init).joined(separator: "\n") + "\n"
        // Write from another thread: the output pipe fills while we write.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(text.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (Int(parts[0]) ?? .min, parts.count > 1 ? String(parts[1]) : "")
        }
    }
}
