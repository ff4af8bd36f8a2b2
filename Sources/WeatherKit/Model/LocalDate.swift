import Foundation
import ZoneInfo

/// A calendar day in some location's own calendar, with no time and no zone: "2026-11-30".
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil for anything else or an impossible day.
    public init?(iso string: some StringProtocol) {
        let parts = string.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = LocalDate.digits(parts[0]), let month = LocalDate.digits(parts[1]),
            let day = LocalDate.digits(parts[2]),
            (1...12).contains(month), (1...LocalDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public var description: String {
        year.zeroPadded(to: 4) + "-" + month.zeroPadded(to: 2) + "-" + day.zeroPadded(to: 2)
    }

    /// Encoded as `YYYY-MM-DD`; anything else, or an impossible day, is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not a date such as 2026-11-30")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 (proleptic Gregorian), so dates can be compared and stepped without a Calendar.
    public var daysSinceEpoch: Int {
        CivilDate.days(year: year, month: month, day: day)
    }

    public init(daysSinceEpoch days: Int) {
        let date = CivilDate.date(ofDay: days)
        self.init(year: date.year, month: date.month, day: date.day)
    }

    public func adding(days: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// 1 = Monday … 7 = Sunday (ISO 8601).
    public var isoWeekday: Int {
        let weekday = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday
        return (weekday < 0 ? weekday + 7 : weekday) + 1
    }

    /// 1 … 366.
    public var dayOfYear: Int {
        daysSinceEpoch - LocalDate(year: year, month: 1, day: 1).daysSinceEpoch + 1
    }

    /// The number written with ASCII digits only: `Int` alone would also take a sign (`+1`).
    static func digits(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
