import Foundation
import HTTP
import WeatherKit

/// The provider, geocoder and IP locator a command's options ask for, wired to one HTTP client.
public struct ProviderServices: Sendable {
    /// The providers in the order they are asked.
    public let providers: ProviderChain
    /// The last answers to conditional requests (MET Norway's), kept in the cache between runs.
    public let responses = ConditionalResponseStore()
    public let placeResolver: PlaceResolver
    /// Nil with `--no-alerts`.
    public let alertService: AlertService?
    public let airQuality: OpenMeteoAirQualityClient
    /// Nil with `--no-ensemble`, for another provider, or with `--api-base` alone (a mirror may not serve it).
    public let ensemble: OpenMeteoEnsembleClient?
    /// Nil with `--no-normals`, or with `--api-base` alone.
    public let normals: ClimateNormalsSource?

    /// Every request for the weather passes `gate` first and counts to a provider's daily budget: a forecast to the
    /// provider asked, air quality and the ensemble to Open-Meteo (whose servers answer them), alerts to the first
    /// provider. Finding the place (a search, the IP address), once a process, does not count: a spent budget must
    /// leave the next provider a place to ask about.
    public init(options: ServiceOptions, apiKey: String?, http unbudgeted: any HTTPFetching, gate: RequestGate)
        throws(WeatherError)
    {
        let budgeted = { (account: Provider) -> any HTTPFetching in
            BudgetedHTTP(
                inner: unbudgeted, gate: gate, account: account,
                limit: options.requestBudget ?? RequestBudget.defaultLimit(for: account))
        }
        let openMeteo = budgeted(.openMeteo)
        let http = budgeted(options.provider)
        // A self-hosted Open-Meteo (or a test server) given as --api-base answers for air quality too.
        airQuality = OpenMeteoAirQualityClient(
            base: options.airQualityBase ?? options.apiBase ?? OpenMeteoAirQualityClient.defaultBase, http: openMeteo)
        if options.ensemble, options.provider == .openMeteo, options.ensembleBase != nil || options.apiBase == nil {
            ensemble = OpenMeteoEnsembleClient(
                base: options.ensembleBase ?? OpenMeteoEnsembleClient.defaultBase, http: openMeteo)
        } else {
            ensemble = nil
        }
        // Budgeted by the source itself: one archive request counts as the many calls Open-Meteo counts it as.
        normals = ClimateNormalsSource(options: options, http: unbudgeted, gate: gate)
        let ipLocator = IPLocator(
            base: options.ipLocateBase ?? IPLocator.defaultBase,
            baseOption: options.ipLocateBase == nil ? nil : "--ip-locate-base", http: unbudgeted)
        var openWeatherMapAlerts: OpenWeatherMapAlerts?
        if options.provider == .openWeatherMap, options.openWeatherMapAPI == .oneCall, let apiKey {
            let base = options.alertsBase ?? options.apiBase ?? OpenWeatherMapProvider.defaultBase
            openWeatherMapAlerts = OpenWeatherMapAlerts(base: base, apiKey: apiKey, http: http)
        }
        alertService =
            options.alerts
            ? AlertService(http: http, base: options.alertsBase, openWeatherMap: openWeatherMapAlerts) : nil
        var providers: [any WeatherProvider] = []
        for id in options.providers(withKey: apiKey != nil) {
            let http = budgeted(id)
            switch id {
            case .openMeteo:
                providers.append(OpenMeteoProvider(base: options.apiBase ?? OpenMeteoProvider.defaultBase, http: http))
            case .metNorway:
                providers.append(
                    MetNorwayProvider(
                        base: options.metNorwayBase ?? MetNorwayProvider.defaultBase, http: http, store: responses))
            case .openWeatherMap:
                guard let apiKey else { throw .missingAPIKey(.openWeatherMap) }
                providers.append(
                    OpenWeatherMapProvider(
                        base: options.apiBase ?? OpenWeatherMapProvider.defaultBase, apiKey: apiKey,
                        api: options.openWeatherMapAPI, http: http))
            }
        }
        self.providers = ProviderChain(providers)
        // Places are found by the first provider's search; MET Norway has none, so Open-Meteo's finds them.
        if options.provider == .openWeatherMap, let apiKey {
            let geocoder = OpenWeatherMapGeocoder(
                base: options.geocodingBase ?? options.apiBase ?? OpenWeatherMapGeocoder.defaultBase, apiKey: apiKey,
                http: unbudgeted)
            placeResolver = PlaceResolver(geocoder: geocoder, ipLocator: ipLocator)
        } else {
            let geocoder = OpenMeteoGeocoder(
                base: options.geocodingBase ?? OpenMeteoGeocoder.defaultBase, http: unbudgeted)
            placeResolver = PlaceResolver(geocoder: geocoder, ipLocator: ipLocator)
        }
    }
}
