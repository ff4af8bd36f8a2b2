import Foundation

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
}
