import Foundation
import Translation

/// Yesterday's high and low and its length of daylight, to compare today with.
public struct YesterdaySummary: Sendable, Equatable, Codable {
    public var high: Double?
    public var low: Double?
    /// Seconds between sunrise and sunset (86 400 in midnight sun, 0 in polar night).
    public var daylightSeconds: Int?

    public init(high: Double? = nil, low: Double? = nil, daylightSeconds: Int? = nil) {
        self.high = high
        self.low = low
        self.daylightSeconds = daylightSeconds
    }

    /// Today's high minus yesterday's.
    public func highChange(today: Double?) -> Double? {
        guard let today, let high else { return nil }
        return today - high
    }

    /// "3° warmer than yesterday", "1° cooler than yesterday", "As warm as yesterday"; nil without both highs.
    public func text(todayHigh: Double?, language: Language = .english) -> String? {
        guard let change = highChange(today: todayHigh) else { return nil }
        let degrees = abs(change).wholeNumber
        guard degrees != 0 else { return language.text(.yesterdaySame) }
        return language.text(change > 0 ? .yesterdayWarmer : .yesterdayCooler, ["degrees": String(degrees)])
    }
}
