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
