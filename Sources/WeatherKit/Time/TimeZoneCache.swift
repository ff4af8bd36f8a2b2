import Foundation
import Locking
import ZoneInfo

/// Time zones by IANA identifier, read once from the system's time zone database (`ZoneInfo`, no ICU): every clock
/// on screen asks for one.
enum TimeZoneCache {
    private static let zones = Locked<[String: ZoneRules]>([:])

    /// More zones than any run meets: past it, the cache starts over.
    static let capacity = 64

    /// `TZDIR` when set (as the C library reads it), else Debian's `/usr/share/zoneinfo`.
    static let databaseRoot =
        ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ZoneDatabase.systemRoot

    private static let database = ZoneDatabase(root: databaseRoot)

    /// The zone named `identifier`; nil for a name that is no IANA name or that the zone database does not know.
    /// Only zones that exist are kept, so names a server invents cost a look-up each and never grow the cache.
    static func zone(_ identifier: String) -> ZoneRules? {
        guard TimeZoneIdentifier.isWellFormed(identifier) else { return nil }
        if let known = zones.withLock({ $0[identifier] }) { return known }
        guard let zone = database.rules(for: identifier) else { return nil }
        zones.withLock { zones in
            if zones.count >= capacity { zones.removeAll() }
            zones[identifier] = zone
        }
        return zone
    }

    static func isCached(_ identifier: String) -> Bool {
        zones.withLock { $0[identifier] != nil }
    }
}
