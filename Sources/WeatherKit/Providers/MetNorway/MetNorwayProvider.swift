import Foundation
import HTTP

/// MET Norway's Locationforecast 2.0: free, no key, worldwide. Its terms: an identifying User-Agent (wxdash and a
/// contact) and coordinates to at most four decimals, which are refused with HTTP 403 otherwise; no request before
/// the last answer's `Expires`, and after it `If-Modified-Since`, a `304` keeping the last answer (fresh again).
public struct MetNorwayProvider: WeatherProvider {
    public static let defaultBase = URL(string: "https://api.met.no")!
    public static let path = "/weatherapi/locationforecast/2.0/complete"

    public let id = Provider.metNorway
    private let base: URL
    private let http: any HTTPFetching
    private let store: ConditionalResponseStore

    public init(
        base: URL = MetNorwayProvider.defaultBase, http: any HTTPFetching,
        store: ConditionalResponseStore = ConditionalResponseStore()
    ) {
        self.base = base
        self.http = http
        self.store = store
    }

    public func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast {
        let url = url(for: request)
        let kept = store.entry(for: url)
        let host = HTTPClient.hostDescription(of: url)
        // Before Expires MET's data cannot have changed: the last answer, read again at now, is as fresh as a new one.
        if let kept, let expires = kept.expires, now < expires {
            return try forecast(
                from: HTTPResponse(url: url, status: 200, body: kept.body), request: request, now: now, host: host)
        }
        var headers = RequestHeaders()
        if let kept, let lastModified = kept.lastModified { headers.set("If-Modified-Since", lastModified) }
        let response = try await http.get(url, headers: headers)
        if response.status == 304, let kept {
            store.refresh(url, expires: response.expires(now: now), lastModified: response.headers["last-modified"])
            return try forecast(
                from: HTTPResponse(url: url, status: 200, body: kept.body), request: request, now: now, host: host)
        }
        try response.checkStatus(provider: nil, now: now)
        let forecast = try forecast(from: response, request: request, now: now, host: host)
        store.store(
            ConditionalResponseStore.Entry(
                body: response.body, lastModified: response.headers["last-modified"],
                expires: response.expires(now: now)),
            for: url)
        return forecast
    }

    private func forecast(from response: HTTPResponse, request: ForecastRequest, now: Date, host: String)
        throws(WeatherError) -> Forecast
    {
        let body = try response.decode(MetNorwayResponse.self)
        return try MetNorwayMapper(response: body, request: request, fetchedAt: now, host: host).forecast()
    }

    /// Coordinates to four decimals (`URLBuilder.coordinate`): more is refused with 403.
    func url(for request: ForecastRequest) -> URL {
        URLBuilder(base: base, path: Self.path).url(query: [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude))
        ])
    }
}
