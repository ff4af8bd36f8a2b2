import Foundation
import HTTP
import Locking
import Testing

@testable import WeatherKit

/// MET Norway's caching terms: nothing asked before `Expires`, `If-Modified-Since` after it, a 304 keeping the last
/// answer as fresh data.
struct MetNorwayConditionalTests {
    /// Answers from a script, one response per request, and remembers each request's headers.
    final class ScriptedHTTP: HTTPFetching, Sendable {
        private let script: Locked<[(status: Int, headers: [String: String], body: Data)]>
        let requests = Locked<[RequestHeaders]>([])

        init(_ script: [(status: Int, headers: [String: String], body: Data)]) {
            self.script = Locked(script)
        }

        func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
            try await get(url, headers: RequestHeaders())
        }

        func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
            requests.withLock { $0.append(headers) }
            guard let next = script.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
                return HTTPResponse(url: url, status: 599, body: Data())
            }
            return HTTPResponse(url: url, status: next.status, headers: next.headers, body: next.body)
        }

        var sent: [RequestHeaders] { requests.withLock { $0 } }
    }

    /// 2026-03-10 12:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_773_144_000)
    static let place = Place(name: "Oslo", latitude: 59.9139, longitude: 10.7522, timeZoneIdentifier: "Europe/Oslo")
    static let lastModified = "Tue, 10 Mar 2026 11:58:00 GMT"

    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    @Test func expiresThenIfModifiedSinceThen304() async throws {
        let body = MetNorwayBody(start: Self.start).data()
        let http = ScriptedHTTP([
            (
                200,
                ["last-modified": Self.lastModified, "expires": Self.httpDate(Self.start.addingTimeInterval(1800))],
                body
            ),
            (304, ["expires": Self.httpDate(Self.start.addingTimeInterval(4200))], Data())
        ])
        let provider = MetNorwayProvider(base: URL(string: "http://127.0.0.1:9")!, http: http)
        let request = ForecastRequest(place: Self.place)

        let first = try await provider.forecast(request, now: Self.start)
        #expect(http.sent.count == 1)
        #expect(http.sent.first?["If-Modified-Since"] == nil)

        // Before Expires: no request, and the data counts as fetched now.
        let tenLater = Self.start.addingTimeInterval(600)
        let kept = try await provider.forecast(request, now: tenLater)
        #expect(http.sent.count == 1)
        #expect(kept.fetchedAt == tenLater)
        #expect(kept.current.temperature == first.current.temperature)

        // After Expires: asked with If-Modified-Since; the 304 keeps the forecast, fresh at now.
        let fortyLater = Self.start.addingTimeInterval(2400)
        let revalidated = try await provider.forecast(request, now: fortyLater)
        #expect(http.sent.count == 2)
        #expect(http.sent.last?["If-Modified-Since"] == Self.lastModified)
        #expect(revalidated.fetchedAt == fortyLater)
        #expect(revalidated.provider == .metNorway)
        // Read again at now: the step begun at 12:00 is still the current one.
        #expect(revalidated.current.time == Self.start)

        // The 304's Expires is the new one: nothing asked before it.
        _ = try await provider.forecast(request, now: Self.start.addingTimeInterval(4000))
        #expect(http.sent.count == 2)
    }

    @Test func withoutValidatorsEveryFetchAsksPlainly() async throws {
        let body = MetNorwayBody(start: Self.start).data()
        let http = ScriptedHTTP([(200, [:], body), (200, [:], body)])
        let provider = MetNorwayProvider(base: URL(string: "http://127.0.0.1:9")!, http: http)
        let request = ForecastRequest(place: Self.place)
        _ = try await provider.forecast(request, now: Self.start)
        _ = try await provider.forecast(request, now: Self.start.addingTimeInterval(60))
        #expect(http.sent.count == 2)
        #expect(http.sent.allSatisfy { $0["If-Modified-Since"] == nil })
    }

    @Test func aServerErrorAfterExpiresIsAnError() async throws {
        let body = MetNorwayBody(start: Self.start).data()
        let http = ScriptedHTTP([
            (200, ["expires": Self.httpDate(Self.start.addingTimeInterval(60))], body),
            (503, [:], Data())
        ])
        let provider = MetNorwayProvider(base: URL(string: "http://127.0.0.1:9")!, http: http)
        let request = ForecastRequest(place: Self.place)
        _ = try await provider.forecast(request, now: Self.start)
        await #expect(throws: WeatherError.serverError(host: "127.0.0.1:9", status: 503, detail: nil)) {
            try await provider.forecast(request, now: Self.start.addingTimeInterval(120))
        }
    }

    @Test func expiresIsReadAndBounded() {
        let now = Self.start
        let response = HTTPResponse(
            url: URL(string: "http://h")!, status: 200,
            headers: ["expires": Self.httpDate(now.addingTimeInterval(1800))], body: Data())
        #expect(response.expires(now: now) == now.addingTimeInterval(1800))
        let far = HTTPResponse(
            url: URL(string: "http://h")!, status: 200,
            headers: ["expires": Self.httpDate(now.addingTimeInterval(10 * 86_400))], body: Data())
        #expect(far.expires(now: now) == now.addingTimeInterval(86_400))
        #expect(
            HTTPResponse(url: URL(string: "http://h")!, status: 200, headers: ["expires": "0"], body: Data()).expires(
                now: now) == nil)
    }
}
