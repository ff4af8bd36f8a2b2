import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// The Forecast page's meteogram at the four sizes for a dry day, a wet day with snow, a polar night and a
/// daylight-saving switch, styles included; ASCII and NO_COLOR where patterns stand in for colour.
@Suite struct MeteogramSnapshotTests {
    static let sizes = [(80, 24), (120, 40), (200, 60), (320, 90)]

    static func render(
        _ sample: MeteogramForecasts.Sample, columns: Int, rows: Int, configure: (inout AppState) -> Void = { _ in }
    ) throws -> Canvas {
        var state = AppState(
            forecast: sample.forecast, units: .metric, size: Size(columns: columns, rows: rows), now: sample.now)
        state.page = .forecast
        configure(&state)
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        for row in 0..<rows {
            #expect(DisplayWidth.of(canvas.line(row)) == columns, "row \(row) is drawn to exactly the screen's width")
        }
        return canvas
    }

    @Test(arguments: sizes) func dryDay(columns: Int, rows: Int) throws {
        try Snapshot.expect(
            try Self.render(MeteogramForecasts.dryDay, columns: columns, rows: rows),
            matches: "meteogram-dry-\(columns)x\(rows)")
    }

    @Test(arguments: sizes) func wetDayWithSnow(columns: Int, rows: Int) throws {
        try Snapshot.expect(
            try Self.render(MeteogramForecasts.wetDayWithSnow, columns: columns, rows: rows),
            matches: "meteogram-wet-\(columns)x\(rows)")
    }

    @Test(arguments: sizes) func polarNight(columns: Int, rows: Int) throws {
        try Snapshot.expect(
            try Self.render(MeteogramForecasts.polarNight, columns: columns, rows: rows),
            matches: "meteogram-polar-\(columns)x\(rows)")
    }

    @Test(arguments: sizes) func daylightSavingSwitch(columns: Int, rows: Int) throws {
        try Snapshot.expect(
            try Self.render(MeteogramForecasts.daylightSavingSwitch, columns: columns, rows: rows),
            matches: "meteogram-dst-\(columns)x\(rows)")
    }

    @Test(arguments: [(80, 24), (200, 60)]) func asciiAndNoColour(columns: Int, rows: Int) throws {
        let sample = MeteogramForecasts.wetDayWithSnow
        let ascii = try Self.render(sample, columns: columns, rows: rows) { $0.appearance.icons = .ascii }
        try Snapshot.expect(ascii, matches: "meteogram-wet-ascii-\(columns)x\(rows)")
        let drawing = ascii.cells.filter {
            ($0.text ?? " ").unicodeScalars.contains { (0x2500...0x28FF).contains($0.value) }
        }
        #expect(drawing.isEmpty, "no box, block or Braille characters in ASCII")
        let plain = try Self.render(sample, columns: columns, rows: rows) { $0.appearance.monochrome = true }
        try Snapshot.expect(plain, matches: "meteogram-wet-no-color-\(columns)x\(rows)")
    }

    /// The line, the bars and the day names are there whatever the size.
    @Test(arguments: sizes) func showsWhatAPersonLooksFor(columns: Int, rows: Int) throws {
        let sample = MeteogramForecasts.wetDayWithSnow
        let canvas = try Self.render(sample, columns: columns, rows: rows)
        let text = canvas.text
        #expect(text.contains("Fri 4"), "the day after today is named at its midnight")
        #expect(text.contains(" 0°"), "the temperature axis at round values")
        #expect(text.contains("█") || text.contains("▇"), "precipitation bars")
        #expect(text.contains("▼"), "the current hour")
    }

    /// A zero-size or tiny area draws nothing and does not trap.
    @Test func tinyAreasDrawNothing() {
        let sample = MeteogramForecasts.dryDay
        for size in [Size(columns: 0, rows: 0), Size(columns: 3, rows: 2), Size(columns: 10, rows: 3)] {
            var canvas = Canvas(size: Size(columns: 20, rows: 10))
            let meteogram = Meteogram(
                forecast: sample.forecast, hours: sample.forecast.hourly, now: sample.now,
                palette: .make(condition: nil, isDay: true, theme: .dark, dimmed: true),
                theme: .dark, asciiOnly: false, monochrome: false, timeStyle: .standard, language: .english)
            meteogram.draw(in: Rect(x: 1, y: 1, width: size.columns, height: size.rows), on: &canvas)
            #expect(canvas.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
    }
}
