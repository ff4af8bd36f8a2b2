import Foundation
import Translation

/// A provider that failed, so that the forecast came from another: since when, and why in a few words.
public struct ProviderFailure: Sendable, Equatable, Codable {
    public var provider: Provider
    /// The first failure of the run of failures still going on.
    public var since: Date
    /// "HTTP 503", "unreachable", "timed out", "too many requests", "unreadable answer".
    public var reason: String
    /// Not asked again before this (a 429's `Retry-After`); nil: asked first at every fetch.
    public var notBefore: Date?

    public init(provider: Provider, since: Date, reason: String, notBefore: Date? = nil) {
        self.provider = provider
        self.since = since
        self.reason = reason
        self.notBefore = notBefore
    }

    /// Whether a failure is one another provider may answer instead of: the server is down, overloaded, slow or
    /// sends what cannot be read, or its daily budget ran out as it was about to be asked. A rejected key or a
    /// refused request would be refused again; an unknown place is unknown everywhere.
    public static func fallsBack(on error: WeatherError) -> Bool {
        switch error {
        case .everyProviderFailed:
            return false
        case .rateLimited, .serverError, .invalidResponse, .responseTooLarge, .connectionRefused, .hostNotFound,
            .timedOut, .network,
            .budgetSpent:
            return true
        case .missingAPIKey, .invalidAPIKey, .requestRejected, .placeNotFound, .ipLocationFailed, .ipLocationOff:
            return false
        }
    }

    /// The few words a footer has room for (kept in the cache as English: `reason(in:)` says them in a language).
    public static func reason(for error: WeatherError) -> String {
        switch error {
        case .everyProviderFailed(let failures):
            failures.map { "\($0.provider.displayName): \(reason(for: $0.error))" }.joined(separator: ", ")
        case .serverError(_, let status, _), .requestRejected(_, let status, _): "HTTP \(status)"
        default: reasonKey(for: error).map { Language.english.text($0) } ?? ""
        }
    }

    /// The same few words in `language`.
    public static func reason(for error: WeatherError, in language: Language) -> String {
        if case .everyProviderFailed(let failures) = error {
            return failures.map { "\($0.provider.displayName): \(reason(for: $0.error, in: language))" }.joined(
                separator: ", ")
        }
        return reasonKey(for: error).map { language.text($0) } ?? reason(for: error)
    }

    private static func reasonKey(for error: WeatherError) -> MessageKey? {
        switch error {
        case .rateLimited: .reasonTooManyRequests
        case .budgetSpent: .reasonBudgetUsed
        case .serverError, .requestRejected, .everyProviderFailed: nil
        case .invalidResponse, .responseTooLarge: .reasonUnreadable
        case .connectionRefused, .hostNotFound, .network: .reasonUnreachable
        case .timedOut: .reasonTimedOut
        case .missingAPIKey: .reasonNoKey
        case .invalidAPIKey: .reasonKeyRejected
        case .placeNotFound, .ipLocationFailed, .ipLocationOff: .reasonNoPlace
        }
    }

    /// `reason` in `language`: the English words the cache keeps, said as the language says them ("HTTP 503" as is).
    public func reason(in language: Language) -> String {
        Self.reasonKeys[reason].map { language.text($0) } ?? reason
    }

    /// The English words the cache keeps → their key, built once (the footer says them every frame).
    private static let reasonKeys: [String: MessageKey] = Dictionary(
        MessageKey.allCases.filter { $0.rawValue.hasPrefix("reason") }.map { (Language.english.text($0), $0) },
        uniquingKeysWith: { first, _ in first })

    /// "Open-Meteo failing since 10:02 (HTTP 503)", the time on `clock`.
    public func sentence(clock: (Date) -> String, language: Language = .english) -> String {
        language.text(
            .providerFailingSince,
            ["provider": provider.displayName, "time": clock(since), "reason": reason(in: language)])
    }
}
