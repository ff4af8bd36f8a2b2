/// The WMO weather interpretation codes Open-Meteo sends as `weather_code`.
public struct WMOWeatherCode: Sendable, Equatable {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// nil for codes Open-Meteo never produces.
    public var condition: Condition? {
        switch rawValue {
        case 0: .clear
        case 1: .mostlyClear
        case 2: .partlyCloudy
        case 3: .cloudy
        case 45, 48: .fog
        case 51, 53, 55: .drizzle
        case 56, 57: .freezingDrizzle
        case 61, 63, 65: .rain
        case 66, 67: .freezingRain
        case 71, 73, 75, 77: .snow
        case 80, 81, 82: .showers
        case 85, 86: .snowShowers
        case 95, 96, 99: .thunderstorm
        default: nil
        }
    }

    /// The English words for this exact code where they say more than the condition's phrase ("Light rain"), else
    /// the condition's own ("Cloudy" for 3, not WMO's "Overcast"): one word per code on every view.
    public var phrase: String? {
        switch rawValue {
        case 0: "Clear sky"
        case 1: "Mostly clear"
        case 2: "Partly cloudy"
        case 3: "Cloudy"
        case 45: "Fog"
        case 48: "Depositing rime fog"
        case 51: "Light drizzle"
        case 53: "Drizzle"
        case 55: "Dense drizzle"
        case 56: "Light freezing drizzle"
        case 57: "Dense freezing drizzle"
        case 61: "Light rain"
        case 63: "Rain"
        case 65: "Heavy rain"
        case 66: "Light freezing rain"
        case 67: "Heavy freezing rain"
        case 71: "Light snow"
        case 73: "Snow"
        case 75: "Heavy snow"
        case 77: "Snow grains"
        case 80: "Light rain showers"
        case 81: "Showers"
        case 82: "Violent rain showers"
        case 85: "Light snow showers"
        case 86: "Heavy snow showers"
        case 95: "Thunderstorm"
        case 96: "Thunderstorm with light hail"
        case 99: "Thunderstorm with heavy hail"
        default: nil
        }
    }
}
