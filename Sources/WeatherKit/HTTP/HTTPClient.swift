import Foundation

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
    public func getJSON<T: Decodable>(_ url: URL, as type: T.Type, provider: Provider? = nil) async throws(WeatherError) -> T {
        let response = try await get(url)
        try response.checkStatus(provider: provider)
        return try response.decode(type)
    }
}

/// The one way wxdash talks HTTP: one deadline for the whole request (redirects and body included), a cap on
/// the decoded body, redirects only on the same server, typed errors, and secrets removed from every message.
/// The engine is libcurl on Linux and URLSession on Apple platforms.
public final class HTTPClient: HTTPFetching, Sendable {
    public static let defaultTimeout: TimeInterval = 15
    /// No forecast response comes near this; anything larger is refused rather than parsed.
    public static let maximumBodyBytes = 4 * 1024 * 1024
    public static let userAgent = "wxdash/\(WeatherKitVersion.string)"

    /// `wxdash/VERSION`, with the contact given (`--contact`) in brackets: MET Norway and NWS ask for a way to
    /// reach whoever sends the requests. Control characters are dropped, so a contact cannot add a header.
    public static func userAgent(contact: String?) -> String {
        let cleaned = contact.map { text in
            String(text.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init))
                .trimmingCharacters(in: .whitespaces)
        }
        guard let cleaned, !cleaned.isEmpty else { return userAgent }
        return "\(userAgent) (\(cleaned))"
    }

    private let transport: any HTTPTransport
    private let timeout: TimeInterval
    private let redactor: Redactor
    public let userAgent: String

    public init(timeout: TimeInterval = HTTPClient.defaultTimeout, redactor: Redactor = Redactor(), userAgent: String = HTTPClient.userAgent) {
        #if canImport(CCurl)
        self.transport = CurlTransport(redactor: redactor)
        #else
        self.transport = URLSessionTransport(redactor: redactor)
        #endif
        self.timeout = timeout
        self.redactor = redactor
        self.userAgent = userAgent
    }

    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        try await get(url, headers: RequestHeaders())
    }

    public func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
        var sent = headers
        sent.set("User-Agent", userAgent)
        let deadline = Date().addingTimeInterval(timeout)
        var current = url
        var redirects = 0
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw .timedOut(host: Self.hostDescription(of: current), seconds: timeout) }
            let response: HTTPResponse
            do {
                response = try await transport.exchange(current, headers: sent, timeout: remaining)
            } catch {
                if case .timedOut(let host, _) = error { throw .timedOut(host: host, seconds: timeout) }
                throw error
            }
            guard let target = RedirectPolicy.target(of: response) else { return response }
            let host = Self.hostDescription(of: current)
            guard RedirectPolicy.allows(from: current, to: target) else {
                let elsewhere = redactor.redact(Self.hostDescription(of: target))
                throw .invalidResponse(host: host, reason: "it redirects to another server, \(elsewhere), which wxdash does not follow")
            }
            redirects += 1
            guard redirects <= RedirectPolicy.maximumRedirects else {
                throw .invalidResponse(host: host, reason: "it redirected more than \(RedirectPolicy.maximumRedirects) times")
            }
            current = target
        }
    }

    static func hostDescription(of url: URL) -> String {
        let host = url.host ?? url.absoluteString
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
