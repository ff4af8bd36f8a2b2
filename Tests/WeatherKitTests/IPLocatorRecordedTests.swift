import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// ip-api.com bodies from `../shared/fixtures/recorded` (`ipgeo/` and `doc_examples/`).
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct IPLocatorRecordedTests {
    static func data(_ folder: String, _ name: String) throws -> Data {
        let directory = try #require(FixtureFile.recordedDirectory)
        return try Data(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name))
    }

    static func locator(answering body: Data) -> (IPLocator, StubHTTP) {
        // StubHTTP keys on `URL.path`, which drops the trailing slash of `/json/`.
        let http = StubHTTP(path: "/json", body: body, headers: ["content-type": "application/json; charset=utf-8"])
        return (IPLocator(base: URL(string: "http://127.0.0.1:9")!, http: http), http)
    }

    @Test func successBodyDecodes() throws {
        let body = try Self.data("ipgeo", "ip-api_json_success_montreal_docs-sample.json")
        let decoded = try HTTPResponse(url: URL(string: "http://127.0.0.1:9/json/")!, status: 200, body: body)
            .decode(IPLocationResponse.self)
        #expect(decoded.status == "success")
        #expect(decoded.message == nil)
        #expect(decoded.city == "Montreal")
        #expect(decoded.regionName == "Quebec")
        #expect(decoded.country == "Canada")
        #expect(decoded.countryCode == "CA")
        #expect(decoded.lat == 45.504)
        #expect(decoded.lon == -73.552)
        #expect(decoded.timezone == "America/Toronto")
    }

    @Test func successBecomesAPlace() async throws {
        let (locator, http) = Self.locator(
            answering: try Self.data("ipgeo", "ip-api_json_success_montreal_docs-sample.json"))
        let place = try await locator.locate()
        #expect(
            place
                == Place(
                    name: "Montreal", region: "Quebec", country: "Canada", countryCode: "CA",
                    latitude: 45.504, longitude: -73.552, timeZoneIdentifier: "America/Toronto"))
        #expect(place.displayName == "Montreal, Quebec, CA")
        #expect(http.requests.map(\.absoluteString) == ["http://127.0.0.1:9/json/"])
    }

    @Test func failBodyBecomesIPLocationFailed() async throws {
        let (locator, _) = Self.locator(
            answering: try Self.data("doc_examples", "ip-api_fail_private-range_constructed-from-docs.json"))
        do {
            let place = try await locator.locate()
            Issue.record("expected a failure, got \(place)")
        } catch {
            #expect(error == .ipLocationFailed(detail: #"the service said "private range""#))
            #expect(error.message.contains("private range"))
            #expect(
                error.message.hasSuffix(#"— the service said "private range": pass --city NAME or --lat and --lon."#))
        }
    }
}
