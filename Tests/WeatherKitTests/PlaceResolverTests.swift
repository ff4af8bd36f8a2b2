import Foundation
import Testing

@testable import WeatherKit

@Suite struct PlaceResolverTests {
    static let springfields = [
        Place(
            name: "Springfield", region: "Illinois", country: "United States", countryCode: "US", latitude: 39.8,
            longitude: -89.6, population: 116_250),
        Place(
            name: "Springfield", region: "Missouri", country: "United States", countryCode: "US", latitude: 37.2,
            longitude: -93.3, population: 169_176),
        Place(
            name: "Springfield", region: "Tasmania", country: "Australia", countryCode: "AU", latitude: -41.2,
            longitude: 146.9)
    ]

    struct FixedGeocoder: Geocoder {
        let places: [Place]
        func search(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
            places.filter { query.countryCode == nil || $0.countryCode == query.countryCode }
        }
    }

    func resolve(_ text: String, places: [Place] = springfields) async throws -> ResolvedPlace {
        let resolver = PlaceResolver(
            geocoder: FixedGeocoder(places: places),
            ipLocator: IPLocator(base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP()))
        return try await resolver.resolve(.city(text))
    }

    @Test func parsesCountryCodesAndRegions() {
        #expect(PlaceQuery(parsing: "Paris, FR") == PlaceQuery(name: "Paris", countryCode: "FR"))
        #expect(PlaceQuery(parsing: " Springfield , Illinois ") == PlaceQuery(name: "Springfield", area: "Illinois"))
        #expect(
            PlaceQuery(parsing: "Springfield, Illinois, us")
                == PlaceQuery(name: "Springfield", countryCode: "US", area: "Illinois"))
        #expect(PlaceQuery(parsing: "東京") == PlaceQuery(name: "東京"))
    }

    @Test func mostPopulousWinsAndTheNoteNamesTheOthers() async throws {
        let resolved = try await resolve("Springfield")
        #expect(resolved.place.region == "Missouri")
        let note = try #require(resolved.note?.text(in: .english))
        #expect(note.contains("3 places match \"Springfield\"; using Springfield, Missouri, US."))
        #expect(note.contains("Springfield, Illinois, US"))
        #expect(note.contains("--city \"Springfield, Illinois\""))
    }

    @Test func aRegionNarrowsTheMatches() async throws {
        let resolved = try await resolve("Springfield, illinois")
        #expect(resolved.place.region == "Illinois")
        #expect(resolved.note == nil)
        let australian = try await resolve("Springfield, AU")
        #expect(australian.place.region == "Tasmania")
    }

    @Test func noMatchInTheRegionIsPlaceNotFound() async throws {
        await #expect(throws: WeatherError.placeNotFound(query: "Springfield, Ohio")) {
            _ = try await resolve("Springfield, Ohio")
        }
    }

    /// A geocoder that ignores the country filter answers "Kathmandu, US" with the Nepalese one: it is not taken.
    struct CountryBlindGeocoder: Geocoder {
        let places: [Place]
        func search(_ query: PlaceQuery) async throws(WeatherError) -> [Place] { places }
    }

    @Test func theCountryOfTheResultIsChecked() async throws {
        let nepal = Place(
            name: "Kathmandu", region: "Bagmati", country: "Nepal", countryCode: "NP", latitude: 27.7, longitude: 85.3,
            population: 1_442_271)
        let resolver = PlaceResolver(
            geocoder: CountryBlindGeocoder(places: [nepal]),
            ipLocator: IPLocator(base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP()))
        await #expect(throws: WeatherError.placeNotFound(query: "Kathmandu, US")) {
            _ = try await resolver.resolve(.city("Kathmandu, US"))
        }
        #expect(try await resolver.resolve(.city("Kathmandu, np")).place == nepal)
        #expect(try await resolver.candidates(for: "Kathmandu, US").isEmpty)
        let blind = PlaceResolver(
            geocoder: CountryBlindGeocoder(places: Self.springfields),
            ipLocator: IPLocator(base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP()))
        #expect(try await blind.resolve(.city("Springfield, AU")).place.region == "Tasmania")
    }

    @Test func withoutPopulationsTheGeocodersOrderStands() {
        let places = [Place(name: "A", latitude: 0, longitude: 0), Place(name: "B", latitude: 1, longitude: 1)]
        #expect(PlaceResolver.choose(from: places)?.name == "A")
        #expect(PlaceResolver.choose(from: []) == nil)
    }
}
