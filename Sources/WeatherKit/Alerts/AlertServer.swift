import Foundation
import HTTP

/// Where an alerts service answers (its public base, or `--alerts-base` for all of them) and the HTTP client that
/// asks it: what every alerts source shares.
struct AlertServer: Sendable {
    let base: URL
    let http: any HTTPFetching

    /// The JSON answer at `path` with `query`, decoded.
    func get<Body: Decodable>(_ path: String, query: [(String, String)], as type: Body.Type) async throws(WeatherError)
        -> Body
    {
        try await http.getJSON(URLBuilder(base: base, path: path).url(query: query), as: type)
    }
}
