import Foundation

/// When to fetch again: the regular interval after a success, exponential backoff with jitter after failures.
public struct RefreshPolicy: Sendable, Equatable {
    public static let firstRetry: TimeInterval = 30
    /// The providers' public servers are asked no more often than this.
    public static let publicMinimum: TimeInterval = 5 * 60
    /// Failures in a row after which the dashboard calls itself offline.
    public static let offlineAfterFailures = 3
    /// The wait after a failure a person must mend (a rejected key, an unknown place): a kiosk recovers by itself.
    public static let attentionRetry: TimeInterval = 3600
    /// Data is never called stale younger than this, however short `--refresh` is.
    public static let staleMinimum: TimeInterval = 5 * 60

    public var interval: TimeInterval

    /// Open-Meteo's current data has a 15-minute step; OpenWeatherMap asks for no more than one call per 10 minutes.
    public static func defaultInterval(for provider: Provider) -> TimeInterval {
        provider == .openMeteo ? 15 * 60 : 10 * 60
    }

    public init(interval: TimeInterval) {
        self.interval = max(1, interval)
    }

    /// The wait before retry number `failures` (1, 2, …): 30 s, 60 s, 120 s … capped at the interval, spread by
    /// ±20 % with `jitter` (0…1) so many dashboards do not retry in step, and never sooner than `retryAfter`.
    public func retryDelay(afterFailures failures: Int, jitter: Double, retryAfter: TimeInterval?) -> TimeInterval {
        let exponent = Double(min(max(failures, 1) - 1, 20))
        let base = min(interval, RefreshPolicy.firstRetry * pow(2, exponent))
        let spread = base * (0.8 + 0.4 * min(max(jitter, 0), 1))
        let backoff = min(max(spread, min(RefreshPolicy.firstRetry, interval)), interval)
        return max(backoff, retryAfter ?? 0)
    }

    /// Data older than twice the interval (and than `staleMinimum`) is stale, and so is data of unknown age: fetched
    /// more than `FetchAge.futureTolerance` after `now` (a clock that ran ahead, or one far behind now).
    public func isStale(fetchedAt: Date, now: Date) -> Bool {
        FetchAge(fetchedAt: fetchedAt, now: now).exceeds(max(2 * interval, Self.staleMinimum))
    }

    /// `--refresh` as asked, clamped to the public minimum when the servers are the providers' own.
    public static func interval(requested: TimeInterval, usesPublicServers: Bool) -> (
        interval: TimeInterval, clamped: Bool
    ) {
        guard usesPublicServers, requested < publicMinimum else { return (requested, false) }
        return (publicMinimum, true)
    }
}
