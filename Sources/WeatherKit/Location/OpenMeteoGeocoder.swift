import Foundation
import HTTP

/// Open-Meteo's geocoding API, `/v1/search`.
public struct OpenMeteoGeocoder: Geocoder {
    public static let defaultBase = URL(string: "https://geocoding-api.open-meteo.com")!

    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = OpenMeteoGeocoder.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    public func search(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
        var parameters = [
            ("name", query.name), ("count", "10"), ("language", query.language ?? "en"), ("format", "json")
        ]
        if let country = query.countryCode { parameters.append(("countryCode", country)) }
        return try await http.getJSON(
            URLBuilder(base: base, path: "/v1/search").url(query: parameters), as: OpenMeteoGeocodingResponse.self
        ).places
    }
}

/// The `/v1/search` body. Empty fields are left out, and so is `results` when nothing matched.
struct OpenMeteoGeocodingResponse: Decodable {
    struct Result: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let country: String?
        let admin1: String?
        let timezone: String?
        let population: Int?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, country, admin1, timezone, population
            case countryCode = "country_code"
        }
    }

    let results: [Result]?

    var places: [Place] {
        (results ?? []).map { result in
            Place(
                name: result.name, region: result.admin1, country: result.country, countryCode: result.countryCode,
                latitude: result.latitude, longitude: result.longitude, timeZoneIdentifier: result.timezone,
                population: result.population)
        }
    }
}
