import Foundation
import HTTP
import Locking

@testable import WeatherKit

/// Answers requests from canned responses keyed by URL path, and remembers what was asked.
final class StubHTTP: HTTPFetching, Sendable {
    private let responses: [String: (status: Int, body: Data, headers: [String: String])]
    private let failure: WeatherError?
    private let requested = Locked<[URL]>([])

    init(
        _ responses: [String: (status: Int, body: Data, headers: [String: String])] = [:], failure: WeatherError? = nil
    ) {
        self.responses = responses
        self.failure = failure
    }

    convenience init(path: String, status: Int = 200, body: Data, headers: [String: String] = [:]) {
        self.init([path: (status, body, headers)])
    }

    /// JSON bodies as text, by path.
    convenience init(answers: [String: (Int, String)]) {
        self.init(
            answers.mapValues { (status: $0.0, body: Data($0.1.utf8), headers: ["content-type": "application/json"]) })
    }

    var requests: [URL] { requested.withLock { $0 } }

    func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        requested.withLock { $0.append(url) }
        if let failure { throw failure }
        guard let canned = responses[url.path] else {
            return HTTPResponse(url: url, status: 404, body: Data())
        }
        return HTTPResponse(url: url, status: canned.status, headers: canned.headers, body: canned.body)
    }
}

extension URL {
    var queryParameters: [String: String] {
        let items = URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    /// The value of one query parameter.
    func query(_ name: String) -> String? {
        URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}
