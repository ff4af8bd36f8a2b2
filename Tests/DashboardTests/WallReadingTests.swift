import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// The Now page read across a room: the details lettered from 200×60, the day cards' lows as large as their highs,
/// symbols in the colours of what they show, `--kiosk` digits as large and as solid as without it, the wind's
/// arrow at every size, and a nowcast strip with an axis and a legend instead of a second rain sentence.
@Suite struct WallReadingTests {
    static func render(_ forecast: Forecast = SampleForecasts.berlin(), columns: Int, rows: Int, units: Units = .metric)
        throws -> Canvas
    {
        try DashboardSnapshotTests.render(forecast, columns: columns, rows: rows, units: units)
    }

    static func lines(_ canvas: Canvas) -> [String] {
        (0..<canvas.size.rows).map(canvas.line)
    }

    @Test(arguments: [(200, 60), (320, 90)]) func detailsAreLettered(columns: Int, rows: Int) throws {
        // With an alert in force its headline takes rows above the words (Vilnius's wind warning in issue 37).
        let withAlert = AlertsViewTests.withAlerts([AlertsViewTests.alert("wind", .moderate)])
        for forecast in [SampleForecasts.berlin(), SampleForecasts.berlinWithMore()] {
            for configure in [{ (_: inout AppState) in }, withAlert] {
                let canvas = try DashboardSnapshotTests.render(
                    forecast, columns: columns, rows: rows, configure: configure)
                for plain in ["Feels like 0°", "Humidity 81%", "Wind 12 km/h"] {
                    #expect(!canvas.text.contains(plain), "\(columns)x\(rows): “\(plain)” in lettering, not plain text")
                }
            }
        }
    }

    /// The rows of the day cards, from the strip's title to its bottom frame.
    static func dayCards(_ canvas: Canvas) throws -> [String] {
        let lines = Self.lines(canvas)
        let title = try #require(lines.firstIndex { $0.contains("Next 7 days") })
        return Array(lines[(title + 1)...].prefix { !$0.contains("╰") })
    }

    @Test(arguments: [(200, 60), (320, 90)]) func dayCardLowIsAsLargeAsTheHigh(columns: Int, rows: Int) throws {
        let canvas = try Self.render(columns: columns, rows: rows)
        let cards = try Self.dayCards(canvas)
        // The first card: Today, high 5°, low -1°.
        let cardWidth = try #require(cards.first?.firstIndex(of: "╮")).utf16Offset(in: try #require(cards.first))
        let first = cards.map { String($0.prefix(cardWidth + 1)) }
        #expect(!first.contains { $0.contains("-1°") }, "the low is not one row of text: \(first)")
        let lettered = first.filter { $0.contains("▀") || $0.contains("▄") || $0.contains("█") }
        let assets = try Snapshot.assets()
        let lettering = try #require(rows >= 80 ? assets.lettering.last : assets.lettering.first)
        let picture = rows >= 80 ? 8 : 0
        #expect(lettered.count >= 2 * lettering.height + picture - 1, "high and low both lettered: \(first)")
        // The low in the cold colour, the high in the warm one.
        let palette = Palette.make(condition: .partlyCloudy, isDay: true, theme: .dark, dimmed: false)
        let titleRow = try #require(Self.lines(canvas).firstIndex { $0.contains("Next 7 days") })
        let styles = (titleRow..<rows).flatMap { row in (2..<cardWidth).map { canvas[$0, row] } }.filter {
            $0.text != " "
        }.map(\.style)
        #expect(styles.contains(palette.cold.bolded), "the low in its own colour")
        #expect(styles.contains(palette.warm.bolded))
    }

    /// A cloud is drawn in the text's colour, not the sun's yellow; rain in the rain's blue.
    @Test func cardSymbolsInTheColoursOfWhatTheyShow() throws {
        let canvas = try Self.render(SampleForecasts.berlin(condition: .cloudy), columns: 120, rows: 40)
        let palette = Palette.make(condition: .cloudy, isDay: true, theme: .dark, dimmed: false)
        let cells = (0..<40).flatMap { row in (0..<120).map { (canvas[$0, row], $0, row) } }
        let clouds = cells.filter { $0.0.text == "☁" }
        #expect(!clouds.isEmpty)
        #expect(clouds.allSatisfy { $0.0.style.foreground != palette.accent.foreground }, "no yellow cloud")
        #expect(clouds.allSatisfy { $0.0.style.foreground == palette.text.foreground })
        let rain = cells.filter { $0.0.text == "☂" }
        #expect(!rain.isEmpty && rain.allSatisfy { $0.0.style.foreground == palette.rain.foreground })
        let forecastPage = try DashboardSnapshotTests.render(
            SampleForecasts.berlin(condition: .cloudy), page: .forecast, columns: 120, rows: 40)
        let pagePalette = Palette.make(condition: .cloudy, isDay: true, theme: .dark, dimmed: true)
        let pageClouds = (0..<40).flatMap { row in (0..<120).map { forecastPage[$0, row] } }.filter { $0.text == "☁" }
        #expect(
            !pageClouds.isEmpty && pageClouds.allSatisfy { $0.style.foreground != pagePalette.accent.foreground },
            "nor on the Forecast page")
    }

    /// Rows of the left half holding a digit's block.
    static func digitRows(_ canvas: Canvas) -> Int {
        (0..<canvas.size.rows).filter { row in
            (0..<canvas.size.columns / 2).contains { ["█", "▀", "▄", "▓"].contains(canvas[$0, row].text) }
        }.count
    }

    @Test(arguments: [(120, 40), (200, 60)]) func kioskDigitsAreNotSmallerNorShaded(columns: Int, rows: Int) throws {
        // An odd hour: the one in which --kiosk changes the blocks.
        let hour = Int((SampleForecasts.berlinNow.timeIntervalSince1970 / 3600).rounded(.down))
        let now = SampleForecasts.berlinNow.addingTimeInterval(hour % 2 == 1 ? 0 : 3600)
        let kiosk = try BurnInShiftTests.render(at: now, columns: columns, rows: rows, kiosk: true)
        let plain = try BurnInShiftTests.render(at: now, columns: columns, rows: rows, shift: nil, kiosk: false)
        #expect(!kiosk.text.contains("▓"), "no shade glyph")
        #expect(
            Self.digitRows(kiosk) >= Self.digitRows(plain),
            "kiosk \(Self.digitRows(kiosk)) rows, without \(Self.digitRows(plain))")
        let blocks = kiosk.cells.filter { $0.text == "█" }
        #expect(!blocks.isEmpty && blocks.allSatisfy(\.style.dim), "solid blocks dimmed instead")
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)]) func windArrowAtEverySize(columns: Int, rows: Int) throws {
        let canvas = try Self.render(columns: columns, rows: rows)
        if columns < 200 {
            #expect(canvas.text.contains("Wind 12 km/h ↗"), "\(columns)x\(rows): the arrow along the flow (from SW)")
        } else {
            // In lettering: the arrow's own letter.
            let lettering = try Snapshot.assets().lettering
            let drawn = lettering.compactMap { $0.render("↗") }
            #expect(!drawn.isEmpty, "the lettering draws the arrow")
            let text = canvas.text
            #expect(
                drawn.contains { rows in rows.allSatisfy { text.contains($0.trimmingCharacters(in: .whitespaces)) } })
            #expect(!text.contains("Wind 12 km/h"), "the wind line lettered")
        }
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)]) func nowcastStripHasAnAxisAndALegend(columns: Int, rows: Int)
        throws
    {
        let text = try Self.render(SampleForecasts.berlinWithMore(), columns: columns, rows: rows).text
        #expect(
            text.contains("now") && text.contains("+30") && text.contains("+60") && text.contains("+90")
                && text.contains("+120"), "\(text)")
        #expect(text.contains("Precipitation, next 2 h (mm/h)"), "the strip's label")
        #expect(text.contains("▂2 ▄4 █8+"), "the intensity's legend")
        #expect(!text.contains("Rain starting in about"), "the rain is told once, on the detail line")
        let imperial = try Self.render(SampleForecasts.berlinWithMore(), columns: columns, rows: rows, units: .imperial)
            .text
        #expect(imperial.contains("(in/h)") && imperial.contains("▂.08 ▄.16 █.31+"), "\(imperial)")
    }

    @Test func stripAxisMarksEveryHalfHour() throws {
        let strip = NowcastStrip(
            nowcast: try #require(SampleForecasts.berlinWithMore().nowcast), now: SampleForecasts.berlinNow,
            asciiOnly: false)
        #expect(strip.axis(barWidth: 3, now: "now") == "now     +30     +60     +90    +120")
        #expect(strip.axis(barWidth: 2, now: "now") == "now   +30   +60   +90  +120")
        #expect(strip.axis(barWidth: 2, now: "maint.") == "0     +30   +60   +90  +120", "a long word gives way to 0")
    }
}
