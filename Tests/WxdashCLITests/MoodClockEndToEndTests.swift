import Foundation
import Testing

/// `mood list` shows each mood by the clock it was logged by, labelled when the reader's clock is another, with
/// the weather in a column of its own; `mood stats` counts day and night by the same clock.
@Suite struct MoodClockEndToEndTests {
    @Test func oneClockForListAndStats() async throws {
        let home = try MoodEndToEndTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        // 15:15 UTC is 21:00 in Kathmandu.
        var environment = MoodEndToEndTests.environment(home)
        environment["WXDASH_NOW"] = "1796051700"
        environment["TZ"] = "UTC"
        for (level, comment) in [("4", "tea"), ("2", "a much longer comment than the first")] {
            let added = try await WxdashProcess.run(
                ["mood", "add", level, comment, "--lat", "27.7", "--lon", "85.3", "--api-base", server.base],
                environment: environment)
            #expect(added.status == 0, "\(added.stderr)")
        }
        let list = try await WxdashProcess.run(["mood", "list"], environment: environment)
        let rows = list.stdout.split(separator: "\n").filter { $0.contains("#") }
        #expect(
            rows.count == 2
                && rows.allSatisfy { $0.contains("Afternoon") && $0.contains("15:15") && !$0.contains("UTC") },
            "\(list.stdout)")
        let weatherColumns = Set(rows.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "°")!) })
        #expect(weatherColumns.count == 1, "\(list.stdout)")
        let commentColumns = Set(
            rows.compactMap { row in
                ["tea", "a much"].compactMap { row.range(of: $0) }.first.map {
                    row.distance(from: row.startIndex, to: $0.lowerBound)
                }
            })
        #expect(commentColumns.count == 1, "\(list.stdout)")

        var kathmandu = environment
        kathmandu["TZ"] = "Asia/Kathmandu"
        let there = try await WxdashProcess.run(["mood", "list"], environment: kathmandu)
        #expect(there.stdout.contains("15:15 UTC"), "\(there.stdout)")

        let text = try await WxdashProcess.run(["mood", "stats"], environment: environment)
        #expect(
            text.stdout.contains("Level and temperature: not enough moods (2 of 3)"),
            "the Mood page's words: \(text.stdout)")
        let stats = try await WxdashProcess.run(["mood", "stats", "--format", "json"], environment: environment)
        let object = try NowOpenMeteoEndToEndTests.json(stats.stdout)
        let parts = try #require(object["by_part_of_day"] as? [[String: Any]])
        #expect(parts.map { $0["name"] as? String } == ["day"], "\(stats.stdout)")
        #expect(
            text.stdout.contains("By part of the day\n  Afternoon "), "the journal's word for 15:15: \(text.stdout)")
    }
}
