/// The units every number in a `Forecast` is expressed in.
public struct Units: Sendable, Equatable, Codable {
    public var temperature: TemperatureUnit
    public var windSpeed: WindSpeedUnit
    public var precipitation: PrecipitationUnit

    public init(temperature: TemperatureUnit, windSpeed: WindSpeedUnit, precipitation: PrecipitationUnit) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
    }

    public static let metric = Units(temperature: .celsius, windSpeed: .kilometresPerHour, precipitation: .millimetres)
    public static let imperial = Units(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches)
    /// °C with miles per hour, as British forecasts give them.
    public static let uk = Units(temperature: .celsius, windSpeed: .milesPerHour, precipitation: .millimetres)

    /// The units a person's locale implies: imperial for the US, Liberia and Myanmar, UK for Great Britain,
    /// metric elsewhere (`LC_ALL`, then `LC_MEASUREMENT`, then `LANG`).
    public static func fromLocale(environment: [String: String]) -> Units {
        if UnitSystem.region(environment: environment) == "GB" { return .uk }
        return Units(system: UnitSystem.fromLocale(environment: environment))
    }

    /// "°C, km/h, mm"
    public var description: String {
        "\(temperature.rawValue), \(windSpeed.rawValue), \(precipitation.rawValue)"
    }

    public init(system: UnitSystem) {
        self = system == .metric ? .metric : .imperial
    }

    /// The system these units mostly belong to, judged by the temperature scale.
    public var system: UnitSystem {
        temperature == .celsius ? .metric : .imperial
    }
}

public enum UnitSystem: String, Sendable, Equatable, CaseIterable {
    case metric
    case imperial

    /// Countries that measure in Fahrenheit and miles.
    static let imperialRegions: Set<String> = ["US", "LR", "MM"]

    /// The system a person's locale implies: imperial for the US, Liberia and Myanmar, metric elsewhere.
    /// Reads `LC_ALL`, then `LC_MEASUREMENT`, then `LANG`, the way the C library does.
    public static func fromLocale(environment: [String: String]) -> UnitSystem {
        guard let region = region(environment: environment) else { return .metric }
        return imperialRegions.contains(region) ? .imperial : .metric
    }

    /// The region of the measurement locale: "en_GB.UTF-8@euro" → "GB".
    static func region(environment: [String: String]) -> String? {
        let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"]
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        let withoutEncoding = locale.split(separator: ".").first.map(String.init) ?? locale
        let withoutModifier = withoutEncoding.split(separator: "@").first.map(String.init) ?? withoutEncoding
        let parts = withoutModifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return nil }
        return parts[1].uppercased()
    }
}

public enum TemperatureUnit: String, Sendable, Equatable, Codable {
    case celsius = "°C"
    case fahrenheit = "°F"

    public func convert(_ value: Double, to target: TemperatureUnit) -> Double {
        switch (self, target) {
        case (.celsius, .fahrenheit): value * 9 / 5 + 32
        case (.fahrenheit, .celsius): (value - 32) * 5 / 9
        default: value
        }
    }
}

public enum WindSpeedUnit: String, Sendable, Equatable, Codable {
    case kilometresPerHour = "km/h"
    case milesPerHour = "mph"
    case metresPerSecond = "m/s"
    case knots = "kn"

    private var metresPerSecondFactor: Double {
        switch self {
        case .kilometresPerHour: 1 / 3.6
        case .milesPerHour: 0.44704
        case .metresPerSecond: 1
        case .knots: 1852.0 / 3600.0
        }
    }

    public func convert(_ value: Double, to target: WindSpeedUnit) -> Double {
        self == target ? value : value * metresPerSecondFactor / target.metresPerSecondFactor
    }
}

public enum PrecipitationUnit: String, Sendable, Equatable, Codable {
    case millimetres = "mm"
    case inches = "in"
}

extension PrecipitationUnit {
    public func convert(_ value: Double, to target: PrecipitationUnit) -> Double {
        switch (self, target) {
        case (.millimetres, .inches): value / 25.4
        case (.inches, .millimetres): value * 25.4
        default: value
        }
    }
}
