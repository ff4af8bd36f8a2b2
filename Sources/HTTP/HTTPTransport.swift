#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One HTTP GET exchange, with no redirects followed: the engine under `HTTPClient`.
/// libcurl on Linux (`CurlTransport`), URLSession on Apple platforms (`URLSessionTransport`).
public protocol HTTPTransport: Sendable {
    /// The answer to one GET of `url` with `headers` (the User-Agent among them), whatever its status, finished
    /// within `timeout` seconds. Headers are lower-cased; the body is the decoded body, at most `HTTPClient.maximumBodyBytes`.
    func exchange(_ url: URL, headers: RequestHeaders, timeout: TimeInterval) async throws(HTTPError) -> HTTPResponse
}
