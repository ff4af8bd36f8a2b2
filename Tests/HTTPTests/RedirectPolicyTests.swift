import Foundation
import Testing

@testable import HTTP

@Suite struct RedirectPolicyTests {
    static func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1/forecast", "http://127.0.0.1:8080/v2/forecast?x=1"),
        ("https://api.open-meteo.com/v1/forecast", "https://api.open-meteo.com/v1/other"),
        ("https://api.open-meteo.com/v1/forecast", "https://API.open-meteo.com:443/v1/other"),
        ("http://api.open-meteo.com/v1/forecast", "https://api.open-meteo.com/v1/forecast"),
        ("http://example.org:8443/a", "https://example.org:8443/a")
    ])
    func sameServerIsFollowed(from: String, to: String) throws {
        #expect(RedirectPolicy.allows(from: try Self.url(from), to: try Self.url(to)))
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1/forecast", "http://127.0.0.1:8081/v1/forecast"),
        ("http://127.0.0.1:8080/v1/forecast", "http://localhost:8080/v1/forecast"),
        ("https://api.open-meteo.com/v1/forecast", "http://api.open-meteo.com/v1/forecast"),
        ("https://api.open-meteo.com/v1/forecast", "https://evil.example/v1/forecast"),
        ("http://api.open-meteo.com/v1/forecast", "https://api.open-meteo.com:8443/v1/forecast"),
        ("http://api.open-meteo.com/v1/forecast", "ftp://api.open-meteo.com/v1/forecast"),
        ("http://api.open-meteo.com/v1/forecast", "file:///etc/passwd")
    ])
    func anotherServerIsNot(from: String, to: String) throws {
        #expect(!RedirectPolicy.allows(from: try Self.url(from), to: try Self.url(to)))
    }

    @Test func targetResolvesARelativeLocation() throws {
        let response = HTTPResponse(
            url: try Self.url("http://127.0.0.1:8080/a/b?x=1"), status: 302, headers: ["location": " ../c?y=2 "],
            body: Data())
        #expect(RedirectPolicy.target(of: response) == (try Self.url("http://127.0.0.1:8080/c?y=2")))
    }

    @Test func onlyA3xxWithALocationRedirects() throws {
        let base = try Self.url("http://127.0.0.1:8080/a")
        #expect(
            RedirectPolicy.target(of: HTTPResponse(url: base, status: 200, headers: ["location": "/b"], body: Data()))
                == nil)
        #expect(
            RedirectPolicy.target(of: HTTPResponse(url: base, status: 304, headers: ["location": "/b"], body: Data()))
                == nil)
        #expect(RedirectPolicy.target(of: HTTPResponse(url: base, status: 302, headers: [:], body: Data())) == nil)
        #expect(
            RedirectPolicy.target(of: HTTPResponse(url: base, status: 302, headers: ["location": ""], body: Data()))
                == nil)
    }

    @Test func hostDescriptionOfURLs() throws {
        let withPort = try Self.url("http://127.0.0.1:8080/v1/forecast?latitude=1")
        #expect(HTTPClient.hostDescription(of: withPort) == "127.0.0.1:8080")
        #expect(
            HTTPClient.hostDescription(of: try Self.url("https://api.open-meteo.com/v1/forecast"))
                == "api.open-meteo.com")
        #expect(
            HTTPClient.hostDescription(of: try Self.url("https://api.open-meteo.com:443/v1/forecast"))
                == "api.open-meteo.com:443")
        #expect(HTTPResponse(url: withPort, status: 200, body: Data()).hostDescription == "127.0.0.1:8080")
    }
}
