import WeatherKit
import WeatherService

extension WeatherOptions {
    /// What the weather service is asked for this place, with the process's settings: the one hand-over from the
    /// command line to the service.
    func serviceOptions(settings: Settings) -> ServiceOptions {
        var service = ServiceOptions(
            placeSpecifier: placeSpecifier, providersWithoutKey: providers(withKey: false),
            providersWithKey: providers(withKey: true),
            units: settings.units, words: settings.language, alertLanguage: settings.alertLanguage,
            refresh: settings.refresh)
        service.placeHint = placeHint
        service.openWeatherMapAPI = openWeatherMapAPI
        service.language = settings.providerLanguage
        service.days = days
        service.apiBase = apiBase
        service.geocodingBase = geocodingBase
        service.metNorwayBase = metNorwayBase
        service.ipLocateBase = ipLocateBase
        service.airQualityBase = airQualityBase
        service.ensembleBase = ensembleBase
        service.alertsBase = alertsBase
        service.requestBudget = requestBudget
        service.contact = contact
        service.ensemble = ensemble
        service.archiveBase = archiveBase
        service.normals = normals
        service.aqi = aqi
        service.apiKeyFile = apiKeyFile
        service.timeout = timeout
        service.offline = offline
        service.ipLocate = ipLocate
        service.alerts = alerts
        service.alertsMinimum = alertsMinimum
        service.logLevel = logLevel
        return service
    }
}
