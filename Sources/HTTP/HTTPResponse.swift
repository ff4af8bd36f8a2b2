#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

public struct HTTPResponse: Sendable, Equatable {
    public var url: URL
    public var status: Int
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public init(url: URL, status: Int, headers: [String: String] = [:], body: Data) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `host` or `host:port`, to name the server in messages.
    public var hostDescription: String {
        HTTPClient.hostDescription(of: url)
    }

    /// Seconds to wait, from a `Retry-After` header in either of its forms (seconds, or an HTTP date).
    /// A server asking for more than a day is not believed: a day it is.
    public static let longestRetryAfter: TimeInterval = 86_400

    public func retryAfter(now: Date = Date()) -> TimeInterval? {
        unboundedRetryAfter(now: now).map { min($0, Self.longestRetryAfter) }
    }

    private func unboundedRetryAfter(now: Date) -> TimeInterval? {
        guard let value = headers["retry-after"]?.trimmedWhitespace, !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds.isFinite, seconds >= 0 { return seconds }
        guard let date = Self.httpDate(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// An HTTP date (`Tue, 16 Jun 2026 12:26:08 GMT`), as `Expires`, `Last-Modified` and `Retry-After` give them.
    public static func httpDate(_ text: String) -> Date? {
        HTTPDate.parse(text)
    }

    /// `Expires` as an instant; nil when absent or unreadable. A server asking for more than a day is not believed.
    public func expires(now: Date) -> Date? {
        guard let text = headers["expires"], let date = Self.httpDate(text) else { return nil }
        return min(date, now.addingTimeInterval(Self.longestRetryAfter))
    }
}
