#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one way wxdash talks HTTP: one deadline for the whole request (redirects and body included), a cap on
/// the decoded body, redirects only on the same server, typed errors, and secrets removed from every message.
/// The engine is libcurl on Linux and URLSession on Apple platforms.
public final class HTTPClient: Sendable {
    public static let defaultTimeout: TimeInterval = 15
    /// No forecast response comes near this; anything larger is refused rather than parsed.
    public static let maximumBodyBytes = 4 * 1024 * 1024

    private let transport: any HTTPTransport
    private let timeout: TimeInterval
    private let redactor: Redactor
    public let userAgent: String

    public init(timeout: TimeInterval = HTTPClient.defaultTimeout, redactor: Redactor = Redactor(), userAgent: String) {
        #if canImport(CCurl)
            self.transport = CurlTransport(redactor: redactor)
        #else
            self.transport = URLSessionTransport(redactor: redactor)
        #endif
        self.timeout = timeout
        self.redactor = redactor
        self.userAgent = userAgent
    }

    /// The answer to a GET of `url` with `headers` (the client's User-Agent added), redirects on the same server followed.
    public func exchange(_ url: URL, headers: RequestHeaders) async throws(HTTPError) -> HTTPResponse {
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
                throw .invalidResponse(
                    host: host, reason: "it redirects to another server, \(elsewhere), which wxdash does not follow")
            }
            redirects += 1
            guard redirects <= RedirectPolicy.maximumRedirects else {
                throw .invalidResponse(
                    host: host, reason: "it redirected more than \(RedirectPolicy.maximumRedirects) times")
            }
            current = target
        }
    }

    public static func hostDescription(of url: URL) -> String {
        let host = url.host ?? url.absoluteString
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
