import Drawing
import Foundation
import ScreenText
import Testing
import Translation
import WeatherKit

@testable import Dashboard

/// The Places page at a terminal, a large monitor and a wall, with two, five and nine saved places: cards
/// aligned in a grid, the digits as large as every card allows, a place still waiting, stale data with its age,
/// an alert badge; and with one place there is no such page.
@Suite struct PlacesSnapshotTests {
    static let now = SampleForecasts.berlinNow

    /// Nine places in as many kinds of weather, clocks and states.
    static func forecasts() -> [Forecast?] {
        func place(
            _ name: String, _ condition: Condition, _ temperature: Double, offset: Int, zone: String,
            isDay: Bool = true, fetched: TimeInterval = -12 * 60
        ) -> Forecast {
            var forecast = SampleForecasts.berlin(
                name: name, condition: condition, isDay: isDay, temperature: temperature)
            forecast.location = Location(
                name: name, country: nil, latitude: 10, longitude: 10, timeZoneIdentifier: zone,
                utcOffsetSeconds: offset)
            forecast.fetchedAt = now.addingTimeInterval(fetched)
            return forecast
        }
        return [
            place("Berlin", .partlyCloudy, 3.2, offset: 3600, zone: "Europe/Berlin"),
            place("Kathmandu", .clear, 18, offset: 20_700, zone: "Asia/Kathmandu"),
            place("New York", .rain, 9, offset: -18_000, zone: "America/New_York", isDay: false),
            nil,
            place("Longyearbyen", .snow, -15, offset: 3600, zone: "Arctic/Longyearbyen", fetched: -3 * 3600),
            place("Mumbai", .thunderstorm, 28, offset: 19_800, zone: "Asia/Kolkata"),
            place("Kiritimati", .cloudy, 27, offset: 50_400, zone: "Pacific/Kiritimati", isDay: false),
            place("Reykjavík", .fog, -2, offset: 0, zone: "Atlantic/Reykjavik"),
            place(
                "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", .drizzle, 11, offset: 0,
                zone: "Europe/London")
        ]
    }

    static let names = [
        "Home", "Kathmandu", "Office NYC", "Cabin", "Svalbard", "Mumbai", "Kiritimati", "Reykjavík", "Llanfair PG"
    ]

    static func state(places count: Int, columns: Int, rows: Int, selected: Int = 0) -> AppState {
        let forecasts = forecasts()
        var state = AppState(forecast: forecasts[0], units: .metric, size: Size(columns: columns, rows: rows), now: now)
        state.places = count > 1 ? Array(names.prefix(count)) : []
        for index in 1..<max(1, count) {
            if let forecast = forecasts[index] { state.placeStates[index].forecast = forecast }
        }
        if state.placeStates.indices.contains(3) {
            state.placeStates[3].failures = 1
            state.placeStates[3].failureKind = .unreachable
        }
        state.alertsMinimum = .minor
        if state.placeStates.indices.contains(1) {
            state.placeStates[1].alerts = AlertReport(
                coverage: .source(.meteoAlarm),
                alerts: [
                    Alert(
                        source: .meteoAlarm, event: "Severe thunderstorm warning", severity: .severe,
                        ends: now.addingTimeInterval(7200)),
                    Alert(source: .meteoAlarm, event: "Wind", severity: .minor, ends: now.addingTimeInterval(7200))
                ], fetchedAt: now)
        }
        state.page = .places
        state.selectedPlace = selected
        return state
    }

    static func render(_ state: AppState) throws -> Canvas {
        let canvas = DashboardView(state: state, assets: try Snapshot.assets()).render()
        for row in 0..<state.size.rows {
            #expect(
                DisplayWidth.of(canvas.line(row)) == state.size.columns,
                "row \(row) is drawn to exactly the screen's width")
        }
        return canvas
    }

    @Test(arguments: [(80, 24), (200, 60), (320, 90)])
    func twoFiveAndNinePlaces(columns: Int, rows: Int) throws {
        for (count, selected) in [(2, 0), (5, 2), (9, 4)] {
            let canvas = try Self.render(Self.state(places: count, columns: columns, rows: rows, selected: selected))
            try Snapshot.expect(canvas, matches: "places-\(count)-\(columns)x\(rows)")
        }
    }

    @Test func twoCardsSideBySideAt80x24AndUpToNineOnAWall() throws {
        #expect(PlacesGrid(count: 2, in: Size(columns: 80, rows: 21)).capacity == 2)
        #expect(
            PlacesGrid(count: 5, in: Size(columns: 80, rows: 20)).capacity == 2, "five places: two at a time, scrolled")
        let wall = PlacesGrid(count: 9, in: Size(columns: 320, rows: 87))
        #expect(wall.columns == 3 && wall.rows == 3)
        let six = PlacesGrid(count: 6, in: Size(columns: 320, rows: 87))
        #expect(six.capacity == 6)
        let text = try Self.render(Self.state(places: 5, columns: 80, rows: 24, selected: 2)).text
        #expect(text.contains("Places 3–4 of 5"), "the screenful that holds the selection")
        #expect(text.contains("waiting for the first forecast"))
    }

    /// The pager names what is shown and offers ↓ only where it leads somewhere, and never on a kiosk.
    @Test func thePagerOffersMoreOnlyWhenThereIsMore() throws {
        let middle = try Self.render(Self.state(places: 5, columns: 80, rows: 24, selected: 2)).text
        #expect(middle.contains("Places 3–4 of 5 · ↓ for more"), "\(middle)")
        let last = try Self.render(Self.state(places: 5, columns: 80, rows: 24, selected: 4)).text
        #expect(last.contains("Place 5 of 5") && !last.contains("for more"), "\(last)")
        var kiosk = Self.state(places: 5, columns: 80, rows: 24, selected: 2)
        kiosk.appearance.showsKeyHints = false
        #expect(!(try Self.render(kiosk).text.contains("for more")))
    }

    /// A card too narrow for the whole sentence says there are no hours, not that no rain is coming.
    @Test func aNarrowCardWithoutHoursDoesNotPromiseNoRain() throws {
        var state = Self.state(places: 2, columns: 80, rows: 24)
        state.placeStates[1].forecast?.hourly = []
        state.forecast?.hourly = []
        let text = try Self.render(state).text
        #expect(text.contains("No hourly data"), "\(text)")
        #expect(!text.contains("No rain in 24 h"))
    }

    @Test func staleDataShowsItsAgeAndAlertsABadge() throws {
        let text = try Self.render(Self.state(places: 5, columns: 200, rows: 60)).text
        #expect(text.contains("Stale — data from"), "\(text)")
        #expect(text.contains("3 h old"))
        #expect(text.contains("⚠ Severe thunderstorm warning +1"))
        #expect(text.contains("Offline — retrying by itself"))
    }

    @Test func withOnePlaceThereIsNoPlacesPageToDraw() throws {
        var single = Self.state(places: 1, columns: 80, rows: 24)
        let places = try Self.render(single).text
        single.page = .now
        #expect(places == (try Self.render(single).text), "the Now page stands in")
        #expect(places.contains("● ○ ○") && !places.contains("○ ○ ○ ○"), "three pages in the header")
    }

    @Test func asciiIconsDrawTheCardsInASCII() throws {
        var state = Self.state(places: 2, columns: 80, rows: 24)
        state.appearance.icons = .ascii
        let canvas = try Self.render(state)
        #expect(canvas.text.contains("#===="), "the selected card's frame")
        #expect(!canvas.text.contains("╭") && !canvas.text.contains("┏"))
    }

    /// Saved names come from a file and place names from a server: no terminal command reaches a cell.
    @Test func hostileNamesReachNoCell() throws {
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}Town"
        for (columns, rows) in [(80, 24), (200, 60), (320, 90)] {
            var state = Self.state(places: 5, columns: columns, rows: rows)
            state.places[1] = hostile
            state.placeStates[2].forecast?.location.name = hostile
            let canvas = try Self.render(state)
            let unsafe = canvas.cells.flatMap { $0.text?.unicodeScalars.filter(TerminalText.isUnsafe) ?? [] }
            #expect(unsafe.isEmpty, "\(columns)x\(rows): \(unsafe.map { String($0.value, radix: 16) })")
        }
    }

    /// A card whose refresh failed says so whole in a longer language: its age gives way first.
    @Test func aFailedRefreshIsSaidWholeInGerman() throws {
        let german = try Language.load(.german, assets: Snapshot.assetsDirectory)
        var state = Self.state(places: 2, columns: 120, rows: 40)
        state.appearance.timeStyle = TimeStyle(language: german)
        state.appearance.language = german
        state.page = .places
        state.placeStates[0].failures = 1
        state.placeStates[0].failureKind = .serverFailed
        // Fetched this minute: "(gerade eben)" is the longest age, one column too many beside the failure.
        state.placeStates[0].forecast?.fetchedAt = Self.now
        let text = try Self.render(state).text
        #expect(text.contains(german.text(.cardRefreshFailed)), "\(text)")
        #expect(!text.contains("fehlgeschlag…"), "\(text)")
        #expect(text.contains("Stand 10:42 · Aktualisierung fehlgeschlagen"), "the age gave way: \(text)")
        var english = Self.state(places: 2, columns: 120, rows: 40)
        english.page = .places
        english.placeStates[0].failures = 1
        english.placeStates[0].failureKind = .serverFailed
        #expect(
            try Self.render(english).text.contains("Updated 10:30 (12 min ago) · refresh failed"),
            "English keeps the age: it fits")
    }
}
