import Foundation
import Translation

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
    /// `detail` says what went wrong ("the service said …"); `advice`, what to check first, if anything.
    case ipLocationFailed(detail: String, advice: String? = nil)
    /// `--no-ip-locate` with no place given and none used before.
    case ipLocationOff
    /// Every provider's daily request budget (`--request-budget`) is used up: none is asked before `until`.
    case budgetSpent(Provider, until: Date)
    /// Every provider asked failed, each for its own reason, in the order they were asked.
    case everyProviderFailed([ProviderError])

    /// One provider's failure among several.
    public struct ProviderError: Error, Equatable, Sendable {
        public var provider: Provider
        public var error: WeatherError

        public init(provider: Provider, error: WeatherError) {
            self.provider = provider
            self.error = error
        }
    }

    /// The failure that stands for the rest: the first provider's when every one failed, else the error itself.
    /// Its kind decides the exit status, the retry and the dashboard's words.
    public var leading: WeatherError {
        if case .everyProviderFailed(let failures) = self, let first = failures.first { return first.error.leading }
        return self
    }

    /// What happened and what to do, with `--api-base` as the address to check.
    public var message: String { message(checking: "--api-base") }

    /// What happened and what to do. `option` is the flag that set the address of the server that failed
    /// (`--ip-locate-base`, `--air-quality-base`…), named as the thing to check; nil when wxdash used its own
    /// default server, which no flag of the person's chose.
    public func message(checking option: String?) -> String {
        let check = option.map { "check \($0)" }
        switch self {
        case .missingAPIKey(let provider):
            return
                "\(provider.displayName) needs an API key: set OPENWEATHERMAP_API_KEY or pass --api-key-file FILE (or use --provider open-meteo, which needs none)."
        case .invalidAPIKey(let provider):
            return
                "\(provider.displayName) rejected the API key (HTTP 401): check the key, and note that a new key can take up to 2 hours to activate."
        case .rateLimited(let host, let retryAfter):
            let wait =
                retryAfter.map { "try again in \(WeatherError.describe(seconds: $0))" }
                ?? "wait a while before trying again"
            return "\(host) says too many requests (HTTP 429): \(wait)."
        case .serverError(let host, let status, let detail):
            return
                "\(host) had a server error (HTTP \(status)\(WeatherError.suffix(detail))): try again in a few minutes."
        case .requestRejected(let host, let status, let detail):
            let what = option.map { "the place, the options and \($0)" } ?? "the place and the options"
            return "\(host) refused the request (HTTP \(status)\(WeatherError.suffix(detail))): check \(what)."
        case .invalidResponse(let host, let reason):
            return
                "\(host) sent a response wxdash cannot read (\(reason)): \(check.map { "\($0), or try" } ?? "try") again later."
        case .responseTooLarge(let host, let limit):
            return
                "\(host) sent more than \(limit / 1024) KiB, more than any forecast needs: \(check ?? "try again later")."
        case .connectionRefused(let host):
            return
                "Cannot connect to \(host) (connection refused): \(check.map { "\($0) and your network" } ?? "check your network")."
        case .hostNotFound(let host):
            return "Cannot find the host \(host) (DNS lookup failed): check the address and your network connection."
        case .timedOut(let host, let seconds):
            return
                "\(host) did not finish within \(WeatherError.describe(seconds: seconds)): check your network, or raise --timeout."
        case .network(let host, let detail):
            return "Cannot reach \(host) (\(detail)): check your network connection."
        case .placeNotFound(let query):
            return
                "No place called \"\(query)\" was found: check the spelling, add a country (\"Paris, FR\"), or use --lat and --lon."
        case .ipLocationFailed(let detail, let advice):
            return
                "Could not find your location from your IP address — \(detail): \(advice.map { "\($0), or pass" } ?? "pass") --city NAME or --lat and --lon."
        case .budgetSpent(let provider, let until):
            return
                "Today's request budget for \(provider.displayName) (--request-budget) is used up, so it is not asked again before "
                + "\(LocalDateTime(instant: until, utcOffsetSeconds: 0).clockText) UTC: the cached forecast stands; raise --request-budget to ask sooner."
        case .everyProviderFailed(let failures):
            return Self.describe(failures, checking: option, language: .english)
        case .ipLocationOff:
            return
                "IP location is off (--no-ip-locate) and no place was used before: pass --city NAME or --lat and --lon, "
                + "or save a place with 'wxdash locate NAME --save'."
        }
    }

    /// "No provider answered (Open-Meteo: HTTP 503, MET Norway: HTTP 403).", its words in `language`, then what each
    /// one's server said and what to do, as the other messages say it.
    public func describedEveryProviderFailure(language: Language) -> String? {
        guard case .everyProviderFailed(let failures) = self else { return nil }
        return Self.describe(failures, checking: "--api-base", language: language)
    }

    static func describe(_ failures: [ProviderError], checking option: String?, language: Language) -> String {
        let headline = language.text(
            .everyProviderFailed,
            ["failures": ProviderFailure.reason(for: .everyProviderFailed(failures), in: language)])
        let named = failures.map { "\($0.provider.displayName): \($0.error.message(checking: option))" }
        return ([headline] + named).joined(separator: " ")
    }

    /// What happened and what to do as two parts to fit into another message: the first letter of what
    /// happened in lower case, the advice without its full stop (every message is "what: advice.", and no
    /// advice holds ": ").
    public func parts(checking option: String?) -> (happened: String, advice: String) {
        let text = String(message(checking: option).dropLast())
        guard let colon = text.range(of: ": ", options: .backwards) else { return (text, "") }
        let happened = text[..<colon.lowerBound]
        let advice = String(text[colon.upperBound...])
        guard let first = happened.first, first.isUppercase, happened.dropFirst().first?.isLowercase == true else {
            return (String(happened), advice)
        }
        return (first.lowercased() + happened.dropFirst(), advice)
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
