import Foundation

/// How sure the forecast is, hour by hour, from an ensemble of model runs: the 10th and 90th percentile of the
/// members' temperatures and the share of members with precipitation. Kept apart from `Forecast` (it is fetched on
/// its own schedule) and laid onto it by `Forecast.withEnsemble(_:)`.
public struct EnsembleSpread: Sendable, Equatable, Codable {
    public struct Hour: Sendable, Equatable, Codable {
        public var time: Date
        /// nil where fewer than three members have a temperature.
        public var temperatureP10: Double?
        public var temperatureP90: Double?
        /// Members (the control run included) with a temperature this hour.
        public var members: Int
        /// The share of members, 0–1, with at least 0.1 mm of precipitation; nil without precipitation members.
        public var wetShare: Double?

        public init(time: Date, temperatureP10: Double?, temperatureP90: Double?, members: Int, wetShare: Double? = nil)
        {
            self.time = time
            self.temperatureP10 = temperatureP10
            self.temperatureP90 = temperatureP90
            self.members = members
            self.wetShare = wetShare
        }
    }

    public var hours: [Hour]
    /// The temperature unit of the percentiles.
    public var temperatureUnit: TemperatureUnit
    public var fetchedAt: Date

    public init(hours: [Hour], temperatureUnit: TemperatureUnit, fetchedAt: Date) {
        self.hours = hours
        self.temperatureUnit = temperatureUnit
        self.fetchedAt = fetchedAt
    }

    /// The value at `fraction` (0–1) of sorted `values`, straight between the two nearest (as spreadsheets do);
    /// nil for no values.
    public static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        let sorted = values.filter(\.isFinite).sorted()
        guard let first = sorted.first else { return nil }
        guard sorted.count > 1 else { return first }
        let position = min(1, max(0, fraction)) * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = min(sorted.count - 1, below + 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }
}
