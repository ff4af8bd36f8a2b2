import Foundation
import Testing

/// `--city "NAME, CC"` against a geocoder that ignores the country filter (it answers every search with the same
/// places): the place `wxdash now` uses is in the country asked for, or the command refuses.
@Suite struct CountryCheckEndToEndTests {
    @Test func kathmanduInTheUSIsRefusedWhenTheServerOnlyKnowsNepal() async throws {
        let server = try NowOpenMeteoEndToEndTests.server(geocoding: "geocoding_kathmandu.json")
        defer { server.stop() }
        let result = try await NowOpenMeteoEndToEndTests.now(server, ["--city", "Kathmandu, US", "--format", "json"])
        #expect(result.status == 3, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("Kathmandu, US"), "\(result.stderr)")
        let requests = server.requests()
        // The country filter was asked for, and the answer that ignored it was not used for a forecast.
        #expect(
            requests.contains { $0.path.hasPrefix("/v1/search") && $0.query.contains("countryCode=US") },
            "\(requests.map(\.query))")
        #expect(!requests.contains { $0.path.hasPrefix("/v1/forecast") }, "\(requests.map(\.path))")
    }

    @Test func theNepaleseOneIsStillFoundWithItsOwnCountry() async throws {
        let server = try NowOpenMeteoEndToEndTests.server(geocoding: "geocoding_kathmandu.json")
        defer { server.stop() }
        let result = try await NowOpenMeteoEndToEndTests.now(server, ["--city", "Kathmandu, NP", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let location = try #require(try NowOpenMeteoEndToEndTests.json(result.stdout)["location"] as? [String: Any])
        #expect(location["country"] as? String == "Nepal")
    }

    /// Paris, France is the most populous answer, but "Paris, US" means the one in Texas.
    @Test func theMatchingCountryBeatsAMorePopulousPlaceElsewhere() async throws {
        let server = try NowOpenMeteoEndToEndTests.server(geocoding: "geocoding_paris_any_country.json")
        defer { server.stop() }
        let result = try await NowOpenMeteoEndToEndTests.now(server, ["--city", "Paris, US", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let location = try #require(try NowOpenMeteoEndToEndTests.json(result.stdout)["location"] as? [String: Any])
        #expect(location["country"] as? String == "United States", "\(location)")
        #expect(location["region"] as? String == "Texas", "\(location)")
        let forecast = try #require(server.requests().first { $0.path.hasPrefix("/v1/forecast") })
        #expect(forecast.query.contains("latitude=33.66"), "\(forecast.query)")
        let unfiltered = try await NowOpenMeteoEndToEndTests.now(server, ["--city", "Paris", "--format", "json"])
        let anywhere = try #require(try NowOpenMeteoEndToEndTests.json(unfiltered.stdout)["location"] as? [String: Any])
        #expect(anywhere["country"] as? String == "France", "without a country the most populous one stands")
    }
}
