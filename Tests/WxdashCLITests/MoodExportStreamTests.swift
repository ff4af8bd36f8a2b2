import Foundation
import Testing
import WeatherKit
import WeatherStore
import WeatherText

@testable import WxdashCLI

/// `mood list --format json|csv` is written row by row as the journal is read: the same bytes as the document built
/// whole, wherever its chunks break, and out before the journal has been read to its end.
@Suite struct MoodExportStreamTests {
    static func journal(_ moods: [MoodEntry]) throws -> MoodJournal {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-export-\(UUID().uuidString)/journal.sqlite"
        ).path
        let journal = try MoodJournal(path: path)
        for mood in moods.reversed() {
            try journal.add(
                level: mood.level, comment: mood.comment, at: mood.createdAt, utcOffsetSeconds: mood.utcOffsetSeconds,
                forecast: mood.forecast,
                indoor: IndoorReading(temperatureCelsius: 21.5, humidity: 40))
        }
        return journal
    }

    @Test func theJSONWrittenAsTheJournalIsReadIsTheDocumentBuiltWhole() throws {
        let journal = try Self.journal(MoodReportTests.moods(300))
        let whole = MoodReportTests.report(try journal.entries()).json.serialized() + "\n"
        for size in [1, 7, 512] {
            var read = 0
            var readAtFirstWrite: Int?
            var streamed = ""
            try MoodReportTests.report([]).writeJSON(
                moodsPerChunk: size,
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
            #expect(streamed == whole, "chunks of \(size) moods")
            if size < 300 {
                #expect((readAtFirstWrite ?? 300) <= size, "the first moods went out before the journal was read")
            }
        }
        #expect(whole.hasPrefix(#"{"temperature_unit":"°C","moods":[{"id":300,"#))
    }

    @Test func anEmptyJournalIsAnEmptyListInEitherFormat() throws {
        let journal = try Self.journal([])
        var json = ""
        try MoodReportTests.report([]).writeJSON(entries: { each in try journal.forEachEntry(each) }) { json += $0 }
        #expect(json == #"{"temperature_unit":"°C","moods":[]}"# + "\n")
        #expect(json == MoodReportTests.report([]).json.serialized() + "\n")
        var csv = ""
        try MoodReportTests.report([]).writeCSV(entries: { each in try journal.forEachEntry(each) }) { csv += $0 }
        #expect(csv == MoodReport.csvHeader + "\n")
    }

    @Test func theCSVWrittenAsTheJournalIsReadHasALineForEachMoodWhereverTheChunksBreak() throws {
        let moods = MoodReportTests.moods(120)
        let journal = try Self.journal(moods)
        let entries = try journal.entries()
        let report = MoodReportTests.report(entries)
        let whole = report.csv
        #expect(whole == ([MoodReport.csvHeader] + entries.map(report.csvLine)).joined(separator: "\n") + "\n")
        for size in [1, 3, 512] {
            var streamed = ""
            try MoodReportTests.report([]).writeCSV(
                linesPerChunk: size, entries: { each in try journal.forEachEntry(each) }
            ) { streamed += $0 }
            #expect(streamed == whole, "chunks of \(size) lines")
        }
        #expect(whole.split(separator: "\n").count == 121)
        #expect(whole.contains(",note 0,"))
    }
}
