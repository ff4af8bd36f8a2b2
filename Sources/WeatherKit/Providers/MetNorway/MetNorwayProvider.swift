import Foundation

/// MET Norway's Locationforecast 2.0: free, no key, worldwide. Its terms: an identifying User-Agent (wxdash and a
/// contact) and coordinates to at most four decimals, which are refused with HTTP 403 otherwise.
public struct MetNorwayProvider: WeatherProvider {
    public static let defaultBase = URL(string: "https://api.met.no")!
    public static let path = "/weatherapi/locationforecast/2.0/complete"

    public let id = Provider.metNorway
    private let base: URL
    private let http: any HTTPFetching

    public init(base: URL = MetNorwayProvider.defaultBase, http: any HTTPFetching) {
        self.base = base
        self.http = http
    }

    public func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
        let response = try await http.get(url(for: request))
        try response.checkStatus(provider: nil)
        let body = try response.decode(MetNorwayResponse.self)
        return try MetNorwayMapper(response: body, request: request, fetchedAt: now, host: response.hostDescription).forecast()
    }

    /// Coordinates to four decimals (`URLBuilder.coordinate`): more is refused with 403.
    func url(for request: ForecastRequest) -> URL {
        URLBuilder(base: base, path: Self.path).url(query: [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude)),
        ])
    }
}
