/// The day a locale's weeks start on, read from the locale's name alone (`en_US.UTF-8` → Sunday, `de_DE` and
/// `en_GB` → Monday), after CLDR's week data: the same answer on every machine, whatever locales it has installed.
public enum FirstWeekday {
    /// ISO weekdays: 1 Monday … 7 Sunday.
    public static let monday = 1
    public static let saturday = 6
    public static let sunday = 7

    /// Regions whose weeks start on Sunday.
    static let sundayRegions: Set<String> = [
        "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN",
        "ID", "IL",
        "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE", "PH",
        "PK", "PR",
        "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW"
    ]
    /// Regions whose weeks start on Saturday.
    static let saturdayRegions: Set<String> = [
        "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY"
    ]
    /// A language named without a region (`LANG=en`) stands for the region where most of its speakers live.
    static let likelyRegions: [String: String] = [
        "en": "US", "ja": "JP", "ko": "KR", "zh": "CN", "pt": "BR", "he": "IL", "hi": "IN", "th": "TH", "ar": "EG",
        "fa": "IR", "id": "ID", "bn": "BD", "ne": "NP", "ur": "PK", "es": "ES", "de": "DE", "fr": "FR", "it": "IT"
    ]

    /// The first weekday of a locale name as `LC_TIME` or `LANG` give it; Monday (ISO 8601) for C, POSIX, an unknown
    /// region or no name at all.
    public static func of(localeName name: String) -> Int {
        guard let identifier = TimeStyle.localeIdentifier(name) else { return monday }
        let parts = identifier.split(separator: "_")
        let language = parts.first.map(String.init) ?? ""
        let region = parts.count > 1 ? String(parts[1]) : likelyRegions[language]
        return region.map(of(region:)) ?? monday
    }

    /// The first weekday of a region code (`US`, `DE`).
    public static func of(region: String) -> Int {
        let code = region.uppercased()
        if sundayRegions.contains(code) { return sunday }
        if saturdayRegions.contains(code) { return saturday }
        return code == "MV" ? 5 : monday
    }

    /// The seven ISO weekdays in the order a week starting on `first` lays them out.
    public static func week(startingOn first: Int) -> [Int] {
        let start = (1...7).contains(first) ? first : monday
        return (0..<7).map { (start - 1 + $0) % 7 + 1 }
    }
}
