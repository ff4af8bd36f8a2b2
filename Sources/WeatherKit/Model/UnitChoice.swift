/// The units asked for: a system (`--units`) and any single-unit overrides, settled into one `Units`.
public struct UnitChoice: Sendable, Equatable {
    public enum System: String, Sendable, CaseIterable {
        case auto, metric, imperial, uk
    }

    public var system: System = .auto
    public var temperature: TemperatureUnit?
    public var windSpeed: WindSpeedUnit?
    public var precipitation: PrecipitationUnit?
    public var pressure: PressureUnit?

    public init() {}

    /// The units asked for, `auto` read from the locale (`Settings` asks, once).
    public func resolved(environment: [String: String]) -> Units {
        var units: Units
        switch system {
        case .auto: units = Units.fromLocale(environment: environment)
        case .metric: units = .metric
        case .imperial: units = .imperial
        case .uk: units = .uk
        }
        if let temperature { units.temperature = temperature }
        if let windSpeed { units.windSpeed = windSpeed }
        if let precipitation { units.precipitation = precipitation }
        if let pressure { units.pressure = pressure }
        return units
    }

    public static func temperature(_ text: String) -> TemperatureUnit? {
        switch text.lowercased() {
        case "c", "celsius", "°c": .celsius
        case "f", "fahrenheit", "°f": .fahrenheit
        default: nil
        }
    }

    public static func windSpeed(_ text: String) -> WindSpeedUnit? {
        switch text.lowercased() {
        case "km/h", "kmh": .kilometresPerHour
        case "mph": .milesPerHour
        case "m/s", "ms": .metresPerSecond
        case "kn", "knots", "kt": .knots
        default: nil
        }
    }

    public static func pressure(_ text: String) -> PressureUnit? {
        switch text.lowercased() {
        case "hpa": .hectopascals
        case "inhg", "in-hg": .inchesOfMercury
        case "mbar", "mb": .millibars
        default: nil
        }
    }

    public static func precipitation(_ text: String) -> PrecipitationUnit? {
        switch text.lowercased() {
        case "mm": .millimetres
        case "in", "inch", "inches": .inches
        default: nil
        }
    }
}
