import Foundation

/// Everything that can go wrong between asking for weather and holding a `Forecast`.
/// Each message says what happened and what the person can do about it; none ever contains an API key.
public enum WeatherError: Error, Equatable, Sendable {
    case missingAPIKey(Provider)
    case invalidAPIKey(Provider)
    case rateLimited(host: String, retryAfter: TimeInterval?)
    case serverError(host: String, status: Int, detail: String?)
    case requestRejected(host: String, status: Int, detail: String?)
    case invalidResponse(host: String, reason: String)
    case responseTooLarge(host: String, limitBytes: Int)
    case connectionRefused(host: String)
    case hostNotFound(host: String)
    case timedOut(host: String, seconds: TimeInterval)
    case network(host: String, detail: String)
    case placeNotFound(query: String)
    case ipLocationFailed(detail: String)

    public var message: String {
        switch self {
        case .missingAPIKey(let provider):
            return "\(provider.displayName) needs an API key: set OPENWEATHERMAP_API_KEY or pass --api-key-file FILE (or use --provider open-meteo, which needs none)."
        case .invalidAPIKey(let provider):
            return "\(provider.displayName) rejected the API key (HTTP 401): check the key, and note that a new key can take up to 2 hours to activate."
        case .rateLimited(let host, let retryAfter):
            let wait = retryAfter.map { "try again in \(WeatherError.describe(seconds: $0))" } ?? "wait a while before trying again"
            return "\(host) says too many requests (HTTP 429): \(wait)."
        case .serverError(let host, let status, let detail):
            return "\(host) had a server error (HTTP \(status)\(WeatherError.suffix(detail))): try again in a few minutes."
        case .requestRejected(let host, let status, let detail):
            return "\(host) refused the request (HTTP \(status)\(WeatherError.suffix(detail))): check the place, the options and --api-base."
        case .invalidResponse(let host, let reason):
            return "\(host) sent a response wxdash cannot read (\(reason)): check --api-base, or try again later."
        case .responseTooLarge(let host, let limit):
            return "\(host) sent more than \(limit / 1024) KiB, more than any forecast needs: check --api-base."
        case .connectionRefused(let host):
            return "Cannot connect to \(host) (connection refused): check --api-base and your network."
        case .hostNotFound(let host):
            return "Cannot find the host \(host) (DNS lookup failed): check the address and your network connection."
        case .timedOut(let host, let seconds):
            return "\(host) did not finish within \(WeatherError.describe(seconds: seconds)): check your network, or raise --timeout."
        case .network(let host, let detail):
            return "Cannot reach \(host) (\(detail)): check your network connection."
        case .placeNotFound(let query):
            return "No place called \"\(query)\" was found: check the spelling, add a country (\"Paris, FR\"), or use --lat and --lon."
        case .ipLocationFailed(let detail):
            return "Could not find your location from your IP address (\(detail)): pass --city NAME or --lat and --lon."
        }
    }

    private static func suffix(_ detail: String?) -> String {
        guard let detail, !detail.isEmpty else { return "" }
        return ", \"\(detail)\""
    }

    static func describe(seconds: TimeInterval) -> String {
        let whole = seconds.rounded(.up).wholeNumber
        if whole < 120 { return "\(whole) s" }
        if whole < 7200 { return "\((whole + 59) / 60) min" }
        return "\((whole + 3599) / 3600) h"
    }
}
