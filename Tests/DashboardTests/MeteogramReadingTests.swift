import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// The meteogram read without the README, as Yr's is: symbols along the top, the wind at every step and its gusts,
/// each scale labelled (°, %, mm), temperature labels the same rows apart, a legend row on walls.
@Suite struct MeteogramReadingTests {
    static let sizes = [(80, 24), (120, 40), (200, 60), (320, 90)]

    static func render(_ sample: MeteogramForecasts.Sample = MeteogramForecasts.wetDayWithSnow, columns: Int, rows: Int)
        throws -> Canvas
    {
        try MeteogramSnapshotTests.render(sample, columns: columns, rows: rows)
    }

    /// The chart's rows: from the day row (the one with `▼`) to the wind's (the one with the unit in the margin).
    static func chart(_ canvas: Canvas) throws -> [String] {
        let lines = (0..<canvas.size.rows).map(canvas.line)
        let top = try #require(lines.firstIndex { $0.contains("▼") })
        let wind = try #require(lines.firstIndex { $0.hasPrefix("  km/h") })
        return Array(lines[top...wind])
    }

    @Test(arguments: sizes) func conditionSymbolsAlongTheTop(columns: Int, rows: Int) throws {
        let chart = try Self.chart(try Self.render(columns: columns, rows: rows))
        // At 80×24 between the day names, else on a row of their own under them.
        let symbolRow = rows >= 40 ? chart[1] : chart[0]
        let symbols = symbolRow.filter { "☂❄☁☀☼☾≡ϟ".contains($0) }
        #expect(symbols.count >= (columns >= 120 ? 8 : 3), "a symbol every 3 or 6 hours: \(symbolRow)")
    }

    @Test(arguments: sizes) func windArrowAndSpeedAtEveryStep(columns: Int, rows: Int) throws {
        let canvas = try Self.render(columns: columns, rows: rows)
        let chart = try Self.chart(canvas)
        let hours = chart[chart.count - 2]
        let wind = chart[chart.count - 1]
        let labels = hours.split(separator: " ").filter { $0.contains(":") }.count
        let arrows = wind.filter { "↑↗→↘↓↙←↖".contains($0) }.count
        #expect(arrows >= labels, "an arrow under each hour label at least: \(hours)\n\(wind)")
        let lines = (0..<rows).map(canvas.line)
        let gusts = lines.contains { $0.contains("(18)") || $0.contains("(2") || $0.contains("(3") }
        #expect(gusts == (columns >= 120), "gusts from 120 columns")
    }

    @Test(arguments: sizes) func precipitationHasItsOwnLabelledAxis(columns: Int, rows: Int) throws {
        let canvas = try Self.render(columns: columns, rows: rows)
        let gutter = (0..<rows).map { String(canvas.line($0).prefix(Meteogram.gutterWidth)) }
        #expect(!gutter.contains { $0.contains("mm") }, "no “mm” in the temperature's column")
        let lines = (0..<rows).map(canvas.line)
        let unitRow = try #require(
            lines.firstIndex { $0.hasSuffix("mm   ") || $0.contains(" mm  ") }, "the unit over the scale")
        #expect(
            lines[unitRow + 1].trimmingCharacters(in: .whitespaces).last?.isNumber == true,
            "the scale's top beside the bars")
        #expect(gutter.contains { $0.contains("100%") }, "the chance's % scale, at 80×24 too")
    }

    @Test(arguments: sizes) func temperatureLabelsEvenlySpacedAtRoundValues(columns: Int, rows: Int) throws {
        for sample in [MeteogramForecasts.wetDayWithSnow, MeteogramForecasts.dryDay, MeteogramForecasts.polarNight] {
            let canvas = try Self.render(sample, columns: columns, rows: rows)
            let labels = (0..<rows).compactMap { row -> (row: Int, value: Int)? in
                let text = String(canvas.line(row).prefix(Meteogram.gutterWidth)).trimmingCharacters(in: .whitespaces)
                guard text.hasSuffix("°"), let value = Int(text.dropLast()) else { return nil }
                return (row, value)
            }
            #expect(labels.count >= 2, "\(columns)x\(rows): \(labels)")
            let rowGaps = Set(zip(labels, labels.dropFirst()).map { $1.row - $0.row })
            let valueGaps = Set(zip(labels, labels.dropFirst()).map { $0.value - $1.value })
            #expect(rowGaps.count == 1, "\(columns)x\(rows): labels the same rows apart: \(labels)")
            #expect(valueGaps.count == 1 && [1, 2, 5, 10, 20].contains(valueGaps.first ?? 0), "round steps: \(labels)")
        }
    }

    @Test(arguments: [(120, 40), (200, 60), (320, 90)]) func legendRowNamesEachLayer(columns: Int, rows: Int) throws {
        let text = try Self.render(columns: columns, rows: rows).text
        for name in ["temperature °C", "likely range", "precipitation mm", "snow"] {
            #expect(text.contains(name), "\(columns)x\(rows): \(name)")
        }
        if columns >= 200 { #expect(text.contains("chance of precipitation %")) }
        let small = try Self.render(columns: 80, rows: 24).text
        #expect(!small.contains("likely range"), "no legend where rows are few")
    }

    /// The legend and the scales in the interface's language.
    @Test func legendInGerman() throws {
        let german = try TranslatedPagesSnapshotTests.language(.german)
        let canvas = try MeteogramSnapshotTests.render(MeteogramForecasts.wetDayWithSnow, columns: 200, rows: 60) {
            $0.appearance.timeStyle = TimeStyle(language: german)
            $0.appearance.language = german
        }
        #expect(canvas.text.contains("wahrscheinlicher Bereich"))
        #expect(canvas.text.contains("Niederschlagswahrscheinlichkeit %"))
    }

    @Test func axisLabelsFallOnTheirRows() throws {
        let axis = try #require(TemperatureAxis(values: [-2.3, 5.4], rows: 14))
        #expect(axis.labels == [-4, -2, 0, 2, 4, 6, 8])
        #expect(axis.labels.map(axis.row(of:)) == [13, 11, 9, 7, 5, 3, 1])
        let small = try #require(TemperatureAxis(values: [-2.3, 5.4], rows: 4))
        #expect(small.labels.count >= 2 && small.labels.count <= 4, "\(small.labels)")
        #expect(small.high < 20, "the line uses the rows: \(small)")
    }
}
