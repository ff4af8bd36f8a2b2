import Foundation
import HTTP

/// Open-Meteo's Air Quality API (`/v1/air-quality`, on its own host): free, no key, any provider's companion.
public struct OpenMeteoAirQualityClient: Sendable {
    public static let defaultBase = URL(string: "https://air-quality-api.open-meteo.com")!
    static let pollutants: [Pollutant] = [.pm2_5, .pm10, .ozone, .nitrogenDioxide]
    static let pollenKinds = ["alder", "birch", "grass", "mugwort", "olive", "ragweed"]

    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = OpenMeteoAirQualityClient.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    /// Air quality at a point, read on `scale`.
    public func airQuality(latitude: Double, longitude: Double, scale: AQIScale, now: Date) async throws(WeatherError)
        -> AirQuality
    {
        let response = try await http.get(url(latitude: latitude, longitude: longitude))
        try response.checkStatus(provider: nil, now: now)
        let body = try response.decode(OpenMeteoResponse.self)
        return try OpenMeteoAirQualityMapper(response: body, scale: scale, now: now, host: response.hostDescription)
            .airQuality()
    }

    static var currentVariables: [String] {
        var names = ["european_aqi", "us_aqi"] + pollutants.map(\.rawValue)
        for scale in AQIScale.allCases {
            names += Pollutant.allCases.filter { scale == .us || $0 != .carbonMonoxide }.map {
                "\(scale.rawValue)_\($0.rawValue)"
            }
        }
        return names + pollenKinds.map { "\($0)_pollen" }
    }

    func url(latitude: Double, longitude: Double) -> URL {
        URLBuilder(base: base, path: "/v1/air-quality").url(query: [
            ("latitude", URLBuilder.coordinate(latitude)),
            ("longitude", URLBuilder.coordinate(longitude)),
            ("current", Self.currentVariables.joined(separator: ",")),
            ("hourly", "european_aqi,us_aqi"),
            ("timezone", "auto"),
            ("forecast_days", "2")
        ])
    }
}
