import Foundation
import WeatherKit

/// How a saved place that is not on screen keeps its own schedule while the Places page shows it: one forecast
/// request per refresh interval at most, the same backoff as the place on screen after failures, and its alerts
/// on their own five-minute schedule.
public struct PlaceRefresh: Sendable, Equatable {
    /// A forecast request for the place is under way.
    public var isFetching = false
    /// Failures in a row since its last success.
    public var failures = 0
    /// After a failure: no new request before this.
    public var retryAt: Date?
    /// What the last failure was; nil after a success.
    public var failureKind: FetchFailure.Kind?
    public var isFetchingAlerts = false
    /// After an alerts failure: no new alerts request before this.
    public var alertsRetryAt: Date?

    public init() {}

    /// Whether a forecast request is due at `now` for a place whose last forecast was fetched at `fetchedAt`.
    public func forecastDue(fetchedAt: Date?, now: Date, interval: TimeInterval) -> Bool {
        guard !isFetching else { return false }
        if let retryAt { return now >= retryAt }
        guard let fetchedAt else { return true }
        // A fetch time far in the future means the clock was set back: the data's age is unknown, so ask.
        guard let age = FetchAge(fetchedAt: fetchedAt, now: now).seconds else { return true }
        return age >= interval
    }

    /// Whether an alerts request is due at `now` for a place whose last alerts came at `fetchedAt`.
    public func alertsDue(fetchedAt: Date?, now: Date) -> Bool {
        guard !isFetchingAlerts else { return false }
        if let alertsRetryAt { return now >= alertsRetryAt }
        guard let fetchedAt else { return true }
        guard let age = FetchAge(fetchedAt: fetchedAt, now: now).seconds else { return true }
        return age >= AlertsPolicy.interval
    }
}
