import Foundation

/// The weather kept with a mood: what it was like where and when it was observed.
public struct MoodForecast: Sendable, Equatable {
    public var createdAt: Date
    public var latitude: Double
    public var longitude: Double
    /// Always stored in °C; converted for display.
    public var temperatureCelsius: Double?

    /// The temperature in `unit` (it is stored in °C).
    public func temperature(in unit: TemperatureUnit) -> Double? {
        temperatureCelsius.map { TemperatureUnit.celsius.convert($0, to: unit) }
    }
    public var summary: String?
    public var condition: Condition?
    public var isDay: Bool?

    public init(
        createdAt: Date, latitude: Double, longitude: Double, temperatureCelsius: Double?, summary: String?,
        condition: Condition?, isDay: Bool?
    ) {
        self.createdAt = createdAt
        self.latitude = latitude
        self.longitude = longitude
        self.temperatureCelsius = temperatureCelsius
        self.summary = summary
        self.condition = condition
        self.isDay = isDay
    }

    /// The current conditions of a forecast, as a mood keeps them.
    public init(_ forecast: Forecast) {
        let current = forecast.current
        self.init(
            createdAt: current.time, latitude: forecast.location.latitude, longitude: forecast.location.longitude,
            temperatureCelsius: current.temperature.map { forecast.units.temperature.convert($0, to: .celsius) },
            summary: current.words, condition: current.condition, isDay: current.isDay)
    }
}
