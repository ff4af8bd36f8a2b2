import Drawing
import Foundation
import Testing

@testable import Dashboard

/// Compares a rendered canvas with a text file in `Snapshots/`: the screen's text, then a map of the style of every
/// cell and its legend (`StyleMap`), so a lost tint, dimming or bold fails too. With `WXDASH_RECORD_SNAPSHOTS=1`
/// the file is written instead, to be read and committed by a person.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    static let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")

    static func assets() throws -> AssetLibrary {
        try AssetLibrary.load(from: assetsDirectory)
    }

    static func expect(_ canvas: Canvas, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let file = directory.appendingPathComponent("\(name).txt")
        let actual = StyleMap(canvas).description + "\n"
        if ProcessInfo.processInfo.environment["WXDASH_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No snapshot \(name).txt; run the tests with WXDASH_RECORD_SNAPSHOTS=1 and read the file.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
    }
}
