import Foundation
import Locking

/// A zone's common abbreviation (`MST`, `CET`/`CEST`), from the rule at the end of its time zone database file
/// (`CET-1CEST,M3.5.0,M10.5.0/3`): Foundation on Linux names every zone `GMT+1`. Zones the database names only by
/// their offset (`<+0545>-5:45`) have none.
public enum ZoneAbbreviation {
    /// The abbreviation in force when the zone's offset is `offsetSeconds`; nil when there is none in letters, the
    /// zone is unknown, or the offset is neither the rule's standard nor its daylight-saving one.
    public static func name(of identifier: String, atOffset offsetSeconds: Int, directory: String? = nil) -> String? {
        guard let rule = rule(for: identifier, directory: directory) else { return nil }
        if offsetSeconds == rule.standardOffset { return rule.standard }
        if let daylight = rule.daylight, offsetSeconds == rule.daylightOffset { return daylight }
        return nil
    }

    struct Rule: Equatable {
        var standard: String?
        var standardOffset: Int
        var daylight: String?
        var daylightOffset: Int?
    }

    private static let cache = Locked<[String: Rule?]>([:])

    private static func rule(for identifier: String, directory: String?) -> Rule? {
        // Only names the database could hold: no way out of its folder.
        guard !identifier.isEmpty, identifier.count <= 64, !identifier.contains(".."), !identifier.hasPrefix("/") else {
            return nil
        }
        let key = (directory ?? "") + "|" + identifier
        if let known = cache.withLock({ $0[key] }) { return known }
        let folder = directory ?? ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"
        var found: Rule?
        if let data = FileManager.default.contents(atPath: folder + "/" + identifier), data.count < 1_000_000,
            data.starts(with: Array("TZif".utf8))
        {
            // The footer: the POSIX TZ string between the last two newlines.
            let bytes = data.dropLast(data.last == 0x0A ? 1 : 0)
            if let start = bytes.lastIndex(of: 0x0A) {
                found = parse(String(decoding: bytes[(start + 1)...], as: UTF8.self))
            }
        }
        cache.withLock { $0[key] = found }
        return found
    }

    /// `MST7`, `CET-1CEST,M3.5.0,M10.5.0/3`, `<+0545>-5:45`, `NZST-12NZDT,…`: the names and offsets (east of UTC).
    static func parse(_ text: String) -> Rule? {
        var rest = Substring(text.split(separator: ",", maxSplits: 1).first ?? "")
        guard let standard = name(&rest), let standardWest = offset(&rest) else { return nil }
        var rule = Rule(standard: standard.letters, standardOffset: -standardWest)
        if let daylight = name(&rest) {
            rule.daylight = daylight.letters
            rule.daylightOffset = offset(&rest).map { -$0 } ?? rule.standardOffset + 3600
        }
        return rule
    }

    /// A name and whether it is letters (`CET`) rather than quoted digits (`<+0545>`).
    private static func name(_ text: inout Substring) -> (raw: String, letters: String?)? {
        if text.first == "<" {
            guard let end = text.firstIndex(of: ">") else { return nil }
            let raw = String(text[text.index(after: text.startIndex)..<end])
            text = text[text.index(after: end)...]
            return (raw, nil)
        }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return nil }
        text = text.dropFirst(letters.count)
        return (String(letters), String(letters))
    }

    /// `7`, `-1`, `-5:45`, `+3:30:15` as seconds west of UTC.
    private static func offset(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        let field = text.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
        guard !field.isEmpty else { return nil }
        text = text.dropFirst(field.count)
        let parts = field.split(separator: ":").map { Int($0) ?? 0 }
        guard let hours = parts.first, hours <= 167 else { return nil }
        let seconds = hours * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
        return sign * seconds
    }
}
