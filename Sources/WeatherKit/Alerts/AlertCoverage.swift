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

    /// Said when there is no source: honest that nothing was asked, never "no alerts".
    public var explanation: String? {
        switch self {
        case .source: nil
        case .noSource(let country?): "no official alerts source for \(country)"
        case .noSource(nil): "no official alerts source for this place"
        case .unknownCountry: "no official alerts: the country of these coordinates is unknown (name the place with --city, or add country = \"CC\" to its [[places]] table in the config)"
        }
    }
}
