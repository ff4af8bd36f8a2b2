/// The units every number in a `Forecast` is expressed in.
public struct Units: Sendable, Equatable {
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
        let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"]
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        // "en_US.UTF-8@euro" → "US"
        let withoutEncoding = locale.split(separator: ".").first.map(String.init) ?? locale
        let withoutModifier = withoutEncoding.split(separator: "@").first.map(String.init) ?? withoutEncoding
        let parts = withoutModifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2 else { return .metric }
        return imperialRegions.contains(parts[1].uppercased()) ? .imperial : .metric
    }
}

public enum TemperatureUnit: String, Sendable, Equatable {
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

public enum WindSpeedUnit: String, Sendable, Equatable {
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

public enum PrecipitationUnit: String, Sendable, Equatable {
    case millimetres = "mm"
    case inches = "in"
}
