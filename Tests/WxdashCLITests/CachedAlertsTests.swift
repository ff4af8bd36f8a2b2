import Foundation
import Testing
import WeatherKit
import WeatherStore
@testable import WxdashCLI

/// The alerts a start paints from the cache are the ones saved beside the forecast it paints.
@Suite struct CachedAlertsTests {
    @Test func alertsSavedBesideANearbyPlacesForecastAreFoundBeforeTheForecastIsAskedFor() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-cached-alerts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                           "XDG_STATE_HOME": home.appendingPathComponent("state").path, "LANG": "C.UTF-8"]
        let fetchedAt = Date(timeIntervalSince1970: 1_796_031_720)
        let location = Location(
            name: "Kathmandu", region: nil, country: "Nepal", latitude: 27.7, longitude: 85.3,
            timeZoneIdentifier: "Asia/Kathmandu", utcOffsetSeconds: 20_700)
        let forecast = Forecast(
            location: location, units: .metric,
            current: CurrentConditions(time: fetchedAt, temperature: 18, humidity: 45, condition: .partlyCloudy, description: "Partly cloudy", isDay: true),
            today: TodaySummary(high: 20, low: 5), hourly: [], daily: [], provider: .openMeteo, fetchedAt: fetchedAt)
        // Saved by an earlier run for coordinates a few hundred metres away, so under another key.
        let cache = try ForecastCache(path: ForecastCache.defaultPath(environment: environment))
        let savedKey = "open-meteo|free|metric|16d|-|coords:27.7030,85.3010"
        try cache.save(forecast, key: savedKey, now: fetchedAt, requested: (27.703, 85.301))
        let alert = Alert(source: .nws, event: "Flood Warning", severity: .severe, ends: fetchedAt + 86_400)
        try cache.saveAlerts(AlertReport(coverage: .source(.nws), alerts: [alert], fetchedAt: fetchedAt), key: savedKey)

        var options = WeatherOptions()
        (options.latitude, options.longitude) = (27.7, 85.3)
        options.units.system = .metric
        let fetcher = try ForecastFetcher.prepare(options: options, environment: environment)
        let alerts = await fetcher.cachedAlerts(now: fetchedAt)
        #expect(alerts?.report?.alerts.map(\.event) == ["Flood Warning"])
        #expect(await fetcher.cached()?.forecast.location.name == "Kathmandu")
    }
}
