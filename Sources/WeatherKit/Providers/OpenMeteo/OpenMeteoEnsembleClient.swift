import Foundation
import HTTP

/// Open-Meteo's Ensemble API (`/v1/ensemble`, on its own host): many runs of one model, whose spread says how sure
/// the forecast is. Free and keyless like the forecast; asked seldom (ensembles change every 6–12 hours).
public struct OpenMeteoEnsembleClient: Sendable {
    public static let defaultBase = URL(string: "https://ensemble-api.open-meteo.com")!
    /// A global model with its members; its seamless blend reaches 7 days.
    public static let model = "icon_seamless"
    /// Never asked more often than this, whatever the refresh interval.
    public static let minimumInterval: TimeInterval = 3600
    /// How long an answer is used before a new one is asked for.
    public static let interval: TimeInterval = 3 * 3600

    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = OpenMeteoEnsembleClient.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    /// The spread of the temperature (and of precipitation) at a point, in `unit`.
    public func spread(latitude: Double, longitude: Double, unit: TemperatureUnit, days: Int, now: Date)
        async throws(WeatherError) -> EnsembleSpread
    {
        let response = try await http.get(url(latitude: latitude, longitude: longitude, unit: unit, days: days))
        try response.checkStatus(provider: nil, now: now)
        let body = try response.decode(OpenMeteoResponse.self)
        return try OpenMeteoEnsembleMapper(
            response: body, temperatureUnit: unit, fetchedAt: now, host: response.hostDescription
        ).spread()
    }

    func url(latitude: Double, longitude: Double, unit: TemperatureUnit, days: Int) -> URL {
        URLBuilder(base: base, path: "/v1/ensemble").url(query: [
            ("latitude", URLBuilder.coordinate(latitude)),
            ("longitude", URLBuilder.coordinate(longitude)),
            ("hourly", "temperature_2m,precipitation"),
            ("models", Self.model),
            ("timezone", "auto"),
            ("temperature_unit", unit == .fahrenheit ? "fahrenheit" : "celsius"),
            ("forecast_days", String(min(7, max(2, days))))
        ])
    }
}
