import Foundation

public struct TodaySummary: Sendable, Equatable, Codable {
    public var high: Double?
    public var low: Double?
    public var sun: SunTimes
    public var moonrise: Date?
    public var moonset: Date?

    public init(
        high: Double? = nil, low: Double? = nil, sun: SunTimes = SunTimes(), moonrise: Date? = nil, moonset: Date? = nil
    ) {
        self.high = high
        self.low = low
        self.sun = sun
        self.moonrise = moonrise
        self.moonset = moonset
    }

    /// Today's summary from its daily row.
    public init(_ day: DailyForecast) {
        self.init(high: day.high, low: day.low, sun: day.sun, moonrise: day.moonrise, moonset: day.moonset)
    }
}
