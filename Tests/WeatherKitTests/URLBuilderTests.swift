import Foundation
import HTTP
import Testing

@testable import WeatherKit

@Suite struct URLBuilderTests {
    @Test func noParametersMeansNoQuestionMark() throws {
        let base = try #require(URL(string: "http://ip-api.com"))
        #expect(URLBuilder(base: base, path: "/json/").url(query: []).absoluteString == "http://ip-api.com/json/")
    }

    @Test func pathGoesUnderABaseWithItsOwnPath() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/proxy/"))
        let url = URLBuilder(base: base, path: "/v1/forecast").url(query: [
            ("latitude", "52.5200"), ("timezone", "auto")
        ])
        #expect(url.absoluteString == "http://127.0.0.1:8080/proxy/v1/forecast?latitude=52.5200&timezone=auto")
    }

    @Test func plusAndSpacesAreEncoded() throws {
        let base = try #require(URL(string: "https://geocoding-api.open-meteo.com"))
        let url = URLBuilder(base: base, path: "/v1/search").url(query: [("name", "Saint-Denis + Île"), ("count", "10")]
        )
        #expect(
            url.absoluteString
                == "https://geocoding-api.open-meteo.com/v1/search?name=Saint-Denis%20%2B%20%C3%8Ele&count=10")
        #expect(url.query("name") == "Saint-Denis + Île")
    }

    @Test func coordinatesHaveFourDecimals() {
        #expect(URLBuilder.coordinate(27.7172) == "27.7172")
        #expect(URLBuilder.coordinate(-73.96611) == "-73.9661")
        #expect(URLBuilder.coordinate(0) == "0.0000")
    }
}
