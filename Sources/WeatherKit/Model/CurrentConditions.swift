import Foundation

public struct CurrentConditions: Sendable, Equatable, Codable {
    /// When the provider observed or modelled these conditions.
    public var time: Date
    public var temperature: Double?
    public var feelsLike: Double?
    /// Relative humidity in percent.
    public var humidity: Double?
    public var windSpeed: Double?
    /// Where the wind comes from, in degrees clockwise from north.
    public var windDirection: Double?
    public var condition: Condition?
    /// Words for people: the provider's own where it has them.
    public var description: String?
    public var isDay: Bool?
    /// Set when the temperature or humidity is the person's own outdoor station's rather than the provider's
    /// (`withOutdoorStation`); nil for the provider's own.
    public var station: StationReading?

    /// The provider's words, else the condition's own.
    public var words: String? { description ?? condition?.phrase }

    public init(
        time: Date, temperature: Double? = nil, feelsLike: Double? = nil, humidity: Double? = nil,
        windSpeed: Double? = nil, windDirection: Double? = nil, condition: Condition? = nil,
        description: String? = nil, isDay: Bool? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.condition = condition
        self.description = description
        self.isDay = isDay
    }
}
