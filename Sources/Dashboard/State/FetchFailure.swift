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
    /// What the dashboard's words name in brackets: a host, a status, a place.
    public var detail: Detail?
    /// The daily request budget is used up until this instant (no request was sent).
    public var budgetResetsAt: Date?

    /// What a failure's words name, said in the reader's language.
    public enum Detail: Sendable, Equatable {
        /// A host, a broker or a place, named as it is.
        case named(String)
        case status(host: String, status: Int)
        case unusableAnswer(host: String)
        case tooLarge(host: String, kibibytes: Int)
        case ipLocationFailed
        case ipLocationOff
        case budget(Provider)
        /// Every provider failed: each named with its reason.
        case providers([Named])

        public struct Named: Sendable, Equatable {
            public var provider: Provider
            public var error: WeatherError

            init(_ pair: (Provider, WeatherError)) {
                (provider, error) = pair
            }
        }

        public func words(in language: Language) -> String {
            switch self {
            case .providers(let failures):
                failures.map { "\($0.provider.displayName): \(ProviderFailure.reason(for: $0.error, in: language))" }
                    .joined(separator: ", ")
            case .named(let name): name
            case .status(let host, let status):
                language.text(.failureHTTPStatus, ["host": host, "status": String(status)])
            case .unusableAnswer(let host): language.text(.failureUnusableAnswer, ["host": host])
            case .tooLarge(let host, let kibibytes):
                language.text(.failureTooLarge, ["host": host, "size": String(kibibytes)])
            case .ipLocationFailed: language.text(.failureIPLocation)
            case .ipLocationOff: language.text(.failureIPLocationOff)
            case .budget(let provider): language.text(.failureBudget, ["provider": provider.displayName])
            }
        }
    }

    public init(message: String, retryAfter: TimeInterval? = nil, kind: Kind = .other, detail: String? = nil) {
        self.init(message: message, retryAfter: retryAfter, kind: kind, detail: detail.map(Detail.named))
    }

    public init(message: String, retryAfter: TimeInterval? = nil, kind: Kind = .other, detail: Detail?) {
        self.message = message
        self.retryAfter = retryAfter
        self.kind = retryAfter != nil && kind == .other ? .rateLimited : kind
        self.detail = detail
    }

    /// A rejected key or a place that does not exist will not mend itself soon: it is retried hourly.
    public var retriesHourly: Bool { kind == .keyRejected || kind == .placeNotFound }

    public init(_ error: WeatherError) {
        switch error {
        case .everyProviderFailed(let failures):
            // The first one's kind and wait; every provider named, each with its own reason.
            self.init(error.leading)
            message = error.message
            // A budget used up everywhere stays a budget (the Places page stops asking until it resets).
            if budgetResetsAt == nil {
                detail = .providers(failures.map { ($0.provider, $0.error) }.map(Detail.Named.init))
            }
        case .rateLimited(let host, let retryAfter):
            self.init(message: error.message, retryAfter: retryAfter, kind: .rateLimited, detail: .named(host))
        case .invalidAPIKey, .missingAPIKey: self.init(message: error.message, kind: .keyRejected)
        case .placeNotFound(let query): self.init(message: error.message, kind: .placeNotFound, detail: .named(query))
        case .connectionRefused(let host), .hostNotFound(let host), .network(let host, _):
            self.init(message: error.message, kind: .unreachable, detail: .named(host))
        case .timedOut(let host, _): self.init(message: error.message, kind: .timedOut, detail: .named(host))
        case .serverError(let host, let status, _), .requestRejected(let host, let status, _):
            self.init(message: error.message, kind: .serverFailed, detail: .status(host: host, status: status))
        case .invalidResponse(let host, _):
            self.init(message: error.message, kind: .serverFailed, detail: .unusableAnswer(host: host))
        case .responseTooLarge(let host, let limit):
            self.init(
                message: error.message, kind: .serverFailed, detail: .tooLarge(host: host, kibibytes: limit / 1024))
        case .ipLocationFailed: self.init(message: error.message, kind: .other, detail: .ipLocationFailed)
        case .ipLocationOff: self.init(message: error.message, kind: .placeNotFound, detail: .ipLocationOff)
        case .budgetSpent(let provider, let until):
            self.init(message: error.message, kind: .rateLimited, detail: .budget(provider))
            budgetResetsAt = until
        }
    }

    /// A server's Retry-After, in the words the banner, the footer and `r` all use.
    public static func waiting(until clock: String, language: Language = .english) -> String {
        language.text(.problemWaitUntil, ["time": clock])
    }

    /// What happened and what the dashboard does about it, with the time of the next try: no command-line
    /// advice, since the dashboard retries by itself.
    public func dashboardMessage(retryAt clock: String, language: Language = .english) -> String {
        let named = detail?.words(in: language)
        let values = ["subject": named.map { " (\($0))" } ?? "", "time": clock]
        switch kind {
        case .unreachable: return language.text(.bannerOffline, values)
        case .serverFailed: return language.text(.bannerServerFailed, values)
        case .timedOut: return language.text(.bannerTimedOut, values)
        case .rateLimited: return Self.waiting(until: clock, language: language) + "."
        case .keyRejected: return language.text(.bannerKeyRejected, values)
        case .placeNotFound where detail == .ipLocationOff: return language.text(.bannerIPLocationOff, values)
        case .placeNotFound: return language.text(.bannerPlaceNotFound, ["place": named ?? "", "time": clock])
        case .other: return language.text(.bannerOther, values)
        }
    }
}
