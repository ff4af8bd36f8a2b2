import Foundation
import HTTP

/// What a response means for wxdash: a non-2xx status as its typed error, a JSON body decoded or its fault named.
extension HTTPResponse {
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
            let reason =
                UnfitNumber.describe(in: body, decoding: T.self) ?? HTTPResponse.describe(.dataCorrupted(context))
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
