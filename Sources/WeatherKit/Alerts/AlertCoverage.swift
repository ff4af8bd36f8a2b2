import Translation

/// Which service issues official alerts for a place — or why none can be asked.
public enum AlertCoverage: Sendable, Equatable, Codable {
    case source(AlertSource)
    /// No keyless official source wxdash knows covers this country (named when known).
    case noSource(country: String?)
    /// The place's country is unknown (bare coordinates wxdash cannot place unambiguously).
    case unknownCountry

    public var source: AlertSource? {
        if case .source(let source) = self { return source }
        return nil
    }

    /// Said when there is no source, as a sentence: honest that nothing was asked, never "no alerts".
    public func explanation(in language: Language = .english) -> String? {
        switch self {
        case .source: nil
        case .noSource(let country?): language.text(.alertsNoSourceFor, ["country": country])
        case .noSource(nil): language.text(.alertsNoSourceHere)
        case .unknownCountry: language.text(.alertsUnknownCountry)
        }
    }
}
