import Drawing
import Testing
import WeatherKit

@testable import Dashboard

/// Large screens are used edge to edge: measured on the rendered canvas, as a person would judge a picture of it.
@Suite struct PageScaleTests {
    /// How many of 16 equal parts (4 × 4) of the area between the header and the footer hold something drawn.
    static func partsInUse(_ canvas: Canvas) -> Int {
        let area = Rect(x: 0, y: 1, width: canvas.size.columns, height: canvas.size.rows - 2)
        var used = 0
        for partRow in 0..<4 {
            for partColumn in 0..<4 {
                let x0 = area.x + partColumn * area.width / 4
                let x1 = area.x + (partColumn + 1) * area.width / 4
                let y0 = area.y + partRow * area.height / 4
                let y1 = area.y + (partRow + 1) * area.height / 4
                let drawn = (y0..<y1).contains { row in
                    (x0..<x1).contains { canvas[$0, row].text.map { $0 != " " } ?? true }
                }
                if drawn { used += 1 }
            }
        }
        return used
    }

    /// The rows in the left half that hold the big digits (block characters in the temperature's style).
    static func digitRows(_ canvas: Canvas, style: Style) -> Int {
        (0..<canvas.size.rows).filter { row in
            (0..<canvas.size.columns / 2).contains { canvas[$0, row].style == style && canvas[$0, row].text == "█" }
        }.count
    }

    static func render(page: Page, columns: Int, rows: Int, days: Int = 7) throws -> Canvas {
        var state = AppState(
            forecast: SampleForecasts.berlin(days: days), units: .metric, size: Size(columns: columns, rows: rows),
            now: SampleForecasts.berlinNow,
            appearance: Appearance(icons: .unicode))
        state.page = page
        return DashboardView(state: state, assets: try Snapshot.assets()).render()
    }

    @Test(arguments: [(200, 60), (320, 90)])
    func nowPageFillsTheWall(columns: Int, rows: Int) throws {
        let canvas = try Self.render(page: .now, columns: columns, rows: rows)
        #expect(Self.partsInUse(canvas) >= 11, "\(Self.partsInUse(canvas)) of 16 parts in use")
        let palette = Palette.make(condition: .partlyCloudy, isDay: true, theme: .dark, dimmed: false)
        #expect(
            Self.digitRows(canvas, style: palette.title) * 5 >= rows, "the big digits are at least a fifth of the rows")
        #expect(canvas.text.contains("Next hours") && canvas.text.contains("Next 7 days"))
        #expect(
            !canvas.text.contains("Feels like") && !canvas.text.contains("Humidity"), "the words are in block lettering"
        )
    }

    @Test func nowPageAt120x40AnswersNowThisAfternoonAndTheNextDays() throws {
        let canvas = try Self.render(page: .now, columns: 120, rows: 40)
        #expect(
            canvas.text.contains("Next hours") && canvas.text.contains("15:00") && canvas.text.contains("Next 7 days"))
        #expect(Self.partsInUse(canvas) >= 11)
    }

    /// Below the wall layout "Next 24 hours" has fewer rows than hours: every second (third…) hour is listed, so
    /// the rows still reach the end of the day the title promises.
    @Test(arguments: [(80, 24), (60, 16)])
    func theHourlyRowsSpanTheTwentyFourHoursTheTitleNames(columns: Int, rows: Int) throws {
        let canvas = try Self.render(page: .forecast, columns: columns, rows: rows)
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(lines.firstIndex { $0.contains("Next 24 hours") })
        let clocks = lines[(title + 1)...].compactMap { line in
            // The clock, after the day's name where a day starts ("Tue 00:00").
            line.split(separator: " ").prefix(2).first { $0.count == 5 && $0.contains(":") }.flatMap {
                Int($0.prefix(2))
            }
        }
        #expect(clocks.count >= 6)
        let hours = zip(clocks, clocks.dropFirst()).map { ($1 - $0 + 24) % 24 }.reduce(0, +)
        #expect(hours >= 20, "the rows \(clocks) span \(hours) h, not about 24")
        #expect(Set(zip(clocks, clocks.dropFirst()).map { ($1 - $0 + 24) % 24 }).count == 1, "evenly spaced: \(clocks)")
    }

    @Test(arguments: [(120, 40), (200, 60), (320, 90)])
    func forecastPageSharesTheWholeScreen(columns: Int, rows: Int) throws {
        let canvas = try Self.render(page: .forecast, columns: columns, rows: rows, days: 16)
        #expect(Self.partsInUse(canvas) >= 13, "\(Self.partsInUse(canvas)) of 16 parts in use")
        let clocks = canvas.text.split(separator: "\n").map { line in
            line.split(separator: " ").filter { $0.count == 5 && $0.contains(":") }.count
        }
        if rows >= 60 {
            #expect(canvas.text.contains("Next 48 hours"))
            #expect(clocks.reduce(0, +) >= 48, "every one of the 48 hours has its row")
        } else {
            #expect(clocks.reduce(0, +) >= 40, "the hours flow into a second column")
        }
    }

    @Test func sixteenDaysFitAt320x90WithDatesBeyondAWeek() throws {
        let canvas = try Self.render(page: .forecast, columns: 320, rows: 90, days: 16)
        #expect(canvas.text.contains("Next 16 days"))
        for label in ["Today", "Tue ", "Sun ", "Mon 7", "Tue 8", "Sun 13", "Tue 15"] {
            #expect(canvas.text.contains(label), "\(label)")
        }
        let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(lines.firstIndex { $0.contains("Next 16 days") })
        let start = try #require(lines[title].range(of: "Next 16 days")).lowerBound
        let offset = lines[title].distance(from: lines[title].startIndex, to: start)
        let days = lines[title...].map { String($0.dropFirst(offset)) }
        #expect(
            !days.contains { $0.contains("Tue 1 ") },
            "the first week has weekdays alone (the meteogram names each day with its date)")
    }

    @Test func sixteenDaysAt80x24AreDatedBeyondAWeek() throws {
        let canvas = try Self.render(page: .forecast, columns: 80, rows: 24, days: 16)
        try Snapshot.expect(canvas, matches: "forecast-16-days-80x24")
        #expect(canvas.text.contains("Mon 7"))
    }
}
