import Foundation
import Testing
import WeatherKit
import WeatherStore
import WeatherText

@testable import WxdashCLI

@Suite struct MoodReportTests {
    /// Moods every 7 hours back from the pinned instant, every third with weather whose summary grows, so the
    /// weather column's width comes from a mood far down the list.
    static func moods(_ count: Int) -> [MoodEntry] {
        (0..<count).map { index in
            let created = Date(timeIntervalSince1970: 1_796_032_800 - Double(index) * 7 * 3600)
            let forecast =
                index % 3 == 0
                ? MoodForecast(
                    createdAt: created, latitude: 54.69, longitude: 25.28, temperatureCelsius: Double(index % 30) - 10,
                    summary: String(repeating: "Rain ", count: 1 + index / 40), condition: .rain, isDay: true)
                : nil
            return MoodEntry(
                id: Int64(count - index), createdAt: created, utcOffsetSeconds: index % 5 == 0 ? 7200 : 0,
                level: MoodLevel(rawValue: 1 + index % 5) ?? .okay, comment: "note \(index)", forecast: forecast)
        }
    }

    static func report(_ entries: [MoodEntry]) -> MoodReport {
        var report = MoodReport(entries: entries, temperatureUnit: .celsius)
        report.localOffset = { _ in 0 }
        report.symbol = { _, _ in "r" }
        return report
    }

    /// `mood list` streams from the journal: the same text as from the moods in hand, its first chunk written
    /// after only a few moods were read, and the columns still as wide as a summary far down the list.
    @Test func theListStreamedFromTheJournalIsTheListOfItsMoods() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-stream-\(UUID().uuidString)/journal.sqlite"
        ).path
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let journal = try MoodJournal(path: path)
        for mood in Self.moods(300).reversed() {
            try journal.add(
                level: mood.level, comment: mood.comment, at: mood.createdAt, utcOffsetSeconds: mood.utcOffsetSeconds,
                forecast: mood.forecast)
        }
        let report = Self.report([])
        let whole = Self.report(try journal.entries()).text
        var read = 0
        var readAtFirstWrite: Int?
        var streamed = ""
        let shape = try journal.listShape(localOffset: report.localOffset)
        #expect(shape.count == 300 && shape.otherClocks && shape.highestID == 300)
        try report.writeText(
            shape: shape, linesPerChunk: 16,
            entries: { each in
                try journal.forEachEntry { entry in
                    read += 1
                    each(entry)
                }
            }
        ) { chunk in
            if readAtFirstWrite == nil { readAtFirstWrite = read }
            streamed += chunk
        }
        #expect(streamed == whole)
        #expect((readAtFirstWrite ?? 300) < 30, "the first lines went out before the journal was read")
        let since = Date(timeIntervalSince1970: 1_796_032_800 + 86_400)
        var empty = Self.report([])
        empty.since = LocalDate(year: 2026, month: 12, day: 1)
        let none = try journal.listShape(since: since, localOffset: report.localOffset)
        var text = ""
        try empty.writeText(shape: none, entries: { each in try journal.forEachEntry(since: since, each) }) {
            text += $0
        }
        #expect(none.count == 0 && text.hasPrefix("No moods since"), "\(text)")
    }

    @Test func theListHandedOutInChunksIsTheWholeListWhereverTheChunksBreak() {
        let report = Self.report(Self.moods(120))
        let whole = report.text
        for size in [1, 2, 3, 7, 512] {
            var chunks: [String] = []
            report.writeText(linesPerChunk: size) { chunks.append($0) }
            #expect(chunks.joined() == whole, "chunks of \(size) lines")
            #expect(chunks.allSatisfy { $0.hasSuffix("\n") })
        }
        // A day heading after a blank line, the weather column as wide as the widest summary (far down the list).
        #expect(whole.hasPrefix("Mon 30 Nov 2026\n"))
        #expect(whole.contains("\n\nSun 29 Nov 2026\n"))
        let widest = whole.split(separator: "\n").filter { $0.contains("r ") && $0.contains("note 117") }
        #expect(widest.count == 1)
        let noteColumns = Set(
            whole.split(separator: "\n").filter { $0.contains("°C") }.compactMap { line in
                line.range(of: "note ").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            })
        #expect(noteColumns.count == 1, "the comments after the weather line up: \(noteColumns)")
    }

    @Test func aLongJournalIsListedInOnePass() {
        // 5,000 moods: the width of the weather column is worked out once, not
        // once per line (which made 10,000 moods take 20 s).
        var lines = 0
        Self.report(Self.moods(5_000)).writeText {
            lines += $0.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        #expect(lines > 5_000)
    }

    @Test func csvFieldsAreQuotedOnlyWhenTheyMustBe() {
        #expect(MoodReport.csvField("plain text") == "plain text")
        #expect(MoodReport.csvField("a, b") == "\"a, b\"")
        #expect(MoodReport.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(MoodReport.csvField("=SUM(A1)") == "'=SUM(A1)")
        #expect(MoodReport.csvField("-3") == "-3")
        #expect(MoodReport.csvField("Zürich") == "Zürich")
    }
}
