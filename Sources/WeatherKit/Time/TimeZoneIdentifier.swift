import Foundation

/// The shape of an IANA time-zone name (`Europe/Berlin`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`, `UTC`):
/// `/`-separated parts of 1–14 ASCII letters, digits, `.`, `_`, `-` or `+`, none starting with `.` or `-`.
/// Anything else (a path, escapes, a megabyte of letters) is no zone and is never handed to the zone database.
public enum TimeZoneIdentifier {
    static let maximumLength = 64

    /// A well-formed name the zone database knows (`zone = "Europe/Vilnius"` in a saved place).
    public static func isValid(_ name: String) -> Bool {
        TimeZoneCache.zone(name) != nil
    }

    /// Written as a zone's name is (`Area/City`), whether or not the database holds it.
    public static func isWellFormedName(_ name: String) -> Bool {
        isWellFormed(name)
    }

    /// The folder named zones are read from: `TZDIR`, else `/usr/share/zoneinfo`.
    public static var databasePath: String { TimeZoneCache.databaseRoot }

    static let maximumPartLength = 14

    static func isWellFormed(_ name: String) -> Bool {
        guard (1...maximumLength).contains(name.utf8.count) else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            guard (1...maximumPartLength).contains(part.utf8.count), let first = part.utf8.first,
                first != UInt8(ascii: "."),
                first != UInt8(ascii: "-")
            else { return false }
            return part.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"):
                    true
                default: false
                }
            }
        }
    }
}
