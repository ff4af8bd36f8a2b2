import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// `--shift` and `--kiosk`'s block styles: no cell holds the same character for hours.
@Suite struct BurnInShiftTests {
    /// A whole number of cycles since 1970: the first step of one.
    static let start = Date(timeIntervalSince1970: 1_796_032_800)

    @Test func theLayoutMovesRightDownLeftUpOneStepPerInterval() {
        let shift = BurnInShift(interval: 600)
        let offsets = (0..<9).map { shift.offset(at: Self.start.addingTimeInterval(TimeInterval($0) * 600 + 1)) }
        #expect(offsets.map(\.column) == [0, 1, 1, 0, 0, 1, 1, 0, 0])
        #expect(offsets.map(\.row) == [0, 0, 1, 1, 0, 0, 1, 1, 0])
        #expect(shift.offset(at: Self.start.addingTimeInterval(599)) == shift.offset(at: Self.start))
    }

    static func render(
        at now: Date, columns: Int = 80, rows: Int = 24, shift: BurnInShift? = BurnInShift(interval: 600),
        kiosk: Bool = false
    ) throws -> Canvas {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: columns, rows: rows), now: now)
        state.appearance.shift = shift
        state.appearance.alternatesBlocks = kiosk
        return DashboardView(state: state, assets: try Snapshot.assets()).render()
    }

    @Test(arguments: [(60, 16), (80, 24), (120, 40), (200, 60), (30, 8)])
    func thePageMovesWholeAndNothingIsCutOff(columns: Int, rows: Int) throws {
        // The page as it is laid out one cell smaller each way, with no shift: every cell of it must show.
        for step in 0..<4 {
            let now = Self.start.addingTimeInterval(TimeInterval(step) * 600 + 1)
            var smaller = AppState(
                forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: columns - 1, rows: rows - 1),
                now: now)
            smaller.appearance.shift = nil
            let whole = DashboardView(state: smaller, assets: try Snapshot.assets()).page(smaller, slack: 1)
            var mismatches = 0
            let canvas = try Self.render(at: now, columns: columns, rows: rows)
            let offset = BurnInShift(interval: 600).offset(at: now)
            for row in 0..<(rows - 1) {
                for column in 0..<(columns - 1) {
                    if canvas[column + offset.column, row + offset.row] != whole[column, row] { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "step \(step): every cell of the smaller page shows, moved")
            let spareRow = offset.row == 0 ? rows - 1 : 0
            let spareColumn = offset.column == 0 ? columns - 1 : 0
            #expect(canvas.line(spareRow).allSatisfy { $0 == " " }, "the margin row is empty")
            #expect((0..<rows).allSatisfy { canvas[spareColumn, $0].text == " " }, "the margin column is empty")
        }
    }

    /// The margin comes out of the layout's slack: a 120×40 wall under `--kiosk` keeps the 120×40 layout (the next
    /// hours and days as cards), not the small one with 28 rows left blank.
    @Test func kioskAt120x40KeepsThe120x40Layout() throws {
        let kiosk = try Self.render(at: SampleForecasts.berlinNow, columns: 120, rows: 40, kiosk: true)
        let plain = try Self.render(at: SampleForecasts.berlinNow, columns: 120, rows: 40, shift: nil, kiosk: true)
        try Snapshot.expect(kiosk, matches: "kiosk-120x40")
        #expect(plain.text.contains("Next hours"), "the 120×40 layout has the cards")
        #expect(kiosk.text.contains("Next hours"), "and keeps them with the margin: \(kiosk.text)")
        func blankRows(_ canvas: Canvas) -> Int {
            (0..<canvas.size.rows).filter { canvas.line($0).allSatisfy { $0 == " " } }.count
        }
        #expect(blankRows(kiosk) <= blankRows(plain) + 1, "only the margin's row is given up")
    }

    @Test func theContentMovesBetweenSteps() throws {
        let first = try Self.render(at: Self.start.addingTimeInterval(1))
        let second = try Self.render(at: Self.start.addingTimeInterval(601))
        #expect(first != second)
        // One cell right: the big digits and the glyph (rows that do not change with the clock) are the same, moved.
        for row in 2..<12 {
            #expect(second.line(row).dropFirst() == first.line(row).dropLast(), "row \(row)")
        }
    }

    @Test func withoutShiftThePageFillsTheScreen() throws {
        let canvas = try Self.render(at: Self.start, shift: nil)
        let plain = DashboardView(
            state: AppState(
                forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: Self.start),
            assets: try Snapshot.assets()
        ).render()
        #expect(canvas == plain)
    }

    /// Dimmed, not shaded: a shade glyph makes big digits grainy.
    @Test func underKioskSolidBlocksDimEveryOtherHour() throws {
        // 10:42 in Berlin is in an odd hour since 1970; 09:42 in an even one.
        let odd = try Self.render(at: SampleForecasts.berlinNow, shift: nil, kiosk: true)
        let even = try Self.render(at: SampleForecasts.berlinNow.addingTimeInterval(-3600), shift: nil, kiosk: true)
        let plain = try Self.render(at: SampleForecasts.berlinNow, shift: nil)
        let evenPlain = try Self.render(at: SampleForecasts.berlinNow.addingTimeInterval(-3600), shift: nil)
        #expect(even == evenPlain, "the even hours as without --kiosk")
        #expect(plain.cells.contains { $0.text == "█" && !$0.style.dim })
        #expect(!odd.text.contains("▓"))
        #expect(plain.text == odd.text, "the same shapes")
        #expect(odd.cells.filter { $0.text == "█" }.allSatisfy { $0.style.dim })
    }

    @Test func theHeaderClockHasNoSeconds() throws {
        let canvas = try Self.render(at: SampleForecasts.berlinNow.addingTimeInterval(37), shift: nil)
        #expect(canvas.line(0).contains("10:42"))
        #expect(!canvas.line(0).contains("10:42:"))
    }
}
