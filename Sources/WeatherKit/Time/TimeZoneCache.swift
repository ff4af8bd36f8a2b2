import Foundation
import Locking

/// Time zones by IANA identifier, made once: building a `TimeZone` reads the zone database, and every clock
/// on screen asks for one.
enum TimeZoneCache {
    private static let zones = Locked<[String: TimeZone]>([:])

    /// More zones than any run meets: past it, the cache starts over.
    static let capacity = 64

    /// The zone named `identifier`; nil for a name that is no IANA name or that the zone database does not know.
    /// Only zones that exist are kept, so names a server invents cost a look-up each and never grow the cache.
    static func zone(_ identifier: String) -> TimeZone? {
        guard TimeZoneIdentifier.isWellFormed(identifier) else { return nil }
        return zones.withLock { zones in
            if let known = zones[identifier] { return known }
            guard let zone = TimeZone(identifier: identifier) else { return nil }
            if zones.count >= capacity { zones.removeAll() }
            zones[identifier] = zone
            return zone
        }
    }

    static func isCached(_ identifier: String) -> Bool {
        zones.withLock { $0[identifier] != nil }
    }
}
