import Foundation
import WeatherKit

/// Why a refresh failed, as much as the retry rules and the dashboard's words need to know.
public struct FetchFailure: Sendable, Equatable {
    /// What went wrong, in the terms the dashboard speaks of it.
    public enum Kind: Sendable, Equatable {
        /// No network, or the server cannot be reached at all: the only case called "Offline".
        case unreachable
        /// The server answered with an error or an answer that cannot be used.
        case serverFailed
        case timedOut
        /// The server asked for a pause (HTTP 429).
        case rateLimited
        /// Retrying soon cannot help: the dashboard retries hourly and says `r` retries now.
        case keyRejected
        case placeNotFound
        case other

        /// The footer's first words while refreshes keep failing.
        public var footerWords: String {
            switch self {
            case .unreachable: "Offline"
            case .serverFailed: "The server failed"
            case .timedOut: "No answer from the server"
            case .rateLimited: "The server asked us to wait"
            case .keyRejected: "key rejected"
            case .placeNotFound: "Place not found"
            case .other: "Refresh failed"
            }
        }
    }

    /// The command line's message (for the log).
    public var message: String
    /// The server's `Retry-After`, in seconds.
    public var retryAfter: TimeInterval?
    public var kind: Kind
    /// The host, status or name the dashboard's words mention.
    public var detail: String?

    public init(message: String, retryAfter: TimeInterval? = nil, kind: Kind = .other, detail: String? = nil) {
        self.message = message
        self.retryAfter = retryAfter
        self.kind = retryAfter != nil && kind == .other ? .rateLimited : kind
        self.detail = detail
    }

    /// A rejected key or a place that does not exist will not mend itself soon: it is retried hourly.
    public var retriesHourly: Bool { kind == .keyRejected || kind == .placeNotFound }

    public init(_ error: WeatherError) {
        switch error {
        case .rateLimited(let host, let retryAfter): self.init(message: error.message, retryAfter: retryAfter, kind: .rateLimited, detail: host)
        case .invalidAPIKey, .missingAPIKey: self.init(message: error.message, kind: .keyRejected)
        case .placeNotFound(let query): self.init(message: error.message, kind: .placeNotFound, detail: query)
        case .connectionRefused(let host), .hostNotFound(let host), .network(let host, _):
            self.init(message: error.message, kind: .unreachable, detail: host)
        case .timedOut(let host, _): self.init(message: error.message, kind: .timedOut, detail: host)
        case .serverError(let host, let status, _), .requestRejected(let host, let status, _):
            self.init(message: error.message, kind: .serverFailed, detail: "\(host), HTTP \(status)")
        case .invalidResponse(let host, _):
            self.init(message: error.message, kind: .serverFailed, detail: "\(host), an unusable answer")
        case .responseTooLarge(let host, let limit):
            self.init(message: error.message, kind: .serverFailed, detail: "\(host) sent more than \(limit / 1024) KiB")
        case .ipLocationFailed: self.init(message: error.message, kind: .other, detail: "IP location failed")
        case .ipLocationOff: self.init(message: error.message, kind: .placeNotFound, detail: "IP location is off")
        case .budgetSpent(let provider, _): self.init(message: error.message, kind: .rateLimited, detail: "\(provider.displayName)'s daily budget")
        }
    }

    /// A server's Retry-After, in the words the banner, the footer and `r` all use.
    public static func waiting(until clock: String) -> String {
        "The server asked us to wait until \(clock)"
    }

    /// What happened and what the dashboard does about it, with the time of the next try: no command-line
    /// advice, since the dashboard retries by itself.
    public func dashboardMessage(retryAt clock: String) -> String {
        let subject = detail.map { " (\($0))" } ?? ""
        switch kind {
        case .unreachable: return "Offline: the network or the server\(subject) cannot be reached. Retrying at \(clock)."
        case .serverFailed: return "The server failed\(subject). Retrying at \(clock)."
        case .timedOut: return "The server\(subject) did not answer in time. Retrying at \(clock)."
        case .rateLimited: return Self.waiting(until: clock) + "."
        case .keyRejected: return "The API key was rejected. Retrying hourly, next at \(clock); press r to retry now."
        case .placeNotFound: return "No place called \"\(detail ?? "")\" was found. Retrying hourly, next at \(clock)."
        case .other: return "The weather could not be fetched\(subject). Retrying at \(clock)."
        }
    }
}
