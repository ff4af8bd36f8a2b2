import Foundation
import HTTP
import WeatherKit

/// The provider, geocoder and IP locator a command's options ask for, wired to one HTTP client.
struct ProviderServices: Sendable {
    /// The providers in the order they are asked.
    let providers: ProviderChain
    /// Each provider's requests, counted for its daily budget.
    let counters: [Provider: CountingHTTP]
    /// The last answers to conditional requests (MET Norway's), kept in the cache between runs.
    let responses = ConditionalResponseStore()
    let placeResolver: PlaceResolver
    /// Nil with `--no-alerts`.
    let alertService: AlertService?
    let airQuality: OpenMeteoAirQualityClient
    /// Nil with `--no-ensemble`, for another provider, or with `--api-base` alone (a mirror may not serve it).
    let ensemble: OpenMeteoEnsembleClient?

    init(options: WeatherOptions, apiKey: String?, http: any HTTPFetching) throws(WeatherError) {
        // A self-hosted Open-Meteo (or a test server) given as --api-base answers for air quality too.
        airQuality = OpenMeteoAirQualityClient(base: options.airQualityBase ?? options.apiBase ?? OpenMeteoAirQualityClient.defaultBase, http: http)
        if options.ensemble, options.provider == .openMeteo, options.ensembleBase != nil || options.apiBase == nil {
            ensemble = OpenMeteoEnsembleClient(base: options.ensembleBase ?? OpenMeteoEnsembleClient.defaultBase, http: http)
        } else {
            ensemble = nil
        }
        let ipLocator = IPLocator(
            base: options.ipLocateBase ?? IPLocator.defaultBase, baseOption: options.ipLocateBase == nil ? nil : "--ip-locate-base", http: http)
        var openWeatherMapAlerts: OpenWeatherMapAlerts?
        if options.provider == .openWeatherMap, options.openWeatherMapAPI == .oneCall, let apiKey {
            let base = options.alertsBase ?? options.apiBase ?? OpenWeatherMapProvider.defaultBase
            openWeatherMapAlerts = OpenWeatherMapAlerts(base: base, apiKey: apiKey, http: http)
        }
        alertService = options.alerts ? AlertService(http: http, base: options.alertsBase, openWeatherMap: openWeatherMapAlerts) : nil
        var providers: [any WeatherProvider] = []
        var counters: [Provider: CountingHTTP] = [:]
        for id in options.providers(withKey: apiKey != nil) {
            let counted = CountingHTTP(http)
            counters[id] = counted
            let http: any HTTPFetching = counted
            switch id {
            case .openMeteo:
                providers.append(OpenMeteoProvider(base: options.apiBase ?? OpenMeteoProvider.defaultBase, http: http))
            case .metNorway:
                providers.append(MetNorwayProvider(base: options.metNorwayBase ?? MetNorwayProvider.defaultBase, http: http, store: responses))
            case .openWeatherMap:
                guard let apiKey else { throw .missingAPIKey(.openWeatherMap) }
                providers.append(OpenWeatherMapProvider(
                    base: options.apiBase ?? OpenWeatherMapProvider.defaultBase, apiKey: apiKey,
                    api: options.openWeatherMapAPI, http: http))
            }
        }
        self.providers = ProviderChain(providers)
        self.counters = counters
        // Places are found by the first provider's search; MET Norway has none, so Open-Meteo's finds them.
        if options.provider == .openWeatherMap, let apiKey {
            let geocoder = OpenWeatherMapGeocoder(
                base: options.geocodingBase ?? options.apiBase ?? OpenWeatherMapGeocoder.defaultBase, apiKey: apiKey, http: http)
            placeResolver = PlaceResolver(geocoder: geocoder, ipLocator: ipLocator)
        } else {
            let geocoder = OpenMeteoGeocoder(base: options.geocodingBase ?? OpenMeteoGeocoder.defaultBase, http: http)
            placeResolver = PlaceResolver(geocoder: geocoder, ipLocator: ipLocator)
        }
    }
}
