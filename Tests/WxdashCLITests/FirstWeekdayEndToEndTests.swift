import Foundation
import Testing

/// `mood stats` lays its weekday table out from the locale's first weekday: Sunday under en_US, Monday under
/// de_DE and en_GB, whatever locales the machine has installed; the names are the interface language's.
@Suite struct FirstWeekdayEndToEndTests {
    @Test func moodStatsWeekdaysStartOnTheLocalesFirstDay() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let base = MoodEndToEndTests.environment(home).merging(["TZ": "UTC"]) { $1 }
        // Monday 30 Nov 2026 10:00 UTC, and the Sunday before.
        for (moment, level) in [("1796032800", "4"), ("1795946400", "2")] {
            let added = try await WxdashProcess.run(
                ["mood", "add", level, "--lat", "27.7", "--lon", "85.3", "--api-base", server.base],
                environment: base.merging(["WXDASH_NOW": moment]) { $1 })
            #expect(added.status == 0, "\(added.stderr)")
        }
        func weekdays(_ locale: [String: String], heading: String = "By day of the week") async throws -> [String] {
            let stats = try await WxdashProcess.run(["mood", "stats"], environment: base.merging(locale) { $1 })
            #expect(stats.status == 0, "\(stats.stderr)")
            let table = stats.stdout.components(separatedBy: heading + "\n").dropFirst().first ?? ""
            return table.split(separator: "\n").prefix { $0.hasPrefix("  ") }.compactMap {
                $0.split(separator: " ").first.map(String.init)
            }
        }
        await #expect(try weekdays(["LANG": "en_US.UTF-8"]) == ["Sun", "Mon"])
        await #expect(try weekdays(["LANG": "de_DE.UTF-8", "WXDASH_LANG": "en"]) == ["Mon", "Sun"])
        await #expect(try weekdays(["LANG": "de_DE.UTF-8"], heading: "Nach Wochentag") == ["Mo.", "So."])
        await #expect(try weekdays(["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]) == ["Mon", "Sun"])
        await #expect(try weekdays(["LANG": "C"]) == ["Mon", "Sun"])
        let json = try await WxdashProcess.run(
            ["mood", "stats", "--format", "json"], environment: base.merging(["LC_ALL": "en_US.UTF-8"]) { $1 })
        let groups = try #require(try NowOpenMeteoEndToEndTests.json(json.stdout)["by_weekday"] as? [[String: Any]])
        #expect(groups.compactMap { $0["name"] as? String } == ["Sun", "Mon"])
        #expect(groups.compactMap { $0["average_level"] as? Double } == [2, 4])
    }
}
