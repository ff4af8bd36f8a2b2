import Testing

@testable import WeatherService
@testable import WxdashCLI

/// Which language official alerts are asked for: `--lang`, else the locale's variables, else English.
@Suite struct AlertLanguageTests {
    @Test(
        arguments: [
            (nil, [:], "en"),
            (nil, ["LANG": "de_DE.UTF-8"], "de"),
            (nil, ["LANG": "nb_NO.UTF-8", "LC_MESSAGES": "fr_CA.UTF-8"], "fr"),
            (nil, ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "lt_LT.UTF-8"], "lt"),
            (nil, ["LANG": "de_DE.UTF-8", "LC_ALL": ""], "de"),
            (nil, ["LANG": "de_DE.UTF-8", "LC_ALL": "C"], "en"),
            (nil, ["LANG": "C.UTF-8"], "en"),
            (nil, ["LANG": "POSIX"], "en"),
            (nil, ["LANG": "nn_NO@nynorsk"], "nb"),
            ("pt_br", ["LANG": "de_DE.UTF-8"], "pt"),
            ("fr", ["LANG": "de_DE.UTF-8"], "fr"),
            ("en", ["LC_ALL": "nb_NO.UTF-8"], "en")
        ] as [(String?, [String: String], String)])
    func theLanguageIsTheOptionsElseTheLocales(option: String?, environment: [String: String], chosen: String) {
        let interface = Settings.interfaceLanguage(asked: nil, environment: environment)
        #expect(
            AlertLanguage.choose(option: option, interface: interface, named: nil, environment: environment) == chosen)
    }

    /// Alerts kept in the cache are kept apart by language: one person's German alerts are not another's English ones.
    @Test func cachedAlertsAreKeptApartByLanguage() {
        let key = "open-meteo|free|metric|16d|-|city:wien"
        #expect(
            ForecastFetcher.alertsKey(forecastKey: key, language: "de")
                != ForecastFetcher.alertsKey(forecastKey: key, language: "en"))
    }
}
