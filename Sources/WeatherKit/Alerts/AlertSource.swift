/// A national warning service (or OpenWeatherMap, which relays them) that wxdash asks for official alerts.
public enum AlertSource: String, Sendable, Equatable, Codable, CaseIterable {
    case nws
    case meteoAlarm = "meteoalarm"
    case metNorway = "met-norway"
    case brightSky = "dwd"
    case environmentCanada = "eccc"
    case openWeatherMap = "openweathermap"

    /// Who issues them, as a person reads it.
    public var displayName: String {
        switch self {
        case .nws: "US National Weather Service"
        case .meteoAlarm: "MeteoAlarm"
        case .metNorway: "MET Norway"
        case .brightSky: "DWD (via Bright Sky)"
        case .environmentCanada: "Environment Canada"
        case .openWeatherMap: "OpenWeatherMap"
        }
    }
}
