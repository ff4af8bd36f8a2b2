import Foundation
import HTTP
import Locking

/// An `HTTPFetching` that counts the requests it passes on, for a provider's daily budget: only requests that
/// were sent count (an answer reused before its `Expires` sends none).
public final class CountingHTTP: HTTPFetching, Sendable {
    private let inner: any HTTPFetching
    private let count = Locked(0)

    public init(_ inner: any HTTPFetching) {
        self.inner = inner
    }

    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        return try await inner.get(url)
    }

    public func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        return try await inner.get(url, headers: headers)
    }

    /// The requests sent since the last call.
    public func take() -> Int {
        count.withLock { value in
            defer { value = 0 }
            return value
        }
    }
}
