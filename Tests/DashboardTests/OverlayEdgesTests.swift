import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// Issue 37's overlays: the `?` box and the alerts list clear the page they cover to the screen's edges, grow on a
/// wall, and no key hint of the page behind shows under them.
@Suite struct OverlayEdgesTests {
    static func state(columns: Int, rows: Int, help: Bool) -> AppState {
        let now = SampleForecasts.berlinNow
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: columns, rows: rows), now: now)
        state.alertsEnabled = true
        state.alerts = AlertReport(
            coverage: .source(.brightSky),
            alerts: [
                Alert(
                    source: .brightSky, event: "storm gusts", severity: .severe, headline: "Gusts up to 100 km/h",
                    ends: now.addingTimeInterval(7200))
            ],
            fetchedAt: now)
        if help { state.showingHelp = true } else { state.alertsOverlay.open() }
        return state
    }

    static func render(_ state: AppState) throws -> Canvas {
        DashboardView(state: state, assets: try Snapshot.assets()).render()
    }

    /// The cells drawn in reverse video: the box.
    static func box(_ canvas: Canvas) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var cells: [(Int, Int)] = []
        for row in 0..<canvas.size.rows {
            for column in 0..<canvas.size.columns where canvas[column, row].style.reverse {
                cells.append((column, row))
            }
        }
        guard let left = cells.map(\.0).min(), let right = cells.map(\.0).max(), let top = cells.map(\.1).min(),
            let bottom = cells.map(\.1).max()
        else { return nil }
        return (left...right, top...bottom)
    }

    @Test(arguments: [true, false], [(80, 24), (120, 40), (200, 60), (320, 90)])
    func nothingOfThePageShowsAroundTheBox(help: Bool, size: (Int, Int)) throws {
        let (columns, rows) = size
        let canvas = try Self.render(Self.state(columns: columns, rows: rows, help: help))
        let box = try #require(Self.box(canvas))
        var fragments: [String] = []
        for row in 0..<rows {
            for column in 0..<columns where !(box.columns.contains(column) && box.rows.contains(row)) {
                // Outside the box only blank cells remain.
                if let text = canvas[column, row].text, text != " " { fragments.append("\(text)@\(column),\(row)") }
            }
        }
        #expect(
            fragments.isEmpty,
            "page fragments around the \(help ? "help box" : "alerts list") at \(columns)×\(rows): \(fragments.prefix(12))"
        )
        #expect(!canvas.text.contains("pages"), "no ←/→ pages hint under an overlay, where those keys do nothing")
    }

    @Test(arguments: [true, false])
    func onAWallTheOverlayGrowsWithTheScreen(help: Bool) throws {
        let canvas = try Self.render(Self.state(columns: 320, rows: 90, help: help))
        let box = try #require(Self.box(canvas))
        #expect(
            box.columns.count * 2 >= 320 && box.rows.count * 2 >= 90,
            "the box is \(box.columns.count)×\(box.rows.count)")
    }

    @Test func theAlertsListOffersOnlyItsOwnKeys() throws {
        let canvas = try Self.render(Self.state(columns: 80, rows: 24, help: false))
        let text = canvas.text
        #expect(text.contains("a close") || text.contains("Esc"), "the list's own keys: \(canvas.line(22))")
        #expect(!text.contains("←/→"))
        #expect(!text.contains("m mood"), "no key of the page behind")
    }
}
