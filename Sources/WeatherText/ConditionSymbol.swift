import WeatherKit

/// One-column symbols for a condition, safe in any terminal font; used by `now` text and line output.
public enum ConditionSymbol {
    public static func symbol(for condition: Condition?, isDay: Bool?) -> String {
        let night = isDay == false
        switch condition {
        case .clear: return night ? "☾" : "☀"
        case .mostlyClear: return night ? "☾" : "☼"
        case .partlyCloudy, .cloudy: return "☁"
        case .fog: return "≡"
        case .drizzle, .rain, .showers, .freezingDrizzle, .freezingRain: return "☂"
        case .snow, .snowShowers: return "❄"
        case .thunderstorm: return "ϟ"
        case nil: return "?"
        }
    }
}
