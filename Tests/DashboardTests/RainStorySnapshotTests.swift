import Drawing
import Foundation
import Testing
import WeatherKit

@testable import Dashboard

/// The nowcast-versus-hourly disagreement (rain from 11:00 in the 15-minute nowcast, no rain in the hourly rows
/// until 15:00) on the Now page, the night page, the compact view and a Places card: each tells the one outlook.
@Suite struct RainStorySnapshotTests {
    static func forecast() -> Forecast {
        SampleForecasts.berlinWithMore()
    }

    @Test func nowPage() throws {
        let canvas = try DashboardSnapshotTests.render(Self.forecast(), columns: 80, rows: 24)
        try Snapshot.expect(canvas, matches: "rain-story-now-80x24")
        #expect(canvas.text.contains("Rain from 11:00 for about 1 h"))
        #expect(!canvas.text.contains("No rain"))
    }

    @Test func compactView() throws {
        let canvas = try DashboardSnapshotTests.render(Self.forecast(), columns: 40, rows: 12)
        try Snapshot.expect(canvas, matches: "rain-story-compact-40x12")
        #expect(canvas.text.contains("11:00"))
        #expect(!canvas.text.contains("No rain"))
    }

    @Test func nightPage() throws {
        let canvas = try DashboardSnapshotTests.render(Self.forecast(), columns: 80, rows: 24) { state in
            // All day long is night, on the machine's clock.
            state.night = .range(start: 0, end: 1439, timeZone: TimeZone(identifier: "UTC") ?? .current)
        }
        try Snapshot.expect(canvas, matches: "rain-story-night-80x24")
        #expect(canvas.text.contains("Rain from 11:00"))
        #expect(!canvas.text.contains("No rain"))
    }

    @Test func placesCard() throws {
        let canvas = try DashboardSnapshotTests.render(Self.forecast(), columns: 80, rows: 24) { state in
            state.places = ["Home", "Cabin"]
            state.placeStates[1].forecast = Self.forecast()
            state.page = .places
        }
        try Snapshot.expect(canvas, matches: "rain-story-places-80x24")
        #expect(canvas.text.contains("11:00"))
        #expect(!canvas.text.contains("No rain"))
    }
}
