import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// The nowcast, UV, air quality, pollen, pressure, yesterday, daylight and moon on the Now and Forecast pages.
@Suite struct NowMoreSnapshotTests {
    static func render(
        _ forecast: Forecast, page: Page = .now, columns: Int = 80, rows: Int = 24, icons: IconSet = .unicode
    ) throws -> Canvas {
        try DashboardSnapshotTests.render(forecast, page: page, columns: columns, rows: rows, icons: icons)
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (320, 90)])
    func everythingAtEachSize(columns: Int, rows: Int) throws {
        let forecast = SampleForecasts.berlinWithMore()
        let now = try Self.render(forecast, columns: columns, rows: rows)
        try Snapshot.expect(now, matches: "now-more-\(columns)x\(rows)")
        #expect(now.text.contains("+120"), "the nowcast strip's axis")
        #expect(!now.text.contains("Rain starting in about"), "no second sentence about the rain")
        #expect(now.text.contains("AQI 34"), "the air quality")
        #expect(now.text.contains("UV 2"), "the UV index")
        try Snapshot.expect(
            try Self.render(forecast, page: .forecast, columns: columns, rows: rows),
            matches: "forecast-more-\(columns)x\(rows)")
    }

    /// At 320×90 beside the lettering (at 200×60 the last notes give way to it).
    @Test func bigScreensShowEverything() throws {
        let text = try Self.render(SampleForecasts.berlinWithMore(), columns: 320, rows: 90).text
        for expected in [
            "European AQI 34 fair · mostly PM2.5", "UV 2 low · protect 11:00–13:00", "Pollen: grass 12, birch 3",
            "Pressure 1009 hPa ↘ falling", "3° warmer than yesterday", "Daylight 8 h 2 min", "Moon:", "rise 14:02"
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    /// Imperial readers see inches of mercury; a pressure unit of their own wins over the system's.
    @Test func pressureInTheUnitsAsked() throws {
        let forecast = SampleForecasts.berlinWithMore()
        let imperial = try DashboardSnapshotTests.render(forecast, columns: 200, rows: 60, units: .imperial).text
        #expect(imperial.contains("Pressure 29.78 inHg ↘ falling"), "\(imperial)")
        #expect(!imperial.contains("hPa"))
        var millibars = Units.metric
        millibars.pressure = .millibars
        let metric = try DashboardSnapshotTests.render(forecast, columns: 200, rows: 60, units: millibars).text
        #expect(metric.contains("Pressure 1009 mbar ↘ falling"), "\(metric)")
    }

    @Test func theStripHasEightBarsWetAndDry() throws {
        let wet = NowcastStrip(
            nowcast: SampleForecasts.berlinWithMore().nowcast!, now: SampleForecasts.berlinNow, asciiOnly: false)
        #expect(wet.text == "··▁▃▆▂··")
        let dry = NowcastStrip(
            nowcast: SampleForecasts.berlinWithMore(wet: false).nowcast!, now: SampleForecasts.berlinNow,
            asciiOnly: false)
        #expect(dry.text == "········")
        let ascii = NowcastStrip(
            nowcast: SampleForecasts.berlinWithMore().nowcast!, now: SampleForecasts.berlinNow, asciiOnly: true)
        #expect(ascii.text.allSatisfy { $0.isASCII })
        let dryPage = try Self.render(SampleForecasts.berlinWithMore(wet: false))
        try Snapshot.expect(dryPage, matches: "now-more-dry-80x24")
        #expect(dryPage.text.contains("·· ·· ·· ·· ·· ·· ·· ··"), "the dry strip, its bars two columns wide")
        #expect(dryPage.text.contains("now   +30   +60   +90  +120"), "over its axis")
    }

    /// An interpolated nowcast keeps its strip, labelled as one; the rain's story is the detail line's.
    @Test func interpolatedNowcastKeepsItsLabel() throws {
        let canvas = try Self.render(SampleForecasts.berlinWithMore(interpolated: true), columns: 120, rows: 40)
        #expect(canvas.text.contains("Precipitation, next 2 h (mm/h)  ▂2 ▄4 █8+"), "label and legend on one line")
        let small = try Self.render(SampleForecasts.berlinWithMore(interpolated: true))
        #expect(small.text.contains("Precipitation, next 2 h"), "at 80×24 too")
        #expect(small.text.contains("▂2 ▄4 █8+"))
        #expect(!small.text.contains("hourly data"), "no jargon")
        #expect(!small.text.contains("No rain in the next 2 hours"), "not a second sentence")
    }

    /// Green for good through maroon for hazardous, the same by severity on both scales.
    @Test func airQualityTakesItsCategoryColour() throws {
        var seen: [Color] = []
        for aqi in [10, 30, 70, 90, 120] {
            let canvas = try Self.render(SampleForecasts.berlinWithMore(aqi: aqi))
            let row = try #require((0..<24).first { canvas.line($0).contains("AQI \(aqi)") })
            let column = DisplayWidth.of(String(canvas.line(row).prefix { $0 != "A" && $0 != "E" }))
            let color = try #require(canvas[column, row].style.foreground)
            #expect(!seen.contains(color), "AQI \(aqi) has a colour of its own")
            seen.append(color)
        }
    }

    @Test func missingDataNeverBreaksThePage() throws {
        var bare = SampleForecasts.berlin()
        bare.nowcast = Nowcast(intervalMinutes: 15, steps: [], interpolated: true)
        for (columns, rows) in [(80, 24), (120, 40), (200, 60), (60, 16)] {
            let canvas = try Self.render(bare, columns: columns, rows: rows)
            #expect(canvas.text.contains("Sunrise"), "\(columns)x\(rows)")
            #expect(!canvas.text.contains("AQI"), "\(columns)x\(rows)")
        }
        try Snapshot.expect(
            try Self.render(SampleForecasts.berlinWithMore(aqi: nil, uv: nil)), matches: "now-more-no-air-quality-80x24"
        )
        let pastNowcast = try Self.render(SampleForecasts.berlinWithMore(size: 1), columns: 120, rows: 40)
        #expect(!pastNowcast.text.contains("No precipitation nowcast"), "a nowcast that has run out says nothing")
    }

    @Test func asciiIcons() throws {
        let canvas = try Self.render(SampleForecasts.berlinWithMore(), icons: .ascii)
        try Snapshot.expect(canvas, matches: "now-more-ascii-80x24")
    }
}
