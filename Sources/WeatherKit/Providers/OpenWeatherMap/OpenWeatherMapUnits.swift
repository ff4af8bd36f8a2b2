import Foundation

/// The `units` parameter, i.e. what the numbers on the wire are in. wxdash asks for `metric` or `imperial`;
/// `standard` (Kelvin) is what OWM sends when the parameter is missing, as in many recordings.
enum OpenWeatherMapUnits: String, Sendable, Equatable {
    case standard
    case metric
    case imperial

    init(system: UnitSystem) {
        self = system == .metric ? .metric : .imperial
    }

    /// A wire temperature in the model's unit, to 0.01°.
    func temperature(_ value: Double?, to target: Units) -> Double? {
        guard let value, value.isFinite else { return nil }
        let celsius: Double
        switch self {
        case .standard: celsius = value - 273.15
        case .metric: celsius = value
        case .imperial: celsius = TemperatureUnit.fahrenheit.convert(value, to: .celsius)
        }
        let converted =
            self == .imperial && target.temperature == .fahrenheit
            ? value : TemperatureUnit.celsius.convert(celsius, to: target.temperature)
        return OpenWeatherMapUnits.hundredths(converted)
    }

    /// A wire wind speed (m/s, or mph for `imperial`) in the model's unit, to 0.01.
    func windSpeed(_ value: Double?, to target: Units) -> Double? {
        guard let value, value.isFinite else { return nil }
        let source: WindSpeedUnit = self == .imperial ? .milesPerHour : .metresPerSecond
        let converted: Double
        switch (source, target.windSpeed) {
        case (.metresPerSecond, .kilometresPerHour): converted = value * 3.6
        default: converted = source.convert(value, to: target.windSpeed)
        }
        return OpenWeatherMapUnits.hundredths(max(0, converted))
    }

    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
