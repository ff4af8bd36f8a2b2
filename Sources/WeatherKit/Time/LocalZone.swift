import Foundation
import ZoneInfo

/// The machine's own time zone (`TZ`, else `/etc/localtime`), read once through `ZoneInfo` rather than ICU's
/// `TimeZone.current`: moods are written down in it.
public enum LocalZone {
    private static let rules = ZoneDatabase(root: TimeZoneCache.databaseRoot).localRules(
        environment: ProcessInfo.processInfo.environment)

    /// Seconds local time is ahead of UTC at `date`.
    public static func secondsFromGMT(for date: Date) -> Int {
        rules.secondsFromGMT(for: date)
    }
}
