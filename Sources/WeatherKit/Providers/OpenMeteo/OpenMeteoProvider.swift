import Foundation
import HTTP

/// Open-Meteo's `/v1/forecast`: free, no key, the default provider.
public struct OpenMeteoProvider: WeatherProvider {
    public static let defaultBase = URL(string: "https://api.open-meteo.com")!

    /// Two hours of 15-minute steps.
    public static let nowcastSteps = 8

    public let id = Provider.openMeteo
    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = OpenMeteoProvider.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    public func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
        let response = try await http.get(url(for: request))
        try response.checkStatus(provider: nil, now: now)
        let body = try response.decode(OpenMeteoResponse.self)
        let units = try OpenMeteoStatedUnits(requested: Units(system: request.units), response: body).units(
            host: response.hostDescription)
        return try OpenMeteoMapper(
            response: body, request: request, units: units, fetchedAt: now, host: response.hostDescription
        ).forecast()
    }

    func url(for request: ForecastRequest) -> URL {
        let imperial = request.units == .imperial
        // Two days at least, so the hourly rows cover 24 hours even late in the evening with --days 1.
        let days = max(request.days, 2)
        return URLBuilder(base: base, path: "/v1/forecast").url(query: [
            ("latitude", URLBuilder.coordinate(request.place.latitude)),
            ("longitude", URLBuilder.coordinate(request.place.longitude)),
            (
                "current",
                "temperature_2m,apparent_temperature,relative_humidity_2m,wind_speed_10m,wind_direction_10m,weather_code,is_day,uv_index,pressure_msl"
            ),
            (
                "hourly",
                "temperature_2m,weather_code,precipitation_probability,is_day,uv_index,pressure_msl,precipitation,snowfall,wind_speed_10m,wind_direction_10m,wind_gusts_10m"
            ),
            (
                "daily",
                "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,sunrise,sunset,uv_index_max"
            ),
            ("minutely_15", "precipitation,rain,snowfall,weather_code"),
            ("forecast_minutely_15", String(OpenMeteoProvider.nowcastSteps)),
            // Yesterday for "warmer than yesterday" and the daylight change; every array then starts a day early.
            ("past_days", "1"),
            ("timezone", "auto"),
            ("temperature_unit", imperial ? "fahrenheit" : "celsius"),
            ("wind_speed_unit", imperial ? "mph" : "kmh"),
            ("precipitation_unit", imperial ? "inch" : "mm"),
            ("forecast_days", String(days))
        ])
    }
}
