import Foundation

public struct DailyForecast: Sendable, Equatable, Codable {
    /// The day in the location's calendar.
    public var date: LocalDate
    public var high: Double?
    public var low: Double?
    public var condition: Condition?
    /// Chance of precipitation in percent, 0–100 (the day's highest).
    public var precipitationProbability: Double?
    public var sun: SunTimes
    public var uvIndexMax: Double?
    /// nil on a day the moon does not rise (or set), or when the provider does not say.
    public var moonrise: Date?
    public var moonset: Date?
    /// What the calendar day is usually like here (`ClimateNormals`); nil without normals.
    public var normal: DayNormal?

    public init(
        date: LocalDate, high: Double? = nil, low: Double? = nil, condition: Condition? = nil,
        precipitationProbability: Double? = nil, sun: SunTimes = SunTimes()
    ) {
        self.date = date
        self.high = high
        self.low = low
        self.condition = condition
        self.precipitationProbability = precipitationProbability
        self.sun = sun
    }
}
