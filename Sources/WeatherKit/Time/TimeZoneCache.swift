import Foundation
import Synchronization

/// Time zones by IANA identifier, made once: building a `TimeZone` reads the zone database, and every clock
/// on screen asks for one.
enum TimeZoneCache {
    private static let zones = Mutex<[String: TimeZone?]>([:])

    /// More identifiers than any run meets: past it (a server inventing names), the cache starts over.
    static let capacity = 64

    static func zone(_ identifier: String) -> TimeZone? {
        zones.withLock { zones in
            if let known = zones[identifier] { return known }
            if zones.count >= capacity { zones.removeAll() }
            let zone = TimeZone(identifier: identifier)
            zones[identifier] = zone
            return zone
        }
    }

    static func isCached(_ identifier: String) -> Bool {
        zones.withLock { $0[identifier] != nil }
    }
}
