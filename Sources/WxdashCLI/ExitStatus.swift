import WeatherKit

/// wxdash's exit statuses, documented in the README and `--help`.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case internalError = 1
    case usage = 2
    case placeNotFound = 3
    case network = 4
    case apiKey = 5
    case rateLimited = 6
    case providerError = 7
    case noCachedData = 8
    case cannotStart = 9
    case journal = 10
    case broker = 11

    public var meaning: String {
        switch self {
        case .success: "success"
        case .internalError: "unexpected internal error"
        case .usage: "bad command line: unknown flag, bad value"
        case .placeNotFound: "the place could not be found (unknown city, IP location failed)"
        case .network: "the server could not be reached (connection refused, DNS failure, timeout)"
        case .apiKey: "API key missing, unreadable, unsafe or rejected (HTTP 401)"
        case .rateLimited: "the provider says too many requests (HTTP 429), or every daily request budget is used up"
        case .providerError: "the provider failed or sent data wxdash cannot read (HTTP 4xx/5xx, HTML, bad JSON)"
        case .noCachedData: "--offline, and no forecast for this place is in the cache"
        case .cannotStart: "the dashboard cannot start: no usable terminal, or its glyphs and fonts are missing"
        case .journal:
            "the mood journal cannot be opened or written (the message names the file; it is never overwritten)"
        case .broker: "the MQTT broker refused wxdash (wrong user name or password, not authorised)"
        }
    }

    /// The status a failed fetch ends a command with.
    init(_ error: WeatherError) {
        switch error.leading {
        case .everyProviderFailed: self = .providerError
        case .missingAPIKey, .invalidAPIKey: self = .apiKey
        case .rateLimited, .budgetSpent: self = .rateLimited
        case .placeNotFound, .ipLocationFailed, .ipLocationOff: self = .placeNotFound
        case .connectionRefused, .hostNotFound, .timedOut, .network: self = .network
        case .serverError, .requestRejected, .invalidResponse, .responseTooLarge: self = .providerError
        }
    }
}
