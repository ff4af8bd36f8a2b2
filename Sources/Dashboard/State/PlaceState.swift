import Foundation
import WeatherKit

/// Everything the dashboard knows of one place: its data, and how its forecast and alerts requests stand. The
/// place on screen and the others are kept alike, so showing another place only changes which one is shown.
public struct PlaceState: Sendable, Equatable {
    /// The saved place's name; nil for the one place given on the command line.
    public var name: String?
    /// The forecast as fetched, in the units it was fetched in.
    public var forecast: Forecast?
    /// The last official alerts report; it stays through failed fetches, then shows as stale.
    public var alerts: AlertReport?
    /// A forecast came for it in this run: only then can its alerts be asked for (the place must be known).
    public var fetchedThisRun = false
    /// A forecast request is under way.
    public var isFetching = false
    /// `r` asked for it: it is due whatever its age, in its turn among the places asked at once.
    public var refreshAsked = false
    /// Forecast requests that failed in a row since the last success.
    public var failures = 0
    /// What the last failure was; nil after a success.
    public var failureKind: FetchFailure.Kind?
    /// The next forecast request planned: a refresh interval after a success, the backoff after a failure.
    public var nextRefresh: Date?
    public var isFetchingAlerts = false
    /// Why the last alerts request failed; nil after a success.
    public var alertsFailure: String?
    /// The next alerts request planned; nil until the first one after the place is shown.
    public var nextAlertsFetch: Date?
    /// The rain radar around the place, read while the Radar page shows it.
    public var radar = PlaceRadar()

    public init(name: String? = nil, forecast: Forecast? = nil) {
        self.name = name
        self.forecast = forecast
    }

    /// Whether a forecast request is due at `now` by the place's own schedule: after a failure, once its backoff
    /// is over; else once its data is `interval` old (or of unknown age, the clock having been set back).
    public func forecastDue(now: Date, interval: TimeInterval) -> Bool {
        guard !isFetching else { return false }
        if refreshAsked { return true }
        if failures > 0, let nextRefresh { return now >= nextRefresh }
        guard let fetchedAt = forecast?.fetchedAt, let age = FetchAge(fetchedAt: fetchedAt, now: now).seconds else {
            return true
        }
        return age >= interval
    }

    /// Whether an alerts request is due at `now`: after a failure once its retry time has come, else every
    /// `AlertsPolicy.interval`.
    public func alertsDue(now: Date) -> Bool {
        guard !isFetchingAlerts else { return false }
        if alertsFailure != nil, let nextAlertsFetch { return now >= nextAlertsFetch }
        guard let fetchedAt = alerts?.fetchedAt, let age = FetchAge(fetchedAt: fetchedAt, now: now).seconds else {
            return true
        }
        return age >= AlertsPolicy.interval
    }
}
