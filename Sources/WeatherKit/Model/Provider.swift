public enum Provider: String, Sendable, Equatable, CaseIterable, Codable {
    case openMeteo = "open-meteo"
    case openWeatherMap = "openweathermap"

    public var displayName: String {
        switch self {
        case .openMeteo: "Open-Meteo"
        case .openWeatherMap: "OpenWeatherMap"
        }
    }
}
