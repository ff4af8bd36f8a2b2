import Foundation
import HTTP
import Testing
import WeatherKit

/// `HTTPClient` against real servers on 127.0.0.1, well-behaved and hostile: these exercise the transport itself.
/// Tests that are not about the deadline give a long one: other suites' blocking waits can hold Swift's
/// cooperative threads for seconds (minutes under ThreadSanitizer) between two hops of a request.
@Suite struct HTTPClientLoopbackTests {
    static let patient: TimeInterval = 600

    static func url(_ server: FixtureServer, _ path: String) throws -> URL {
        try #require(URL(string: server.base + path))
    }

    /// The error `get` throws; records an issue when it answers instead.
    static func error(fetching url: URL, with client: HTTPClient = HTTPClient(timeout: patient)) async -> WeatherError?
    {
        do {
            let response = try await client.get(url)
            Issue.record("expected an error, got HTTP \(response.status)")
            return nil
        } catch {
            return error
        }
    }

    @Test func okResponseKeepsStatusBodyAndLowerCasedHeaders() async throws {
        let body = #"{"latitude":52.52,"name":"Zürich"}"#
        let server = try FixtureServer([
            "/ok": .init(body: body, headers: ["X-Request-ID": "abc-123", "Retry-After": "5"])
        ])
        defer { server.stop() }
        let url = try Self.url(server, "/ok?latitude=1")

        let response = try await HTTPClient(timeout: Self.patient).get(url)

        #expect(response.status == 200)
        #expect(response.url == url)
        #expect(response.body == Data(body.utf8))
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.headers["x-request-id"] == "abc-123")
        #expect(response.headers["retry-after"] == "5")
        #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
        #expect(response.hostDescription == "127.0.0.1:\(server.port)")
    }

    @Test func requestNamesWxdashAndAsksForJSONAndGzipOnly() async throws {
        let server = try FixtureServer(["/ok": .init(body: "{}")])
        defer { server.stop() }
        _ = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/ok"))

        let request = try #require(server.requests().first)
        #expect(request.path == "/ok")
        #expect(request.headers["user-agent"]?.hasPrefix("wxdash/") == true)
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["accept-encoding"] == "gzip")
    }

    @Test func aGzipBodyArrivesDecoded() async throws {
        let body = String(repeating: #"{"temperature": 12.5}"#, count: 200)
        let server = try FixtureServer(["/gz": .init(body: body, gzip: true)])
        defer { server.stop() }

        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/gz"))

        #expect(response.body == Data(body.utf8))
    }

    @Test func errorStatusesAreReturnedNotThrown() async throws {
        let body = #"{"error":true,"reason":"The service is overloaded"}"#
        let server = try FixtureServer(["/busy": .init(status: 503, body: body)])
        defer { server.stop() }

        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/busy"))

        #expect(response.status == 503)
        #expect(response.body == Data(body.utf8))
        #expect(
            throws: WeatherError.serverError(
                host: "127.0.0.1:\(server.port)", status: 503, detail: "The service is overloaded")
        ) {
            try response.checkStatus(provider: nil)
        }
    }

    @Test func emptyBodyArrivesAsEmptyData() async throws {
        let server = try FixtureServer(["/empty": .init(status: 404, body: "")])
        defer { server.stop() }
        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/empty"))
        #expect(response.status == 404)
        #expect(response.body.isEmpty)
    }

    @Test(arguments: ["120", "Wed, 21 Oct 2099 07:28:00 GMT"])
    func tooManyRequestsCarriesRetryAfterInEitherForm(retryAfter: String) async throws {
        let server = try FixtureServer([
            "/limited": .init(status: 429, body: "{}", headers: ["Retry-After": retryAfter])
        ])
        defer { server.stop() }

        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/limited"))

        #expect(response.status == 429)
        let wait = try #require(response.retryAfter())
        #expect(wait == (retryAfter == "120" ? 120 : HTTPResponse.longestRetryAfter))
        #expect(throws: WeatherError.rateLimited(host: "127.0.0.1:\(server.port)", retryAfter: wait)) {
            try response.checkStatus(provider: .openMeteo)
        }
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        // Port 1 is privileged and nothing listens on it here.
        let url = try #require(URL(string: "http://127.0.0.1:1/v1/forecast"))
        let error = await Self.error(fetching: url)
        #expect(error == .connectionRefused(host: "127.0.0.1:1"))
        #expect(
            error?.message == "Cannot connect to 127.0.0.1:1 (connection refused): check --api-base and your network.")
    }

    // MARK: The deadline holds whatever the server does

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            FixtureServer.Route(trickleBody: true), FixtureServer.Route(trickleHeaders: true),
            FixtureServer.Route(silent: true)
        ])
    func aServerThatNeverFinishesRunsIntoTheDeadline(route: FixtureServer.Route) async throws {
        let server = try FixtureServer(["/slow": route])
        defer { server.stop() }
        let started = Date()

        let error = await Self.error(fetching: try Self.url(server, "/slow"), with: HTTPClient(timeout: 1))

        #expect(error == .timedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
        #expect(
            error?.message
                == "127.0.0.1:\(server.port) did not finish within 1 s: check your network, or raise --timeout.")
        // Not a timing assertion: only that it gave up at all, long before the server would have finished.
        #expect(Date().timeIntervalSince(started) < 30)
    }

    /// The deadline covers the whole request, redirects included, not each hop.
    @Test(.timeLimit(.minutes(1))) func theDeadlineCoversRedirectsToo() async throws {
        let server = try FixtureServer([
            "/first": .init(status: 302, body: "", headers: ["Location": "/second"], delay: 0.6),
            "/second": .init(body: "{}", delay: 0.6)
        ])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/first"), with: HTTPClient(timeout: 1))
        #expect(error == .timedOut(host: "127.0.0.1:\(server.port)", seconds: 1))
    }

    // MARK: The size cap holds on decoded bytes

    @Test(.timeLimit(.minutes(1))) func aGzipBombIsCutOffAtTheLimit() async throws {
        let server = try FixtureServer(["/bomb": .init(gzipBombMiB: 256)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/bomb"))
        #expect(error == .responseTooLarge(host: "127.0.0.1:\(server.port)", limitBytes: HTTPClient.maximumBodyBytes))
    }

    @Test(.timeLimit(.minutes(1))) func anEndlessChunkedBodyIsCutOffAtTheLimit() async throws {
        let server = try FixtureServer(["/endless": .init(endless: true, chunked: true)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/endless"))
        #expect(error == .responseTooLarge(host: "127.0.0.1:\(server.port)", limitBytes: HTTPClient.maximumBodyBytes))
    }

    @Test func aBodyOfExactlyTheLimitIsAcceptedAndOneByteMoreIsNot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exact = folder.appendingPathComponent("exact.json")
        let over = folder.appendingPathComponent("over.json")
        try Data(repeating: UInt8(ascii: " "), count: HTTPClient.maximumBodyBytes).write(to: exact)
        try Data(repeating: UInt8(ascii: " "), count: HTTPClient.maximumBodyBytes + 1).write(to: over)
        let server = try FixtureServer(["/exact": .init(bodyFile: exact), "/over": .init(bodyFile: over)])
        defer { server.stop() }

        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/exact"))
        let error = await Self.error(fetching: try Self.url(server, "/over"))

        #expect(response.body.count == HTTPClient.maximumBodyBytes)
        #expect(error == .responseTooLarge(host: "127.0.0.1:\(server.port)", limitBytes: HTTPClient.maximumBodyBytes))
        #expect(
            error?.message
                == "127.0.0.1:\(server.port) sent more than 4096 KiB, more than any forecast needs: check --api-base.")
    }

    // MARK: Connections that end early

    @Test func aResetBeforeAnyAnswerIsANetworkFailure() async throws {
        let server = try FixtureServer(["/reset": .init(reset: true)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/reset"))
        #expect(
            error
                == .network(
                    host: "127.0.0.1:\(server.port)", detail: "the server closed the connection without answering"))
    }

    @Test func halfABodyThenCloseIsAnIncompleteAnswer() async throws {
        let server = try FixtureServer(["/half": .init(body: String(repeating: "x", count: 2000), closeEarly: true)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/half"))
        #expect(
            error
                == .invalidResponse(
                    host: "127.0.0.1:\(server.port)",
                    reason: "the server closed the connection before the whole answer arrived"))
    }

    // MARK: Answers that are not HTTP/1.x

    @Test func anAnswerWithoutAStatusLineIsNamedHTTP09() async throws {
        let server = try FixtureServer(["/bare": .init(body: #"{"latitude": 1}"#, bareBody: true)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/bare"))
        #expect(
            error
                == .invalidResponse(
                    host: "127.0.0.1:\(server.port)",
                    reason: "it answered without an HTTP status line (HTTP/0.9, or not an HTTP server)"))
    }

    @Test(.timeLimit(.minutes(1))) func aTenMegabyteHeaderLineIsNamedNotOutOfMemory() async throws {
        let server = try FixtureServer(["/long": .init(headerLineBytes: 10 * 1024 * 1024)])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/long"))
        #expect(
            error
                == .invalidResponse(
                    host: "127.0.0.1:\(server.port)", reason: "a header line ran past libcurl's 100 KiB"))
    }

    // MARK: Redirects stay on the server

    @Test func aRedirectOnTheSameServerIsFollowed() async throws {
        let server = try FixtureServer([
            "/old": .init(status: 301, body: "", headers: ["Location": "/new?x=1"]),
            "/new": .init(body: #"{"moved":true}"#)
        ])
        defer { server.stop() }
        let response = try await HTTPClient(timeout: Self.patient).get(try Self.url(server, "/old"))
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"moved":true}"#.utf8))
        #expect(server.requests().map(\.path) == ["/old", "/new"])
    }

    @Test func aRedirectToAnotherPortIsRefusedAndTheOtherServerSeesNothing() async throws {
        let secret = "0123456789abcdef0123456789abcdef"
        let other = try FixtureServer(["/v1/forecast": .init(body: "{}")])
        defer { other.stop() }
        let server = try FixtureServer([
            "/v1/forecast": .init(
                status: 302, body: "", headers: ["Location": other.base + "/v1/forecast?appid=\(secret)"])
        ])
        defer { server.stop() }
        let client = HTTPClient(timeout: Self.patient, redactor: Redactor(secrets: [secret]))

        let error = await Self.error(fetching: try Self.url(server, "/v1/forecast?appid=\(secret)"), with: client)

        #expect(
            error
                == .invalidResponse(
                    host: "127.0.0.1:\(server.port)",
                    reason: "it redirects to another server, 127.0.0.1:\(other.port), which wxdash does not follow"))
        #expect(error?.message.contains(secret) == false)
        #expect(other.requests().isEmpty)
    }

    @Test func endlessRedirectsStopAfterThree() async throws {
        let server = try FixtureServer([
            "/a": .init(status: 302, body: "", headers: ["Location": "/b"]),
            "/b": .init(status: 302, body: "", headers: ["Location": "/a"])
        ])
        defer { server.stop() }
        let error = await Self.error(fetching: try Self.url(server, "/a"))
        #expect(error == .invalidResponse(host: "127.0.0.1:\(server.port)", reason: "it redirected more than 3 times"))
        #expect(server.requests().count == 4)
    }

    // MARK: Cancellation

    @Test(.timeLimit(.minutes(1))) func cancellingAWaitingRequestEndsIt() async throws {
        let server = try FixtureServer(["/silent": .init(silent: true)])
        defer { server.stop() }
        let url = try Self.url(server, "/silent")
        let fetch = Task { await Self.error(fetching: url, with: HTTPClient(timeout: 120)) }
        try await Task.sleep(for: .milliseconds(300))
        fetch.cancel()
        let error = await fetch.value
        #expect(error == .network(host: "127.0.0.1:\(server.port)", detail: "the request was cancelled"))
    }

    /// A fetch whose task is cancelled before its request starts still ends (once), instead of waiting forever.
    @Test(.timeLimit(.minutes(1))) func requestsCancelledBeforeTheyStartEnd() async throws {
        let server = try FixtureServer(["/ok": .init(body: "{}")])
        defer { server.stop() }
        let url = try Self.url(server, "/ok")
        let client = HTTPClient(timeout: Self.patient)
        for _ in 0..<50 {
            let fetch = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try? await client.get(url)
            }
            #expect(await fetch.value == nil)
        }
    }
}
