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
    /// The air quality index on `aqiScale` (moods saved before the journal kept it have nil).
    public var aqi: Int?
    public var aqiScale: AQIScale?
    public var uvIndex: Double?
    /// Sea-level pressure in hPa.
    public var pressure: Double?
    public var pressureTrend: PressureTrend?
    public var daylightSeconds: Int?
    /// How much warmer (positive) or colder than normal the day was, in °C; nil without normals.
    public var departureFromNormalCelsius: Double?
    /// Whose temperature `temperatureCelsius` is: the provider's or the person's own outdoor station's (moods saved
    /// before the journal kept it have nil, which was always the provider's).
    public var temperatureSource: TemperatureSource?

    public enum TemperatureSource: String, Sendable, Equatable, CaseIterable {
        case provider, station
    }

    public init(
        createdAt: Date, latitude: Double, longitude: Double, temperatureCelsius: Double?, summary: String?,
        condition: Condition?, isDay: Bool?, aqi: Int? = nil, aqiScale: AQIScale? = nil, uvIndex: Double? = nil,
        pressure: Double? = nil, pressureTrend: PressureTrend? = nil, daylightSeconds: Int? = nil,
        temperatureSource: TemperatureSource? = nil
    ) {
        self.temperatureSource = temperatureSource
        self.createdAt = createdAt
        self.latitude = latitude
        self.longitude = longitude
        self.temperatureCelsius = temperatureCelsius
        self.summary = summary
        self.condition = condition
        self.isDay = isDay
        self.aqi = aqi
        self.aqiScale = aqi == nil ? nil : aqiScale
        self.uvIndex = uvIndex
        self.pressure = pressure
        self.pressureTrend = pressureTrend
        self.daylightSeconds = daylightSeconds
    }

    /// The band of `aqi` on its scale.
    public var aqiCategory: AQICategory? {
        guard let aqi, let aqiScale else { return nil }
        return aqiScale.category(for: aqi)
    }

    /// The current conditions of a forecast, as a mood keeps them.
    public init(_ forecast: Forecast) {
        let current = forecast.current
        self.init(
            createdAt: current.time, latitude: forecast.location.latitude, longitude: forecast.location.longitude,
            temperatureCelsius: current.temperature.map { forecast.units.temperature.convert($0, to: .celsius) },
            summary: current.words, condition: current.condition, isDay: current.isDay,
            aqi: forecast.airQuality?.index, aqiScale: forecast.airQuality?.scale, uvIndex: forecast.uv.index,
            pressure: forecast.pressure?.value, pressureTrend: forecast.pressure?.trend,
            daylightSeconds: forecast.daylight.seconds,
            temperatureSource: current.station?.temperature == true ? .station : .provider)
        departureFromNormalCelsius = NormalStatement(forecast: forecast, now: current.time).map {
            forecast.units.temperature == .fahrenheit ? $0.departure / 1.8 : $0.departure
        }
    }
}
