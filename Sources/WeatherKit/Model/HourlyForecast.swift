import Foundation

public struct HourlyForecast: Sendable, Equatable, Codable {
    public var time: Date
    public var temperature: Double?
    public var condition: Condition?
    public var isDay: Bool?
    /// Chance of precipitation in percent, 0–100.
    public var precipitationProbability: Double?
    public var uvIndex: Double?
    /// Sea-level pressure in hPa.
    public var pressure: Double?
    /// Precipitation of the hour ending at `time` (rain, showers and snow as water), in the forecast's precipitation unit.
    public var precipitation: Double?
    /// The part of `precipitation` that falls as snow (as water, same unit); nil when the provider does not say.
    public var snow: Double?
    /// Wind speed and gusts in the forecast's wind unit; the direction the wind comes from, in degrees.
    public var windSpeed: Double?
    public var windGusts: Double?
    public var windDirection: Double?
    /// The 10th and 90th percentile of the ensemble's temperatures for this hour: nil when not known.
    public var temperatureP10: Double?
    public var temperatureP90: Double?

    public init(
        time: Date, temperature: Double? = nil, condition: Condition? = nil, isDay: Bool? = nil,
        precipitationProbability: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.isDay = isDay
        self.precipitationProbability = precipitationProbability
    }
}
