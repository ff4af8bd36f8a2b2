import Foundation

/// What a calendar day is usually like at a place: the mean high, low and precipitation of the reference period,
/// smoothed over neighbouring days (`ClimateNormals`). In the forecast's units once it sits in a `Forecast`.
public struct DayNormal: Sendable, Equatable, Codable {
    public var high: Double?
    public var low: Double?
    /// The mean precipitation of the day (mm or inches), wet and dry days alike.
    public var precipitation: Double?

    public init(high: Double? = nil, low: Double? = nil, precipitation: Double? = nil) {
        self.high = high
        self.low = low
        self.precipitation = precipitation
    }

    /// The mean of the normal high and low: what a day's own mean is compared with.
    public var mean: Double? {
        guard let high, let low else { return nil }
        return (high + low) / 2
    }
}
