import Foundation
import Translation

/// The units every number in a `Forecast` is expressed in.
public struct Units: Sendable, Equatable, Codable {
    public var temperature: TemperatureUnit
    public var windSpeed: WindSpeedUnit
    public var precipitation: PrecipitationUnit
    /// How pressure is shown. Pressure readings stay in hPa whatever this says (`PressureReading`); only their text
    /// follows it. Not part of `description` (the cache's key): the data is the same in every pressure unit.
    public var pressure: PressureUnit

    /// `pressure` unless given follows the temperature scale, as the system does: inHg with °F, hPa with °C.
    public init(
        temperature: TemperatureUnit, windSpeed: WindSpeedUnit, precipitation: PrecipitationUnit,
        pressure: PressureUnit? = nil
    ) {
        self.temperature = temperature
        self.windSpeed = windSpeed
        self.precipitation = precipitation
        self.pressure = pressure ?? Self.usualPressure(with: temperature)
    }

    /// The pressure unit people who read `temperature` expect: inHg in the US (°F), hPa elsewhere.
    public static func usualPressure(with temperature: TemperatureUnit) -> PressureUnit {
        temperature == .fahrenheit ? .inchesOfMercury : .hectopascals
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

    private enum CodingKeys: String, CodingKey {
        case temperature, windSpeed, precipitation, pressure
    }

    /// Without `pressure` (as cached before it had a unit), the usual one for the temperature scale.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        temperature = try container.decode(TemperatureUnit.self, forKey: .temperature)
        windSpeed = try container.decode(WindSpeedUnit.self, forKey: .windSpeed)
        precipitation = try container.decode(PrecipitationUnit.self, forKey: .precipitation)
        pressure =
            try container.decodeIfPresent(PressureUnit.self, forKey: .pressure) ?? Self.usualPressure(with: temperature)
    }

    /// `pressure` only when it is not the usual one, so the cache's text of every forecast before it is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(temperature, forKey: .temperature)
        try container.encode(windSpeed, forKey: .windSpeed)
        try container.encode(precipitation, forKey: .precipitation)
        if pressure != Self.usualPressure(with: temperature) { try container.encode(pressure, forKey: .pressure) }
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
        let locale =
            ["LC_ALL", "LC_MEASUREMENT", "LANG"]
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

/// How pressure is shown: hPa (metric and UK), inches of mercury (US) or millibars (the same number as hPa).
public enum PressureUnit: String, Sendable, Equatable, Codable, CaseIterable {
    case hectopascals = "hPa"
    case inchesOfMercury = "inHg"
    case millibars = "mbar"

    /// `hectopascals` in this unit.
    public func fromHectopascals(_ hectopascals: Double) -> Double {
        switch self {
        case .hectopascals, .millibars: hectopascals
        case .inchesOfMercury: hectopascals / 33.863_886_666_7
        }
    }

    /// "1009 hPa", "29.80 inHg", "1009 mbar": whole hPa and mbar, inHg to the hundredth, as US forecasts give it.
    public func text(hectopascals: Double) -> String {
        let value = fromHectopascals(hectopascals)
        switch self {
        case .hectopascals, .millibars: return "\(value.wholeNumber) \(rawValue)"
        case .inchesOfMercury:
            guard value.isFinite else { return "– \(rawValue)" }
            return String(printf: "%.2f", value) + " " + rawValue
        }
    }
}
