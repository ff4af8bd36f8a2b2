import Foundation
import WeatherKit

/// How often the dashboard asks for official alerts: on their own schedule, faster than the forecast (alerts
/// change faster), but no more than every five minutes against the public services; `Retry-After` wins.
public enum AlertsPolicy {
    public static let interval: TimeInterval = 5 * 60

    /// When to ask again after an answer (or a failure) at `at`.
    public static func next(after at: Date, retryAfter: TimeInterval? = nil) -> Date {
        at.addingTimeInterval(max(interval, retryAfter ?? 0))
    }

    /// Alerts older than this are shown as stale, as the forecast is: `DataAgePolicy`'s age for alerts.
    public static let staleAfter: TimeInterval = DataAgePolicy.maximumAge(of: .alerts)
}
