import Foundation

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
        guard let value = headers["retry-after"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds.isFinite, seconds >= 0 { return seconds }
        guard let date = Self.httpDate(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// An HTTP date (`Tue, 16 Jun 2026 12:26:08 GMT`), as `Expires`, `Last-Modified` and `Retry-After` give them.
    public static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// `Expires` as an instant; nil when absent or unreadable. A server asking for more than a day is not believed.
    public func expires(now: Date) -> Date? {
        guard let text = headers["expires"], let date = Self.httpDate(text) else { return nil }
        return min(date, now.addingTimeInterval(Self.longestRetryAfter))
    }

    /// Throws the typed error a non-2xx status means. The body's own message (`message` or `reason`) is kept as detail;
    /// a `Retry-After` date is read against `now`.
    public func checkStatus(provider: Provider?, now: Date = Date()) throws(WeatherError) {
        guard !(200..<300).contains(status) else { return }
        let detail = errorDetail
        switch status {
        case 401 where provider != nil:
            throw .invalidAPIKey(provider ?? .openWeatherMap)
        case 429:
            throw .rateLimited(host: hostDescription, retryAfter: retryAfter(now: now))
        case 500...:
            throw .serverError(host: hostDescription, status: status, detail: detail)
        default:
            throw .requestRejected(host: hostDescription, status: status, detail: detail)
        }
    }

    /// The human message inside a JSON error body, if there is one.
    var errorDetail: String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        for key in ["message", "reason", "error"] {
            if let text = object[key] as? String, !text.isEmpty {
                return String(text.prefix(200))
            }
        }
        return nil
    }

    /// Decodes a JSON body, turning every way it can be wrong into one clear `invalidResponse`.
    public func decode<T: Decodable>(_ type: T.Type) throws(WeatherError) -> T {
        let host = hostDescription
        let start = body.prefix(64).drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if body.isEmpty {
            throw .invalidResponse(host: host, reason: "the body is empty")
        }
        if start.first == UInt8(ascii: "<") || (headers["content-type"]?.contains("html") ?? false) {
            throw .invalidResponse(host: host, reason: "got an HTML page instead of JSON")
        }
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            let reason = UnfitNumber.describe(in: body, decoding: T.self) ?? HTTPResponse.describe(.dataCorrupted(context))
            throw .invalidResponse(host: host, reason: reason)
        } catch let error as DecodingError {
            throw .invalidResponse(host: host, reason: HTTPResponse.describe(error))
        } catch {
            throw .invalidResponse(host: host, reason: "the JSON is malformed")
        }
    }

    /// `results[1].name`: an index attaches to the name before it, names are joined with dots.
    static func pathText(_ keys: [any CodingKey]) -> String {
        keys.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let text = pathText(context.codingPath)
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "the required field \"\(key.stringValue)\" is missing\(parent)"
        case .valueNotFound(_, let context):
            return "\(path(context)) is null"
        case .typeMismatch(_, let context):
            return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the JSON is malformed or truncated" : "\(path(context)) is not valid"
        @unknown default:
            return "the JSON does not match the expected format"
        }
    }
}
