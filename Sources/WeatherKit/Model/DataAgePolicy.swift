import Foundation

/// The one place that decides how old each kind of data may be before it stops being told as news about the
/// future. Every view and output asks here (through `FetchAge`, so a fetch time after now is of unknown age and too
/// old for everything).
///
/// - nowcast: 30 min. Its 15-minute steps are renewed every 15 minutes; an older one is not said as "in 30 min" but
///   as what it was ("At 10:02 rain was expected 10:30–11:30"), and not at all once its window has passed.
/// - hourly: 6 h. Older rows are still shown (stale), but the rain outlook says when they were forecast.
/// - daily: 24 h. Older days say when they were forecast in the same way.
/// - alerts: 15 min (three of the dashboard's alert intervals): older ones show as stale.
/// - air quality: 3 h (the Air Quality API has an hourly step): older readings are not shown as now.
public enum DataAgePolicy {
    public static func maximumAge(of kind: DataKind) -> TimeInterval {
        switch kind {
        case .nowcast: 30 * 60
        case .hourly: 6 * 3600
        case .daily: 24 * 3600
        case .alerts: 15 * 60
        case .airQuality: 3 * 3600
        }
    }

    /// Older than `kind` may be, or of unknown age.
    public static func isTooOld(_ kind: DataKind, fetchedAt: Date, now: Date) -> Bool {
        FetchAge(fetchedAt: fetchedAt, now: now).exceeds(maximumAge(of: kind))
    }
}
