import Foundation

public struct TodaySummary: Sendable, Equatable {
    public var high: Double?
    public var low: Double?
    public var sun: SunTimes

    public init(high: Double? = nil, low: Double? = nil, sun: SunTimes = SunTimes()) {
        self.high = high
        self.low = low
        self.sun = sun
    }
}
