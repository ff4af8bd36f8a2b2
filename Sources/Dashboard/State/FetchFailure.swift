import Foundation
import WeatherKit

/// Why a refresh failed, as much as the retry rules need to know.
public struct FetchFailure: Sendable, Equatable {
    public var message: String
    /// The server's `Retry-After`, in seconds.
    public var retryAfter: TimeInterval?
    /// Retrying cannot help (the API key was rejected): wait for the person to fix it and press r.
    public var stopsRetrying: Bool

    public init(message: String, retryAfter: TimeInterval? = nil, stopsRetrying: Bool = false) {
        self.message = message
        self.retryAfter = retryAfter
        self.stopsRetrying = stopsRetrying
    }

    /// What a fetch error means for retrying: a server's wait is honoured; a rejected key or a place that does
    /// not exist will not mend itself.
    public init(_ error: WeatherError) {
        switch error {
        case .rateLimited(_, let retryAfter): self.init(message: error.message, retryAfter: retryAfter)
        case .invalidAPIKey, .missingAPIKey, .placeNotFound: self.init(message: error.message, stopsRetrying: true)
        default: self.init(message: error.message)
        }
    }
}
