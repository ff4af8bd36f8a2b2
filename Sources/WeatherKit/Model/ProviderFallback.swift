import Foundation

/// Which providers are failing, kept from one fetch to the next: the forecast is asked of the first provider that
/// is not waiting out a `Retry-After`, the next one at once when it fails for a reason another can help with, and
/// the first again at every fetch, so the data comes back to it as soon as it answers.
public struct ProviderFallback: Sendable, Equatable {
    public private(set) var failing: [Provider: ProviderFailure] = [:]

    public init() {}

    /// The failures to tell with a forecast from `provider`: those of the providers before it in `order`.
    public func failures(before provider: Provider, in order: [Provider]) -> [ProviderFailure] {
        order.prefix { $0 != provider }.compactMap { failing[$0] }
    }

    /// Whether `provider` should be skipped at `now` (it asked not to be asked before then).
    public func isWaiting(_ provider: Provider, now: Date) -> Bool {
        failing[provider]?.notBefore.map { now < $0 } ?? false
    }

    public mutating func recordSuccess(of provider: Provider) {
        failing[provider] = nil
    }

    /// A provider whose daily request budget is spent: not asked again before `until`.
    public mutating func recordSpent(_ provider: Provider, until: Date, now: Date) {
        failing[provider] = ProviderFailure(
            provider: provider, since: failing[provider]?.since ?? now, reason: "daily request budget used",
            notBefore: until)
    }

    /// Keeps the start of a run of failures: "failing since" is when it began.
    public mutating func recordFailure(of provider: Provider, error: WeatherError, now: Date) {
        var retryAfter: TimeInterval?
        if case .rateLimited(_, let seconds) = error { retryAfter = seconds }
        failing[provider] = ProviderFailure(
            provider: provider, since: failing[provider]?.since ?? now, reason: ProviderFailure.reason(for: error),
            notBefore: retryAfter.map { now.addingTimeInterval($0) })
    }
}
