import Foundation
import HTTP

/// OpenWeatherMap's geocoding API, `/geo/1.0/direct`.
public struct OpenWeatherMapGeocoder: Geocoder {
    public static let defaultBase = URL(string: "https://api.openweathermap.org")!

    private let base: URL
    private let apiKey: String
    private let http: any HTTPFetching

    public init(base: URL = OpenWeatherMapGeocoder.defaultBase, apiKey: String, http: any HTTPFetching) {
        self.base = base
        self.apiKey = apiKey
        self.http = http
    }

    public func search(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
        let q = [query.name, query.countryCode].compactMap { $0 }.joined(separator: ",")
        let url = URLBuilder(base: base, path: "/geo/1.0/direct").url(query: [
            ("q", q), ("limit", "5"), ("appid", apiKey)
        ])
        let results = try await http.getJSON(url, as: [OpenWeatherMapGeocodingResult].self, provider: .openWeatherMap)
        return results.map { $0.place(language: query.language) }
    }
}

/// One element of the `/geo/1.0/direct` array.
struct OpenWeatherMapGeocodingResult: Decodable {
    let name: String
    let localNames: [String: String]?
    let lat: Double
    let lon: Double
    let country: String?
    let state: String?

    enum CodingKeys: String, CodingKey {
        case name, lat, lon, country, state
        case localNames = "local_names"
    }

    func place(language: String?) -> Place {
        let localName = language.flatMap { localNames?[$0.lowercased()] }
        return Place(
            name: localName ?? name, region: state, countryCode: country, latitude: lat, longitude: lon)
    }
}
