import Foundation
import Testing
import WeatherKit

@testable import WeatherService
@testable import WeatherStore
@testable import WxdashCLI

/// What a start or `now --offline` takes from the cache for a place given by its coordinates.
@Suite struct CachedPlaceTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_796_031_720)

    static func forecast(temperature: Double = 18) -> Forecast {
        let location = Location(
            name: "Kathmandu", region: nil, country: "Nepal", latitude: 27.7, longitude: 85.3,
            timeZoneIdentifier: "Asia/Kathmandu", utcOffsetSeconds: 20_700)
        return Forecast(
            location: location, units: .metric,
            current: CurrentConditions(
                time: fetchedAt, temperature: temperature, humidity: 45, condition: .partlyCloudy,
                description: "Partly cloudy", isDay: true),
            today: TodaySummary(high: 20, low: 5), hourly: [], daily: [], provider: .openMeteo, fetchedAt: fetchedAt)
    }

    static func home() -> (URL, [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-cached-place-\(UUID().uuidString)")
        return (
            home,
            [
                "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8"
            ]
        )
    }

    static func fetcher(environment: [String: String]) throws -> ForecastFetcher {
        var options = WeatherOptions()
        (options.latitude, options.longitude) = (27.7, 85.3)
        options.units.system = .metric
        let settings = Settings.resolve(options, environment: environment, console: SettingsTests.quiet)
        return try ForecastFetcher.prepare(options: options, settings: settings, environment: environment)
    }

    @Test func alertsSavedBesideANearbyPlacesForecastAreFoundBeforeTheForecastIsAskedFor() async throws {
        let (home, environment) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let fetchedAt = Self.fetchedAt
        let forecast = Self.forecast()
        // Saved by an earlier run for coordinates a few hundred metres away, so under another key.
        let cache = try ForecastCache(path: ForecastCache.defaultPath(environment: environment))
        let savedKey = "open-meteo|free|metric|16d|-|coords:27.7030,85.3010"
        try cache.save(forecast, key: savedKey, now: fetchedAt, requested: (27.703, 85.301))
        let alert = Alert(source: .nws, event: "Flood Warning", severity: .severe, ends: fetchedAt + 86_400)
        // Saved for an English reader (LANG=C.UTF-8), and in German for another.
        try cache.saveAlerts(
            AlertReport(coverage: .source(.nws), alerts: [alert], fetchedAt: fetchedAt),
            key: ForecastFetcher.alertsKey(forecastKey: savedKey, language: "en"))
        try cache.saveAlerts(
            AlertReport(
                coverage: .source(.nws),
                alerts: [Alert(source: .nws, event: "Hochwasser", severity: .severe, ends: fetchedAt + 86_400)],
                fetchedAt: fetchedAt),
            key: ForecastFetcher.alertsKey(forecastKey: savedKey, language: "de"))

        let fetcher = try Self.fetcher(environment: environment)
        let alerts = await fetcher.cachedAlerts(now: fetchedAt)
        #expect(alerts?.report?.alerts.map(\.event) == ["Flood Warning"])
        var german = environment
        german["LANG"] = "de_DE.UTF-8"
        let germanAlerts = await (try Self.fetcher(environment: german)).cachedAlerts(now: fetchedAt)
        #expect(germanAlerts?.report?.alerts.map(\.event) == ["Hochwasser"])
        #expect(await fetcher.cached()?.forecast.location.name == "Kathmandu")
    }

    /// Issue 37: after switching the interface language a card showed no alert at all until a refetch; the alerts saved
    /// in the language read before stand until the first fetch replaces them, and the reader's own language wins.
    @Test func afterAChangeOfLanguageTheAlertsSavedInTheOtherOneStandUntilTheFetch() async throws {
        let (home, environment) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let fetchedAt = Self.fetchedAt
        let cache = try ForecastCache(path: ForecastCache.defaultPath(environment: environment))
        let savedKey = "open-meteo|free|metric|16d|de|coords:27.7000,85.3000"
        try cache.save(Self.forecast(), key: savedKey, now: fetchedAt, requested: (27.7, 85.3))
        let older = AlertReport(
            coverage: .source(.nws),
            alerts: [Alert(source: .nws, event: "Sturm", severity: .moderate, ends: fetchedAt + 86_400)],
            fetchedAt: fetchedAt - 3600)
        try cache.saveAlerts(older, key: ForecastFetcher.alertsKey(forecastKey: savedKey, language: "lt"))
        try cache.saveAlerts(
            AlertReport(
                coverage: .source(.nws),
                alerts: [Alert(source: .nws, event: "Hochwasser", severity: .severe, ends: fetchedAt + 86_400)],
                fetchedAt: fetchedAt),
            key: ForecastFetcher.alertsKey(forecastKey: savedKey, language: "de"))
        // Read now in English by the dashboard, which fetches next: none saved in English, so the newest of the others.
        let english = try await Self.fetcher(environment: environment).cachedAlerts(now: fetchedAt, untilRefetch: true)
        #expect(english?.report?.alerts.map(\.event) == ["Hochwasser"])
        // `now --offline` fetches nothing after: the reader's language or none, as README says.
        let offline = try await Self.fetcher(environment: environment).cachedAlerts(now: fetchedAt)
        #expect(offline?.report == nil)
        try cache.saveAlerts(
            AlertReport(
                coverage: .source(.nws),
                alerts: [Alert(source: .nws, event: "Flood Warning", severity: .severe, ends: fetchedAt + 86_400)],
                fetchedAt: fetchedAt),
            key: ForecastFetcher.alertsKey(forecastKey: savedKey, language: "en"))
        let fetched = try await Self.fetcher(environment: environment).cachedAlerts(now: fetchedAt, untilRefetch: true)
        #expect(fetched?.report?.alerts.map(\.event) == ["Flood Warning"], "once fetched in English, the English ones")
    }

    @Test func aNearbyForecastThatCannotBeReadGivesWayToTheNextNearbyOne() async throws {
        let (home, environment) = Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = try ForecastCache(path: ForecastCache.defaultPath(environment: environment))
        try cache.save(
            Self.forecast(temperature: 11), key: "older nearby", now: Self.fetchedAt, requested: (27.701, 85.301))
        // Newer, at the same place, but its forecast no longer decodes (a version's document this one cannot read).
        try cache.database.execute(
            """
            INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, format, document, requested_latitude, requested_longitude)
            VALUES ('newer nearby', 'open-meteo', 'metric', 9e9, 9e9, 1, '{"location": {"name": "Kathmandu", "latitude": 27.7, "longitude": 85.3}}', 27.7, 85.3)
            """)
        let entry = try await Self.fetcher(environment: environment).cached()
        #expect(entry?.forecast.current.temperature == 11)
    }
}
