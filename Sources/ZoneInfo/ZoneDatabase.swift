#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The system's time zone database: a folder of TZif files named by IANA identifier (`Europe/Vilnius`).
public struct ZoneDatabase: Sendable {
    /// Where Debian's `tzdata` installs it.
    public static let systemRoot = "/usr/share/zoneinfo"

    public var root: String

    public init(root: String = ZoneDatabase.systemRoot) {
        self.root = root
    }

    /// The rules of the zone named `identifier`; nil for a name that is no IANA name (a path, `..`, escapes) or that
    /// the database does not hold, or a file that is not a readable TZif file.
    public func rules(for identifier: String) -> ZoneRules? {
        guard Self.isIdentifier(identifier) else { return nil }
        // Many names are links to others (`UTC` → `Etc/UTC`): read what they point at, which must be a plain file.
        return Self.rules(atPath: URL(fileURLWithPath: root + "/" + identifier).resolvingSymlinksInPath().path)
    }

    /// The TZif file at `path`, if it is a plain file of a TZif file's size and reads as one.
    static func rules(atPath path: String) -> ZoneRules? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size < ZoneRules.maximumFileSize,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return try? ZoneRules(tzif: data)
    }

    /// `/`-separated parts of ASCII letters, digits, `.`, `_`, `-` and `+`, none empty nor starting with `.` or `-`.
    public static func isIdentifier(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count) else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.utf8.first, first != UInt8(ascii: "."), first != UInt8(ascii: "-") else {
                return false
            }
            return part.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"),
                    UInt8(ascii: "+"):
                    true
                default: false
                }
            }
        }
    }
}

extension ZoneDatabase {
    /// The zone local time is read in, found as the C library finds it: `TZ` when set (`Europe/Vilnius`,
    /// `:Europe/Vilnius`, a POSIX rule such as `EET-2EEST,M3.5.0/3,M10.5.0/4`; empty is UTC), else `/etc/localtime`,
    /// else UTC. A `TZ` that names no zone and is no rule is UTC, as in glibc.
    public func localRules(environment: [String: String], localtime: String = "/etc/localtime") -> ZoneRules {
        guard let tz = environment["TZ"] else {
            return Self.rules(atPath: URL(fileURLWithPath: localtime).resolvingSymlinksInPath().path) ?? .utc
        }
        let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        if name.isEmpty { return .utc }
        if name.hasPrefix("/") {
            return Self.rules(atPath: URL(fileURLWithPath: name).resolvingSymlinksInPath().path) ?? .utc
        }
        if let zone = rules(for: name) { return zone }
        guard let rule = try? PosixZoneRule(name) else { return .utc }
        return ZoneRules(transitions: [], transitionTypes: [], types: [rule.standard], footer: rule)
    }
}

extension ZoneRules {
    /// Coordinated Universal Time, all the time.
    public static let utc = ZoneRules(transitions: [], transitionTypes: [], types: [ZoneRules.utcType], footer: nil)
}
