import Foundation
import HTTP
import Translation
import WeatherKit

/// What the weather service is asked for and where from, for one place: built once per place by the command layer
/// from the flags, the config and the environment (with the process's resolved settings), and never decided again
/// below it.
public struct ServiceOptions: Sendable {
    /// The place asked for: a name, coordinates, or the IP address's.
    public var placeSpecifier: PlaceSpecifier
    /// A saved place's name and what is known of it (country, region, zone).
    public var placeHint: PlaceHint?
    /// The name the place is shown under, when a saved place gives one.
    public var placeLabel: String? { placeHint?.label }
    /// The providers asked in order without an OpenWeatherMap key, and with one.
    public var providersWithoutKey: [Provider]
    public var providersWithKey: [Provider]
    public var openWeatherMapAPI: OpenWeatherMapAPI = .free
    /// The language of the provider's own words and place names; nil for the providers' default (English).
    public var language: String?
    public var days = ForecastRequest.defaultDays
    public var apiBase: URL?
    public var geocodingBase: URL?
    public var metNorwayBase: URL?
    public var ipLocateBase: URL?
    public var airQualityBase: URL?
    public var ensembleBase: URL?
    public var alertsBase: URL?
    /// Requests a day each provider may be sent from this machine; nil: the provider's own.
    public var requestBudget: Int?
    /// An e-mail address or web page for the User-Agent, as MET Norway's terms ask.
    public var contact: String?
    public var ensemble = true
    /// Open-Meteo's historical archive or a mirror, for the climate normals.
    public var archiveBase: URL?
    /// Whether climate normals are fetched (`--no-normals` turns them off).
    public var normals = true
    /// The scale for places outside the US and Europe; nil (auto) means the US AQI there.
    public var aqi: AQIScale?
    public var apiKeyFile: String?
    public var timeout = HTTPClient.defaultTimeout
    /// Answer from the cache only.
    public var offline = false
    /// Whether a missing place may be found from the IP address.
    public var ipLocate = true
    public var alerts = true
    public var alertsMinimum: AlertSeverity = .minor
    public var logLevel: EventLog.Level = .info
    /// The units shown: the provider is asked for the nearest system and the rest is converted.
    public var units: Units
    /// The interface's language, for the notes a person reads.
    public var words: Language
    /// The language alert texts are wanted in (`AlertLanguage.choose`).
    public var alertLanguage: String
    /// How often the run fetches (after the floor against public servers), for the request budget's note.
    public var refresh: TimeInterval

    public init(
        placeSpecifier: PlaceSpecifier, providersWithoutKey: [Provider], providersWithKey: [Provider], units: Units,
        words: Language,
        alertLanguage: String, refresh: TimeInterval
    ) {
        self.placeSpecifier = placeSpecifier
        self.providersWithoutKey = providersWithoutKey
        self.providersWithKey = providersWithKey
        self.units = units
        self.words = words
        self.alertLanguage = alertLanguage
        self.refresh = refresh
    }

    /// The provider asked first.
    public var provider: Provider { providersWithoutKey.first ?? .openMeteo }

    public func providers(withKey: Bool) -> [Provider] { withKey ? providersWithKey : providersWithoutKey }
}
