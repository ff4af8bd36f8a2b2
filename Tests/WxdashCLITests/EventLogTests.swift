import Foundation
import HTTP
import Testing
import WeatherKit

@testable import WeatherService
@testable import WxdashCLI

@Suite struct EventLogTests {
    static func temporaryLog(level: EventLog.Level = .info, secrets: [String] = []) -> EventLog {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-log-\(UUID().uuidString)/wxdash.log"
        ).path
        return EventLog(path: path, level: level, redactor: Redactor(secrets: secrets))
    }

    func contents(_ log: EventLog) -> String {
        (try? String(contentsOfFile: log.path, encoding: .utf8)) ?? ""
    }

    @Test func linesCarryTimeAndLevelAndRespectTheThreshold() {
        let log = Self.temporaryLog(level: .info)
        log.log(.info, "fetch ok in 120 ms", at: Date(timeIntervalSince1970: 1_796_031_720))
        log.log(.debug, "too chatty")
        #expect(contents(log) == "2026-11-30T09:42:00+00:00 INFO fetch ok in 120 ms\n")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: log.path))?[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)
    }

    @Test func keysNeverReachTheFile() {
        let key = "abcdef0123456789abcdef0123456789"
        let log = Self.temporaryLog(secrets: [key])
        log.log(
            .error,
            "GET https://api.openweathermap.org/data/2.5/weather?lat=1&appid=\(key)&units=metric failed; key \(key)")
        #expect(!contents(log).contains(key))
        #expect(contents(log).contains("appid=<redacted>&units=metric"))
    }

    @Test func theFileIsCappedAndRotated() {
        let log = Self.temporaryLog()
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<(EventLog.maximumBytes / 1000 + 50) {
            log.log(.info, line)
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: log.path))?[.size] as? NSNumber)?.intValue ?? 0
        #expect(size <= EventLog.maximumBytes)
        #expect(size > 0)
        #expect(FileManager.default.fileExists(atPath: log.path + ".1"))
    }

    /// A log from before wxdash made its files private (0644) is rotated into a private `.1`, not one others read.
    @Test func aRotatedLogIsPrivate() throws {
        let log = Self.temporaryLog()
        log.log(.info, "first")
        let old = String(repeating: "y", count: EventLog.maximumBytes)
        try old.write(toFile: log.path, atomically: false, encoding: .utf8)
        chmod(log.path, 0o644)
        log.log(.info, "after the cap")
        let rotated =
            (try? FileManager.default.attributesOfItem(atPath: log.path + ".1"))?[.posixPermissions] as? NSNumber
        #expect(rotated?.intValue == 0o600)
        #expect(contents(log).contains("after the cap"))
    }

    @Test func anUnwritableLogIsSkippedQuietly() {
        let log = EventLog(path: "/proc/wxdash-cannot-write/wxdash.log", level: .debug, redactor: Redactor())
        log.log(.error, "nothing happens")
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }

    @Test func defaultPathFollowsXDG() {
        #expect(EventLog.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/wxdash/wxdash.log")
        #expect(EventLog.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/wxdash/wxdash.log")
    }
}
