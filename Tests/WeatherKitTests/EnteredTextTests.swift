import Foundation
import Testing
import WeatherKit

@Suite struct EnteredTextTests {
    @Test func shortNamesAreKeptAsTheyAre() {
        #expect(EnteredText.cut("Kathmandu") == "Kathmandu")
        #expect(EnteredText.cut("東京都") == "東京都")
        let exactly = String(repeating: "é", count: EnteredText.limit)
        #expect(EnteredText.cut(exactly) == exactly)
    }

    @Test func longNamesAreCutWithAnEllipsis() {
        let cut = EnteredText.cut(String(repeating: "x", count: 5_000))
        #expect(cut.count == EnteredText.limit)
        #expect(cut.hasSuffix("…"))
    }

    /// A million zero-width joiners make one character of a million scalars: the cut counts scalars too.
    @Test func zeroWidthFloodsAndEscapeFloodsAreCut() {
        let joiners = "Oslo" + String(repeating: "\u{200D}", count: 1_000_000)
        #expect(EnteredText.cut(joiners).unicodeScalars.count <= EnteredText.limit * 2 + 1)
        let escapes = String(repeating: "\u{1B}[31m", count: 20_000) + "Vilnius"
        #expect(EnteredText.cut(escapes).unicodeScalars.count <= EnteredText.limit * 2 + 1)
    }

    @Test func placesAndLocationsAreCutAsTheyEnterAndAsTheyAreReadBack() throws {
        let long = String(repeating: "Ab", count: 10_000)
        let place = Place(name: long, region: long, country: long, latitude: 1, longitude: 2)
        #expect(place.name.count == EnteredText.limit && place.region?.count == EnteredText.limit)
        let stored = try JSONSerialization.data(withJSONObject: ["name": long, "latitude": 1, "longitude": 2])
        #expect(try JSONDecoder().decode(Place.self, from: stored).name.count == EnteredText.limit)
        let location = Location(name: long, latitude: 1, longitude: 2, utcOffsetSeconds: 0)
        #expect(location.name.count == EnteredText.limit)
        let roundTrip = try JSONDecoder().decode(Location.self, from: JSONEncoder().encode(location))
        #expect(roundTrip == location)
    }
}
