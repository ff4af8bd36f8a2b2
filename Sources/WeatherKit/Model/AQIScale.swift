/// Which air quality index a place reads: the US EPA's or the European Environment Agency's.
public enum AQIScale: String, Sendable, Equatable, CaseIterable, Codable, CodingKeyRepresentable {
    case us = "us_aqi"
    case european = "european_aqi"

    /// The band an index falls in. European: ≤20 good, ≤40 fair, ≤60 moderate, ≤80 poor, ≤100 very poor, above
    /// extremely poor. US: ≤50 good, ≤100 moderate, ≤150 unhealthy for sensitive groups, ≤200 unhealthy,
    /// ≤300 very unhealthy, above hazardous.
    public func category(for index: Int) -> AQICategory {
        bands.first { index <= $0.upTo }?.category ?? highest
    }

    private var bands: [(upTo: Int, category: AQICategory)] {
        switch self {
        case .european: [(20, .good), (40, .fair), (60, .moderate), (80, .poor), (100, .veryPoor)]
        case .us:
            [
                (50, .good), (100, .moderate), (150, .unhealthyForSensitiveGroups), (200, .unhealthy),
                (300, .veryUnhealthy)
            ]
        }
    }

    private var highest: AQICategory { self == .us ? .hazardous : .extremelyPoor }

    /// "US AQI", "European AQI".
    public var label: String { self == .us ? "US AQI" : "European AQI" }

    /// The scale for a place: the US AQI in the US, the European AQI in Europe, and elsewhere the US AQI unless
    /// `preference` (the config's `aqi`) names one. Without a country code, a time zone under `Europe/` counts as Europe.
    public static func forPlace(countryCode: String?, timeZone: String?, preference: AQIScale?) -> AQIScale {
        let code = countryCode?.uppercased()
        if code == "US" { return .us }
        if let code, europeanCountries.contains(code) { return .european }
        if code == nil, timeZone?.hasPrefix("Europe/") == true { return .european }
        return preference ?? .us
    }

    /// ISO 3166-1 codes of Europe's countries and territories (the EEA's members and cooperating countries and
    /// the rest of the continent).
    static let europeanCountries: Set<String> = [
        "AD", "AL", "AT", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO", "FR", "GB",
        "GG",
        "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT",
        "NL",
        "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SJ", "SK", "SM", "UA", "VA", "XK", "AX"
    ]
}
