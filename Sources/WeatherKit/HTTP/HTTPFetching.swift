import Foundation
import HTTP

/// Anything that can GET a URL; providers depend on this, tests substitute it.
public protocol HTTPFetching: Sendable {
    func get(_ url: URL) async throws(WeatherError) -> HTTPResponse
    /// GETs `url` with extra request headers (`If-Modified-Since`); the client adds its User-Agent.
    func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse
}

extension HTTPFetching {
    /// Stand-ins that do not look at request headers answer as without them.
    public func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
        try await get(url)
    }

    /// GETs `url` and decodes its JSON body as `type`, a non-2xx status thrown as its typed error (`provider`
    /// names whose key a 401 concerns).
    public func getJSON<T: Decodable>(_ url: URL, as type: T.Type, provider: Provider? = nil) async throws(WeatherError)
        -> T
    {
        let response = try await get(url)
        try response.checkStatus(provider: provider)
        return try response.decode(type)
    }
}
