/// The one weather vocabulary every provider maps into. Raw values are stable slugs used in JSON and config.
public enum Condition: String, Sendable, Equatable, CaseIterable, Codable {
    case clear
    case mostlyClear = "mostly-clear"
    case partlyCloudy = "partly-cloudy"
    case cloudy
    case fog
    case drizzle
    case freezingDrizzle = "freezing-drizzle"
    case rain
    case freezingRain = "freezing-rain"
    case showers
    case snow
    case snowShowers = "snow-showers"
    case thunderstorm

    /// A plain English phrase, used when the provider gave no words of its own.
    public var phrase: String {
        switch self {
        case .clear: "Clear sky"
        case .mostlyClear: "Mostly clear"
        case .partlyCloudy: "Partly cloudy"
        case .cloudy: "Cloudy"
        case .fog: "Fog"
        case .drizzle: "Drizzle"
        case .freezingDrizzle: "Freezing drizzle"
        case .rain: "Rain"
        case .freezingRain: "Freezing rain"
        case .showers: "Showers"
        case .snow: "Snow"
        case .snowShowers: "Snow showers"
        case .thunderstorm: "Thunderstorm"
        }
    }

    /// Higher is worse weather; a day's summary condition is its most severe one.
    public var severity: Int {
        switch self {
        case .clear: 0
        case .mostlyClear: 1
        case .partlyCloudy: 2
        case .cloudy: 3
        case .fog: 4
        case .drizzle: 5
        case .showers: 6
        case .rain: 7
        case .freezingDrizzle: 8
        case .snowShowers: 9
        case .snow: 10
        case .freezingRain: 11
        case .thunderstorm: 12
        }
    }

    /// Whether this condition means something falls from the sky.
    public var isPrecipitation: Bool {
        severity >= Condition.drizzle.severity
    }
}
