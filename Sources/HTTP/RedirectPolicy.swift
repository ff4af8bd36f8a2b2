#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which redirects wxdash follows: at most a few, and only on the same server. The one change of address
/// allowed is http → https on the same host (from port 80 to 443 when neither is spelled out).
/// A redirect elsewhere could carry an API key to another host, or let a captive portal answer for the provider.
struct RedirectPolicy: Sendable {
    static let maximumRedirects = 3

    /// The absolute URL a 3xx answer points at, if it points anywhere.
    static func target(of response: HTTPResponse) -> URL? {
        guard (300..<400).contains(response.status), response.status != 304,
            let location = response.headers["location"]?.trimmedWhitespace, !location.isEmpty
        else { return nil }
        return URL(string: location, relativeTo: response.url)?.absoluteURL
    }

    static func allows(from origin: URL, to target: URL) -> Bool {
        guard let fromScheme = origin.scheme?.lowercased(), let toScheme = target.scheme?.lowercased(),
            let fromHost = origin.host?.lowercased(), let toHost = target.host?.lowercased(),
            fromHost == toHost
        else { return false }
        switch (fromScheme, toScheme) {
        case ("http", "http"), ("https", "https"):
            return effectivePort(of: origin) == effectivePort(of: target)
        case ("http", "https"):
            return (origin.port ?? 80) == 80 && (target.port ?? 443) == 443
                || origin.port != nil && origin.port == target.port
        default:
            return false
        }
    }

    private static func effectivePort(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
