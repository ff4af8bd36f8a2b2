import Foundation

/// The country of a time zone, from the time zone database's own table (`zone1970.tab` / `zone.tab`, public domain,
/// installed with tzdata): `Europe/Vilnius` is LT, `America/Phoenix` US. A forecast for bare coordinates names its
/// zone, and zones follow borders, so this places coordinates in a country with no network round trip.
public enum ZoneCountry {
    /// The country code for `identifier`; nil for zones of no one country (`UTC`, `Etc/GMT+5`) or with no table.
    public static func code(for identifier: String?, directory: String? = nil) -> String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        let table = directory.map(Self.read) ?? Self.system
        return table[identifier]
    }

    private static let system: [String: String] = read(
        directory: ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo")

    /// `zone.tab` has one country per zone (zone1970.tab may list several, which would be a guess).
    static func read(directory: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: directory + "/zone.tab"), data.count < 1_000_000 else {
            return [:]
        }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// Lines of `CC<TAB>coordinates<TAB>Zone/Name[<TAB>comment]`; comments and malformed lines are skipped.
    public static func parse(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            let code = String(fields[0])
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else { continue }
            table[String(fields[2])] = code
        }
        return table
    }
}
