import Foundation
import Translation
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
        public var footerWords: String { footerWords(in: .english) }

        public func footerWords(in language: Language) -> String {
            switch self {
            case .unreachable: language.text(.problemOffline)
            case .serverFailed: language.text(.problemServerFailed)
            case .timedOut: language.text(.problemNoAnswer)
            case .rateLimited: language.text(.problemWait)
            case .keyRejected: language.text(.problemKeyRejected)
            case .placeNotFound: language.text(.problemPlaceNotFound)
            case .other: language.text(.problemRefreshFailed)
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
    public static func waiting(until clock: String, language: Language = .english) -> String {
        language.text(.problemWaitUntil, ["time": clock])
    }

    /// What happened and what the dashboard does about it, with the time of the next try: no command-line
    /// advice, since the dashboard retries by itself.
    public func dashboardMessage(retryAt clock: String, language: Language = .english) -> String {
        let values = ["subject": detail.map { " (\($0))" } ?? "", "time": clock]
        switch kind {
        case .unreachable: return language.text(.bannerOffline, values)
        case .serverFailed: return language.text(.bannerServerFailed, values)
        case .timedOut: return language.text(.bannerTimedOut, values)
        case .rateLimited: return Self.waiting(until: clock, language: language) + "."
        case .keyRejected: return language.text(.bannerKeyRejected, values)
        case .placeNotFound: return language.text(.bannerPlaceNotFound, ["place": detail ?? "", "time": clock])
        case .other: return language.text(.bannerOther, values)
        }
    }
}
