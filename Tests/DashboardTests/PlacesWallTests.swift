import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

/// Issue 37's Places page: a band that names every place with an alert in force, cards whose digits sit level whether
/// or not they carry an alert, and wall-sized cards that use their room.
@Suite struct PlacesWallTests {
    static let now = SampleForecasts.berlinNow

    /// Vilnius with a wind warning, Tucson with an advisory, Berlin with none; all in the same weather.
    static func state(columns: Int, rows: Int, selected: Int = 0, alerted: [Int] = [0, 1]) -> AppState {
        let names = ["Vilnius", "Tucson", "Berlin"]
        var state = AppState(
            forecast: SampleForecasts.berlin(name: names[0]), units: .metric, size: Size(columns: columns, rows: rows),
            now: now)
        state.places = names
        for index in 1..<names.count { state.placeStates[index].forecast = SampleForecasts.berlin(name: names[index]) }
        let events = [("Strong wind", AlertSource.meteoAlarm), ("Wind Advisory", .nws), ("Frost", .brightSky)]
        for index in alerted {
            state.placeStates[index].alerts = AlertReport(
                coverage: .source(events[index].1),
                alerts: [
                    Alert(
                        source: events[index].1, event: events[index].0, severity: .moderate,
                        ends: now.addingTimeInterval(7200))
                ],
                fetchedAt: now)
        }
        state.alertsEnabled = true
        state.page = .places
        state.selectedPlace = selected
        return state
    }

    static func render(_ state: AppState) throws -> Canvas {
        DashboardView(state: state, assets: try Snapshot.assets()).render()
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func theBandNamesEveryPlaceWithAnAlertInForce(columns: Int, rows: Int) throws {
        let band = try Self.render(Self.state(columns: columns, rows: rows)).line(0)
        #expect(band.contains("Vilnius · Strong wind"), "the selected card's alert leads: \(band)")
        #expect(band.contains("also Tucson"), "and the other place with one is named: \(band)")
        // The selected card has none: the band still shows, led by a place that has one.
        let berlin = try Self.render(Self.state(columns: columns, rows: rows, selected: 2)).line(0)
        #expect(berlin.contains("Vilnius · Strong wind") && berlin.contains("also Tucson"), "\(berlin)")
        // Tucson selected: its own leads, Vilnius is named.
        let tucson = try Self.render(Self.state(columns: columns, rows: rows, selected: 1)).line(0)
        #expect(tucson.contains("Tucson · Wind Advisory") && tucson.contains("also Vilnius"), "\(tucson)")
    }

    /// The top row of digit blocks in each card's columns (two cards side by side).
    static func firstDigitRows(_ canvas: Canvas, columns: Int) -> [Int?] {
        let half = columns / 2
        return [0..<half, half..<columns].map { range in
            (2..<canvas.size.rows).first { row in
                range.contains { column in canvas[column, row].text.map { "█▀▄".contains($0) } ?? false }
            }
        }
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60), (320, 90)])
    func cardsKeepTheirDigitsLevelWhetherOrNotTheyCarryAnAlert(columns: Int, rows: Int) throws {
        var state = Self.state(columns: columns, rows: rows, alerted: [0])
        state.places = Array(state.places.prefix(2))
        state.placeStates = Array(state.placeStates.prefix(2))
        let canvas = try Self.render(state)
        let tops = Self.firstDigitRows(canvas, columns: columns)
        #expect(tops[0] != nil && tops[0] == tops[1], "the digits' top rows at \(columns)×\(rows): \(tops)")
        // The status lines sit level too.
        let statusRows = (0..<rows).filter { canvas.line($0).contains("Updated") }
        #expect(statusRows.count == 1, "one row holds both cards' status lines: \(statusRows)")
    }

    @Test func aWallCardUsesItsRoomRatherThanLeaveRowsEmpty() throws {
        var state = Self.state(columns: 320, rows: 90, alerted: [0])
        state.places = Array(state.places.prefix(2))
        state.placeStates = Array(state.placeStates.prefix(2))
        let canvas = try Self.render(state)
        // Inside the first card (between its frame's columns), the longest run of blank rows.
        var longest = 0
        var run = 0
        for row in 3..<(rows(canvas) - 2) {
            let inside = (2..<150).allSatisfy { canvas[$0, row].text == " " || canvas[$0, row].text == nil }
            run = inside ? run + 1 : 0
            longest = max(longest, run)
        }
        // Before, about twenty blank rows stood above and below the digits of a card this size while the outlook, the
        // alert and the age shared the bottom rows in small text.
        #expect(longest * 20 <= rows(canvas) * 3, "\(longest) blank rows in a row inside the card:\n\(canvas.text)")
        let text = canvas.text
        #expect(
            text.contains("12:00") && text.contains("Feels like") && text.contains("Tue"),
            "the next hours, details and days on a wall card")
        #expect(
            !text.contains("Rain from") && !text.contains("Rain likely"), "the rain outlook is lettered, not small text"
        )
    }

    private func rows(_ canvas: Canvas) -> Int { canvas.size.rows }
}
