import Drawing
import Foundation
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// The person's own sensors beside the weather: on the Now page's details, on the card of the place they are tied
/// to, said to be silent when old, and kept with a mood while fresh.
@Suite struct SensorLinesTests {
    static let now = SampleForecasts.berlinNow

    static func indoors(
        temperature: Double? = 21.5, humidity: Double? = 45, age: TimeInterval = 120, place: String? = nil
    ) -> [SensorReading] {
        let heard = now.addingTimeInterval(-age)
        return [
            SensorReading(
                name: "Indoors", kind: .temperature, value: temperature, updatedAt: heard, staleAfter: 1800,
                place: place),
            SensorReading(
                name: "Indoors", kind: .humidity, value: humidity, updatedAt: heard, staleAfter: 1800, place: place)
        ]
    }

    @Test func theNowPageShowsTheSensorsFirstAmongTheDetails() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlinWithMore()) { $0.sensors = Self.indoors() }
        try Snapshot.expect(canvas, matches: "now-sensors-80x24")
        #expect(canvas.text.contains("Indoors 21.5° · 45 %"), "\(canvas.text)")
        #expect(!canvas.text.contains("silent"))
        let wall = try DashboardSnapshotTests.render(SampleForecasts.berlinWithMore(), columns: 200, rows: 60) {
            $0.sensors = Self.indoors()
        }
        #expect(wall.text.contains("Indoors 21.5° · 45 %"), "\(wall.text)")
    }

    @Test func oldReadingsSaySoAndStepBack() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlinWithMore()) {
            $0.sensors = Self.indoors(age: 2 * 3600 + 60)
        }
        #expect(canvas.text.contains("Indoors 21.5° · 45 % (silent 2 h)"), "\(canvas.text)")
        let lines = SensorLine.lines(Self.indoors(age: 40 * 60), place: nil, now: Self.now, words: .english)
        #expect(lines == [SensorLine(text: "Indoors 21.5° · 45 % (silent 40 min)", stale: true)])
        let fresh = SensorLine.lines(Self.indoors(age: 60), place: nil, now: Self.now, words: .english)
        #expect(fresh == [SensorLine(text: "Indoors 21.5° · 45 %", stale: false)])
        let never = [SensorReading(name: "Balcony", kind: .temperature, value: nil, updatedAt: nil)]
        #expect(
            SensorLine.lines(never, place: nil, now: Self.now, words: .english).map(\.text) == [
                "Balcony – (no reading yet)"
            ])
    }

    @Test func hostileNamesAreCleaned() {
        let hostile = [SensorReading(name: "In\u{1b}[2Jdoors", kind: .temperature, value: 20, updatedAt: Self.now)]
        let line = SensorLine.lines(hostile, place: nil, now: Self.now, words: .english)[0].text
        #expect(!line.unicodeScalars.contains { $0.value == 0x1b }, "\(line)")
    }

    @Test func aSensorTiedToAPlaceShowsOnItsCardAndWhileItIsShown() throws {
        var state = PlacesSnapshotTests.state(places: 4, columns: 120, rows: 40)
        state.sensors =
            Self.indoors(place: "Kathmandu") + [
                SensorReading(name: "Cellar", kind: .humidity, value: 70, updatedAt: Self.now)
            ]
        let places = try PlacesSnapshotTests.render(state).text
        #expect(places.contains("Indoors 21.5° · 45 %"), "\(places)")
        #expect(!places.contains("Cellar"), "a sensor tied to no place is on the Now page, not on every card")
        state.page = .now
        let home = DashboardView(state: state, assets: try Snapshot.assets()).render().text
        #expect(home.contains("Cellar 70 %") && !home.contains("Indoors"), "\(home)")
        state.placeIndex = 1
        let kathmandu = DashboardView(state: state, assets: try Snapshot.assets()).render().text
        #expect(kathmandu.contains("Indoors 21.5° · 45 %"), "\(kathmandu)")
    }

    @Test func readingsComeAsAnEvent() {
        let state = AppState(forecast: nil, units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        let (next, effects) = DashboardUpdate.update(state, .sensorsRead(Self.indoors()))
        #expect(next.sensors == Self.indoors())
        #expect(effects.isEmpty)
    }

    @Test func aMoodKeepsFreshReadingsOnly() {
        var state = AppState(forecast: nil, units: .metric, size: Size(columns: 80, rows: 24), now: Self.now)
        state.sensors = Self.indoors()
        #expect(state.indoorForMood == IndoorReading(temperatureCelsius: 21.5, humidity: 45))
        state.sensors = Self.indoors(age: 3600)
        #expect(state.indoorForMood == nil)
        state.sensors = [SensorReading(name: "Den", kind: .temperature, value: 70.7, unit: "°F", updatedAt: Self.now)]
        #expect(state.indoorForMood?.temperatureCelsius.map { ($0 * 10).rounded() / 10 } == 21.5)
        #expect(state.indoorForMood?.humidity == nil)
    }
}
