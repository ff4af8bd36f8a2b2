#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// HTTP's date (RFC 9110's IMF-fixdate, `Tue, 16 Jun 2026 12:26:08 GMT`), read without a locale's date formatter:
/// English month names, UTC (`GMT`, `UTC`, `UT`, `Z` or a `+hhmm` offset); the weekday is not checked.
enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Date? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let first = words.first, first.hasSuffix(",") || first.allSatisfy(\.isLetter) { words.removeFirst() }
        guard words.count == 5,
            let day = Int(words[0]), (1...31).contains(day), words[0].count <= 2,
            let month = months.firstIndex(of: words[1].lowercased()).map({ $0 + 1 }),
            words[2].count == 4, let year = Int(words[2]), year >= 1970,
            let offset = zoneOffset(words[4])
        else { return nil }
        let clock = words[3].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            day <= daysIn(month: month, year: year)
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second - offset))
    }

    private static func zoneOffset(_ zone: String) -> Int? {
        switch zone.uppercased() {
        case "GMT", "UTC", "UT", "Z": return 0
        default:
            guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-", let value = Int(zone.dropFirst()),
                zone.dropFirst().allSatisfy(\.isASCII)
            else { return nil }
            let seconds = (value / 100) * 3600 + (value % 100) * 60
            return sign == "-" ? -seconds : seconds
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
