import Drawing
import Foundation
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// `role = "outdoor"`: the person's own station's fresh temperature and humidity are the current ones on every view,
/// marked as the station's, and the provider's come back when it falls silent.
@Suite struct OutdoorStationTests {
    static let now = SampleForecasts.berlinNow

    static func garden(temperature: Double = 11.4, humidity: Double = 63, age: TimeInterval = 120, place: String? = nil)
        -> [SensorReading]
    {
        let heard = now.addingTimeInterval(-age)
        return [
            SensorReading(
                name: "Garden", kind: .temperature, value: temperature, updatedAt: heard, staleAfter: 1800,
                place: place, role: .outdoor),
            SensorReading(
                name: "Garden", kind: .humidity, value: humidity, updatedAt: heard, staleAfter: 1800, place: place,
                role: .outdoor)
        ]
    }

    @Test func aFreshStationIsTheCurrentReadingOnTheNowPage() throws {
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin()) { $0.sensors = Self.garden() }
        #expect(canvas.text.contains("Garden 11.4° · 63 % · from your station"), "\(canvas.text)")
        #expect(canvas.text.contains("Humidity 63%"), "\(canvas.text)")
        let provider = try DashboardSnapshotTests.render(SampleForecasts.berlin()).text
        #expect(canvas.text != provider)
        // The big digits: 11 rather than the provider's 3.
        let state = Self.state { $0.sensors = Self.garden() }
        #expect(state.displayedForecast?.current.temperature == 11.4)
        #expect(state.displayedForecast?.current.station?.providerTemperature == 3.2)
        let wall = try DashboardSnapshotTests.render(SampleForecasts.berlin(), columns: 200, rows: 60) {
            $0.sensors = Self.garden()
        }
        #expect(wall.text.contains("from your station"), "\(wall.text)")
    }

    @Test func aSilentStationFallsBackToTheProvider() throws {
        let state = Self.state { $0.sensors = Self.garden(age: 31 * 60) }
        #expect(state.displayedForecast?.current.temperature == 3.2)
        #expect(state.displayedForecast?.current.station == nil)
        let canvas = try DashboardSnapshotTests.render(SampleForecasts.berlin()) {
            $0.sensors = Self.garden(age: 31 * 60)
        }
        #expect(!canvas.text.contains("from your station"), "\(canvas.text)")
        #expect(canvas.text.contains("Garden 11.4° · 63 % (silent 31 min)"), "\(canvas.text)")
        // The same state one tick later: the window runs out without any new message.
        var ticking = Self.state { $0.sensors = Self.garden(age: 29 * 60) }
        #expect(ticking.displayedForecast?.current.temperature == 11.4)
        ticking.now = Self.now.addingTimeInterval(2 * 60)
        #expect(ticking.displayedForecast?.current.temperature == 3.2)
    }

    @Test func inOtherUnitsTheStationIsConverted() {
        var state = Self.state { $0.sensors = Self.garden(temperature: 10) }
        state.units = .imperial
        #expect(state.displayedForecast?.current.temperature == 50)
        #expect(
            state.displayedForecast.flatMap { $0.current.station?.providerTemperature }.map { ($0 * 10).rounded() / 10 }
                == 37.8)
    }

    @Test func aStationTiedToNoPlaceIsTheFirstPlacesAndATiedOneIsItsPlaces() throws {
        var state = PlacesSnapshotTests.state(places: 4, columns: 120, rows: 40)
        state.sensors = Self.garden()
        #expect(state.displayedForecast(forPlace: 0)?.current.station != nil)
        #expect(
            state.displayedForecast(forPlace: 1)?.current.station == nil, "Grandma's town is not measured in our garden"
        )
        let places = try PlacesSnapshotTests.render(state).text
        #expect(
            places.components(separatedBy: "from your station").count == 2, "the first card alone is marked: \(places)")
        state.sensors = Self.garden(place: state.places[1])
        #expect(state.displayedForecast(forPlace: 0)?.current.station == nil)
        #expect(state.displayedForecast(forPlace: 1)?.current.temperature == 11.4)
    }

    @Test func theNightPageSaysWhoseTemperatureItIs() throws {
        var state = NightModeTests.nightState()
        state.sensors = Self.garden().map { reading in
            var heard = reading
            heard.updatedAt = state.now.addingTimeInterval(-60)
            return heard
        }
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        #expect(canvas.text.contains("from your station"), "\(canvas.text)")
        #expect(state.displayedForecast?.current.temperature == 11.4, "the night's digits are the station's")
    }

    @Test func theMarkIsInEveryLanguage() throws {
        for ui in UILanguage.translated where ui != .english {
            let language = try Language.load(ui, assets: Snapshot.assetsDirectory)
            let mark = language.text(.fromYourStation)
            #expect(!mark.isEmpty && mark != "from your station", "\(ui)")
        }
    }

    @Test func aMoodKeepsWhichTemperatureItUsed() {
        let station = Self.state { $0.sensors = Self.garden() }
        #expect(station.weatherForMood?.temperatureCelsius == 11.4)
        #expect(station.weatherForMood?.temperatureSource == .station)
        #expect(station.indoorForMood == nil, "an outdoor station is not the indoors")
        let provider = Self.state { $0.sensors = Self.garden(age: 3600) }
        #expect(provider.weatherForMood?.temperatureCelsius == 3.2)
        #expect(provider.weatherForMood?.temperatureSource == .provider)
    }

    static func state(_ configure: (inout AppState) -> Void) -> AppState {
        var state = AppState(
            forecast: SampleForecasts.berlin(), units: .metric, size: Size(columns: 80, rows: 24), now: now)
        configure(&state)
        return state
    }
}
