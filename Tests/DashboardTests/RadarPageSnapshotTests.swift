import Drawing
import Foundation
import Radar
import ScreenText
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// The Radar page at the four sizes: rain west of Kathmandu, moving east, in half-blocks of the 256 colours; ASCII
/// and NO_COLOR by intensity characters; the place marked and a distance scale.
@Suite struct RadarPageSnapshotTests {
    static let sizes = [(80, 24), (120, 40), (200, 60), (320, 90)]
    static let location = Location(
        name: "Kathmandu", latitude: 27.7, longitude: 85.32, timeZoneIdentifier: "Asia/Kathmandu",
        utcOffsetSeconds: 20_700)
    static let newest = Date(timeIntervalSince1970: 1_796_032_500)

    /// A disc of `dbz` (a heavier core) `east` km east of the place, 15 km in radius, on zoom 7's tiles.
    static func frame(eastKilometres: Double, time: Date) -> RadarFrame {
        let tiles = RadarFrame.tilesAround(
            latitude: 27.7, longitude: 85.32, radiusKilometres: 150, zoom: 7, tileSize: 512)
        let view = MapViewport(centreLatitude: 27.7, centreLongitude: 85.32, zoom: 8, width: 0, height: 0)
        let centre = view.worldPixel(latitude: 27.7, longitude: 85.32)
        let kmPerPixel = view.kilometresPerPixel
        return RadarFrame(
            time: time, zoom: 7, tileSize: 512,
            tiles: tiles.map { tile in
                var values = [Int8](repeating: RadarTile.noEcho, count: 512 * 512)
                for py in 0..<512 {
                    for px in 0..<512 {
                        let east = (Double(tile.x * 512 + px) - centre.x) * kmPerPixel - eastKilometres
                        let south = (Double(tile.y * 512 + py) - centre.y) * kmPerPixel
                        let distance = (east * east + south * south).squareRoot()
                        if distance <= 15 { values[py * 512 + px] = distance < 5 ? 48 : (distance < 10 ? 36 : 22) }
                    }
                }
                return RadarTile(zoom: 7, x: tile.x, y: tile.y, size: 512, dbz: values)
            })
    }

    static func frames() -> [RadarFrame] {
        (0..<3).map {
            frame(eastKilometres: -70 + Double($0) * 10, time: newest.addingTimeInterval(Double($0 - 2) * 600))
        }
    }

    static func render(
        columns: Int, rows: Int, colour: Bool = true, ascii: Bool = false, index: Int = 2, language: Language = .english
    ) -> Canvas {
        let frames = frames()
        let observation = RadarAnalysis.observe(frames, latitude: 27.7, longitude: 85.32)
        let palette = Palette.make(condition: .rain, isDay: true, theme: .dark, dimmed: false)
        var canvas = Canvas(size: Size(columns: columns, rows: rows), background: palette.page)
        RadarPageView(
            frames: frames, frameIndex: index, location: location, observation: observation,
            now: newest.addingTimeInterval(300),
            language: language, timeStyle: .standard, colour: colour, asciiOnly: ascii, palette: palette
        ).draw(in: canvas.area, on: &canvas)
        return canvas
    }

    @Test(arguments: sizes) func rainWestOfThePlace(columns: Int, rows: Int) throws {
        let canvas = Self.render(columns: columns, rows: rows)
        try Snapshot.expect(canvas, matches: "radar-west-\(columns)x\(rows)")
        for row in 0..<rows {
            #expect(DisplayWidth.of(canvas.line(row)) == columns, "row \(row) is drawn to exactly the screen's width")
        }
        // The marker is in the middle of the map; the rain is left of it and none right of it.
        let lines = (0..<rows).map { Array(canvas.line($0)) }
        let markRow = try #require(
            lines.indices.first { row in row >= 2 && lines[row].contains("+") && !lines[row].contains("├") })
        let markColumn = try #require(lines[markRow].firstIndex(of: "+"))
        #expect(abs(markColumn - columns / 2) <= 1)
        let rainColumns = lines.dropFirst(2).dropLast().flatMap { line in
            line.indices.filter { "▀▄".contains(line[$0]) }
        }
        #expect(!rainColumns.isEmpty)
        #expect(rainColumns.allSatisfy { $0 < markColumn }, "rain is west of the place")
        #expect(canvas.text.contains("Radar: RainViewer"))
        #expect(canvas.text.contains("Radar 15:40"), "the frame's clock time in Kathmandu")
        #expect(canvas.text.contains(" km"), "a distance scale")
        #expect(canvas.text.contains("mm/h"), "the legend")
    }

    @Test(arguments: [(80, 24), (200, 60)]) func asciiAndNoColour(columns: Int, rows: Int) throws {
        let ascii = Self.render(columns: columns, rows: rows, colour: false, ascii: true)
        try Snapshot.expect(ascii, matches: "radar-west-ascii-\(columns)x\(rows)")
        #expect(ascii.cells.allSatisfy { ($0.text ?? " ").unicodeScalars.allSatisfy(\.isASCII) }, "ASCII only")
        #expect(ascii.text.contains("#") && ascii.text.contains("o") && ascii.text.contains("."))
        let plain = Self.render(columns: columns, rows: rows, colour: false)
        try Snapshot.expect(plain, matches: "radar-west-no-color-\(columns)x\(rows)")
        #expect(plain.text.contains("█") && plain.text.contains("▒") && plain.text.contains("░"))
    }

    @Test func theAnimationStepsThroughEveryFrameAndHoldsTheNewest() {
        var index = 0
        var seen: [Int] = []
        var holds: [TimeInterval] = []
        for _ in 0..<3 {
            seen.append(index)
            let step = RadarPageView.step(after: index, count: 3)
            holds.append(step.hold)
            index = step.next
        }
        #expect(seen == [0, 1, 2] && index == 0)
        #expect(holds == [RadarPageView.frameSeconds, RadarPageView.frameSeconds, RadarPageView.newestHold])
        // An older frame shows its own time; the rain further west.
        let oldest = Self.render(columns: 120, rows: 40, index: 0)
        #expect(oldest.text.contains("Radar 15:20"))
        #expect(oldest.text != Self.render(columns: 120, rows: 40, index: 2).text)
    }

    @Test func inALongerLanguage() throws {
        let canvas = Self.render(
            columns: 80, rows: 24, language: try Language.load(.lithuanian, assets: Snapshot.assetsDirectory))
        try Snapshot.expect(canvas, matches: "radar-west-lt-80x24")
        #expect(canvas.text.contains("Radaras: RainViewer"))
        #expect(
            !canvas.line(1).contains("…") && canvas.line(2).hasPrefix(" min"),
            "the sentence is whole, its arrival on a second row")
    }
}
