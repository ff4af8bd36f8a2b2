import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import WeatherKit

/// `HTTPClient` against `StubURLProtocol`: nothing leaves the process. Every test uses its own URL.
@Suite(.serialized) struct HTTPClientTests {
    /// A URL no other test uses, on loopback so that even a broken stub could never reach another host.
    static func uniqueURL(port: Int = 9, query: String? = nil, function: String = #function) -> URL {
        let name = function.filter { $0.isLetter || $0.isNumber }
        var text = "http://127.0.0.1:\(port)/\(name)/\(UUID().uuidString)"
        if let query { text += "?\(query)" }
        guard let url = URL(string: text) else { preconditionFailure("bad test URL \(text)") }
        return url
    }

    static func client(timeout: TimeInterval = HTTPClient.defaultTimeout, secrets: [String] = []) -> HTTPClient {
        HTTPClient(timeout: timeout, redactor: Redactor(secrets: secrets), configuration: StubURLProtocol.configuration())
    }

    /// The error `get` throws; records an issue when it answers instead.
    static func error(fetching url: URL, with client: HTTPClient = client()) async -> WeatherError? {
        do {
            let response = try await client.get(url)
            Issue.record("expected an error, got HTTP \(response.status)")
            return nil
        } catch {
            return error
        }
    }

    @Test func okResponseKeepsStatusBodyAndLowerCasedHeaders() async throws {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        let body = Data(#"{"latitude":52.52,"name":"Zürich"}"#.utf8)
        StubURLProtocol.stub(url, .response(
            status: 200,
            headers: ["Content-Type": "application/json; charset=utf-8", "X-Request-ID": "abc-123", "Retry-After": "5"],
            body: body))

        let response = try await Self.client().get(url)

        #expect(response.status == 200)
        #expect(response.url == url)
        #expect(response.body == body)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.headers["x-request-id"] == "abc-123")
        #expect(response.headers["retry-after"] == "5")
        #expect(response.headers["Content-Type"] == nil, "names are lower-cased, not duplicated")
        #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
        #expect(response.hostDescription == "127.0.0.1:9")
    }

    @Test func errorStatusesAreReturnedNotThrown() async throws {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        let body = Data(#"{"error":true,"reason":"The service is overloaded"}"#.utf8)
        StubURLProtocol.stub(url, .response(status: 503, headers: ["Content-Type": "application/json"], body: body))

        let response = try await Self.client().get(url)

        #expect(response.status == 503)
        #expect(response.body == body)
        #expect(throws: WeatherError.serverError(host: "127.0.0.1:9", status: 503, detail: "The service is overloaded")) {
            try response.checkStatus(provider: nil)
        }
    }

    @Test func emptyBodyArrivesAsEmptyData() async throws {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .response(status: 404, headers: ["Content-Length": "0"], body: Data()))

        let response = try await Self.client().get(url)

        #expect(response.status == 404)
        #expect(response.body.isEmpty)
    }

    /// (On Linux the session's `User-Agent` and `Accept` are added below URLProtocol, so they cannot be seen here.)
    @Test func requestCarriesTheClientsTimeout() async throws {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .response(status: 200, headers: [:], body: Data("{}".utf8)))

        _ = try await Self.client(timeout: 7).get(url)

        let request = try #require(StubURLProtocol.request(for: url))
        #expect(request.timeoutInterval == 7)
        #expect(request.url == url)
    }

    @Test func unknownHostBecomesHostNotFound() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.cannotFindHost))

        let error = await Self.error(fetching: url)

        #expect(error == .hostNotFound(host: "127.0.0.1:9"))
        #expect(error?.message == "Cannot find the host 127.0.0.1:9 (DNS lookup failed): check the address and your network connection.")
    }

    @Test func dnsFailureAlsoBecomesHostNotFound() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.dnsLookupFailed))

        #expect(await Self.error(fetching: url) == .hostNotFound(host: "127.0.0.1:9"))
    }

    @Test func refusedConnectionBecomesConnectionRefused() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.cannotConnectToHost))

        let error = await Self.error(fetching: url)

        #expect(error == .connectionRefused(host: "127.0.0.1:9"))
        #expect(error?.message == "Cannot connect to 127.0.0.1:9 (connection refused): check --api-base and your network.")
    }

    @Test func timeoutCarriesTheClientsOwnTimeout() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.timedOut))

        let error = await Self.error(fetching: url, with: Self.client(timeout: 7))

        #expect(error == .timedOut(host: "127.0.0.1:9", seconds: 7))
        #expect(error?.message == "127.0.0.1:9 did not answer within 7 s: check your network, or raise --timeout.")
    }

    @Test func timeoutWithTheDefaultTimeout() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.timedOut))

        #expect(await Self.error(fetching: url) == .timedOut(host: "127.0.0.1:9", seconds: HTTPClient.defaultTimeout))
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .networkConnectionLost])
    func noConnectionBecomesNetwork(code: URLError.Code) async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(code))

        let error = await Self.error(fetching: url)

        #expect(error == .network(host: "127.0.0.1:9", detail: "no network connection"))
        #expect(error?.message == "Cannot reach 127.0.0.1:9 (no network connection): check your network connection.")
    }

    @Test func garbledHTTPBecomesInvalidResponse() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.badServerResponse))

        #expect(await Self.error(fetching: url) == .invalidResponse(host: "127.0.0.1:9", reason: "the answer was not valid HTTP"))
    }

    @Test func otherFailuresBecomeNetworkWithoutTheKey() async {
        let secret = "0123456789abcdef0123456789abcdef"
        let url = Self.uniqueURL(query: "lat=1&appid=\(secret)&units=metric")
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.secureConnectionFailed))

        let error = await Self.error(fetching: url, with: Self.client(secrets: [secret]))

        guard case .network(let host, _) = error else {
            Issue.record("expected .network, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1:9")
        #expect(error?.message.contains(secret) == false)
    }

    @Test func bodyOverTheLimitIsRefused() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        let body = Data(repeating: UInt8(ascii: " "), count: HTTPClient.maximumBodyBytes + 1)
        StubURLProtocol.stub(url, .response(status: 200, headers: ["Content-Type": "application/json"], body: body))

        let error = await Self.error(fetching: url)

        #expect(error == .responseTooLarge(host: "127.0.0.1:9", limitBytes: 4 * 1024 * 1024))
        #expect(error?.message == "127.0.0.1:9 sent more than 4096 KiB, more than any forecast needs: check --api-base.")
    }

    /// A fetch whose task is cancelled before its request starts still ends (once), instead of waiting forever.
    @Test(.timeLimit(.minutes(1))) func aRequestCancelledBeforeItStartsEnds() async {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .response(status: 200, headers: [:], body: Data("{}".utf8)))
        let client = Self.client()
        for _ in 0..<200 {
            let fetch = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try? await client.get(url)
            }
            _ = await fetch.value
        }
    }

    @Test func bodyAtExactlyTheLimitIsAccepted() async throws {
        let url = Self.uniqueURL()
        defer { StubURLProtocol.remove(url) }
        let body = Data(repeating: UInt8(ascii: " "), count: HTTPClient.maximumBodyBytes)
        StubURLProtocol.stub(url, .response(status: 200, headers: [:], body: body))

        let response = try await Self.client().get(url)

        #expect(response.body.count == HTTPClient.maximumBodyBytes)
    }

    @Test func hostDescriptionIncludesThePort() async {
        let url = Self.uniqueURL(port: 8080)
        defer { StubURLProtocol.remove(url) }
        StubURLProtocol.stub(url, .failure(.cannotConnectToHost))

        #expect(await Self.error(fetching: url) == .connectionRefused(host: "127.0.0.1:8080"))
    }

    @Test func hostDescriptionOfURLs() throws {
        let withPort = try #require(URL(string: "http://127.0.0.1:8080/v1/forecast?latitude=1"))
        let withoutPort = try #require(URL(string: "https://api.open-meteo.com/v1/forecast"))
        let defaultPortSpelledOut = try #require(URL(string: "https://api.open-meteo.com:443/v1/forecast"))
        #expect(HTTPClient.hostDescription(of: withPort) == "127.0.0.1:8080")
        #expect(HTTPClient.hostDescription(of: withoutPort) == "api.open-meteo.com")
        #expect(HTTPClient.hostDescription(of: defaultPortSpelledOut) == "api.open-meteo.com:443")
        #expect(HTTPResponse(url: withPort, status: 200, body: Data()).hostDescription == "127.0.0.1:8080")
    }
}
