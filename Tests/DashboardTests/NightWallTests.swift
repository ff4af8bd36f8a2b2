import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// Issue 37's night page for walls: digits that grow with the screen, the night's black in every cell, the next hours,
/// the place and the data's age, and no shade glyphs under `--kiosk`.
@Suite struct NightWallTests {
    /// The night page of `NightModeTests` with data fetched ten minutes before 23:00 on the place's clock.
    static func state(columns: Int, rows: Int, alerts: [Alert] = NightModeTests.alerts, fetchedAgo: TimeInterval = 600)
        -> AppState
    {
        var state = NightModeTests.nightState(columns: columns, rows: rows, alerts: alerts)
        let now = state.now
        state.forecast?.fetchedAt = now.addingTimeInterval(-fetchedAgo)
        return state
    }

    static func render(_ state: AppState) throws -> Canvas {
        DashboardView(state: state, assets: try Snapshot.assets()).render()
    }

    /// The rows that hold the big digits' blocks.
    static func digitRows(_ canvas: Canvas) -> [Int] {
        (0..<canvas.size.rows).filter { row in canvas.line(row).contains { "█▀▄".contains($0) } }
    }

    @Test(arguments: [(200, 60), (320, 90), (80, 24), (120, 40)])
    func everyCellOfEveryRowIsOnTheNightsBlack(columns: Int, rows: Int) throws {
        let black = try #require(Palette.night(monochrome: false).page.background)
        for shift in [nil, BurnInShift(interval: 600)] {
            var state = Self.state(columns: columns, rows: rows)
            state.appearance.shift = shift
            let canvas = try Self.render(state)
            var bare: [String] = []
            for row in 0..<rows {
                for column in 0..<columns where canvas[column, row].style.background != black {
                    bare.append("(\(column),\(row))")
                }
            }
            #expect(
                bare.isEmpty,
                "cells off the night's black at \(columns)×\(rows) (shift \(shift != nil)): \(bare.prefix(10))")
        }
    }

    @Test(arguments: [(200, 60), (320, 90)])
    func theClockAndTheTemperatureTakeAtLeastTwoFifthsOfTheRows(columns: Int, rows: Int) throws {
        let canvas = try Self.render(Self.state(columns: columns, rows: rows))
        let digits = Self.digitRows(canvas)
        #expect(digits.count * 5 >= rows * 2, "\(digits.count) of \(rows) rows")
        #expect(canvas.text.contains("Updated 22:50"), "the age still shows under digits that tall")
    }

    @Test func at80x24TheDigitsFitWholeWithTheHoursAndTheAge() throws {
        for shift in [nil, BurnInShift(interval: 600)] {
            var state = Self.state(columns: 80, rows: 24)
            state.appearance.shift = shift
            let canvas = try Self.render(state)
            let digits = Self.digitRows(canvas)
            // Two blocks of at least five rows (the clock and the temperature), then the lines under them, all on screen.
            #expect(digits.count >= 10)
            let label = try #require((0..<24).first { canvas.line($0).contains("Updated") })
            #expect(digits.allSatisfy { $0 < label })
            let text = canvas.text
            #expect(text.contains("Updated 22:50"))
            #expect(text.contains("00:00"), "the next hours")
            #expect(!text.contains("…"), "nothing cut")
        }
    }

    @Test func thePageSaysWhichPlaceHowOldItsDataIsAndTheNextHours() throws {
        var state = Self.state(columns: 120, rows: 40)
        state.places = ["Home", "Office"]
        let text = try Self.render(state).text
        #expect(text.contains("Home — Berlin · Updated 22:50 (10 min ago)"))
        // The next hours in one row: time, temperature and chance of rain, hour after hour.
        let hours = try #require(text.split(separator: "\n").first { $0.contains("00:00") && $0.contains("01:00") })
        #expect(hours.contains("☂") && hours.contains("%") && hours.contains("°"))

        let stale = try Self.render(Self.state(columns: 120, rows: 40, fetchedAgo: 3 * 3600)).text
        #expect(stale.contains("Stale — Updated 20:00 (3 h ago)"), "stale by the footer's own rule")
    }

    @Test func underKioskTheNightPageHasNoShadeGlyphsAndStillShifts() throws {
        var state = Self.state(columns: 120, rows: 40)
        state.appearance.alternatesBlocks = true
        // An odd hour, when the kiosk shades the day pages' blocks.
        if Int((state.now.timeIntervalSince1970 / 3600).rounded(.down)) % 2 == 0 { state.now.addTimeInterval(3600) }
        let now = state.now
        state.forecast?.fetchedAt = now.addingTimeInterval(-600)
        #expect(state.showsNightPage)
        let canvas = try Self.render(state)
        #expect(!canvas.text.contains("▓"))
        #expect(canvas.text.contains("█"))
        // The burn-in shift moves the page a cell at a time.
        let shift = BurnInShift(interval: 600)
        var moved = state
        moved.appearance.shift = shift
        var positions: Set<String> = []
        for step in 0..<4 {
            moved.now = state.now.addingTimeInterval(TimeInterval(step) * 600)
            let canvas = try Self.render(moved)
            #expect(!canvas.text.contains("▓"))
            let row = try #require((0..<40).first { canvas.line($0).contains("Updated") })
            let column = try #require(canvas.line(row).range(of: "Updated")).lowerBound.utf16Offset(
                in: canvas.line(row))
            positions.insert("\(column),\(row)")
        }
        #expect(positions.count > 1, "the page moves with the shift")
    }

    @Test func aSevereAlertStandsOutInItsColourOnTheNightsBlack() throws {
        let canvas = try Self.render(Self.state(columns: 80, rows: 24))
        let row = try #require((0..<24).first { canvas.line($0).contains("Storm gusts") })
        let column = try #require(canvas.line(row).firstIndex(of: "S")).utf16Offset(in: canvas.line(row))
        let style = canvas[column, row].style
        #expect(style.background == Palette.night(monochrome: false).page.background)
        #expect(style.foreground == AlertTone.band(.severe).foreground && style.bold)
    }
}
