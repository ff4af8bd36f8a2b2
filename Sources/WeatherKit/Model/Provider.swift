public enum Provider: String, Sendable, Equatable, CaseIterable, Codable {
    case openMeteo = "open-meteo"
    case openWeatherMap = "openweathermap"
    case metNorway = "metno"

    public var displayName: String {
        switch self {
        case .openMeteo: "Open-Meteo"
        case .openWeatherMap: "OpenWeatherMap"
        case .metNorway: "MET Norway"
        }
    }
}
