import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Anything that can GET a URL; providers depend on this, tests substitute it.
public protocol HTTPFetching: Sendable {
    func get(_ url: URL) async throws(WeatherError) -> HTTPResponse
}

/// The one way wxdash talks HTTP: its own URLSession configuration, bounded time and size, typed errors,
/// and secrets removed from every message.
public final class HTTPClient: HTTPFetching, Sendable {
    public static let defaultTimeout: TimeInterval = 15
    /// No forecast response comes near this; anything larger is refused rather than parsed.
    public static let maximumBodyBytes = 4 * 1024 * 1024

    private let session: URLSession
    private let collector = BoundedBodyCollector(limit: HTTPClient.maximumBodyBytes)
    private let timeout: TimeInterval
    private let redactor: Redactor

    public init(
        timeout: TimeInterval = HTTPClient.defaultTimeout,
        redactor: Redactor = Redactor(),
        configuration: URLSessionConfiguration = .ephemeral
    ) {
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpAdditionalHeaders = ["User-Agent": "wxdash/\(WeatherKitVersion.string)", "Accept": "application/json"]
        self.session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        self.timeout = timeout
        self.redactor = redactor
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        let host = HTTPClient.hostDescription(of: url)
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        let data: Data
        let response: URLResponse
        let task = session.dataTask(with: request)
        do {
            (data, response) = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    collector.start(task, continuation: continuation)
                }
            } onCancel: {
                task.cancel()
            }
        } catch is BoundedBodyCollector.TooLarge {
            throw .responseTooLarge(host: host, limitBytes: HTTPClient.maximumBodyBytes)
        } catch let error as URLError {
            throw mapped(error, host: host)
        } catch {
            throw .network(host: host, detail: redactor.redact(error.localizedDescription))
        }
        guard let http = response as? HTTPURLResponse else {
            throw .invalidResponse(host: host, reason: "the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers[name.lowercased()] = value
            }
        }
        return HTTPResponse(url: url, status: http.statusCode, headers: headers, body: data)
    }

    private func mapped(_ error: URLError, host: String) -> WeatherError {
        switch error.code {
        case .cannotConnectToHost:
            return .connectionRefused(host: host)
        case .cannotFindHost, .dnsLookupFailed:
            return .hostNotFound(host: host)
        case .timedOut:
            return .timedOut(host: host, seconds: timeout)
        case .notConnectedToInternet, .networkConnectionLost:
            return .network(host: host, detail: "no network connection")
        case .badServerResponse, .cannotParseResponse:
            return .invalidResponse(host: host, reason: "the answer was not valid HTTP")
        default:
            return .network(host: host, detail: redactor.redact(error.localizedDescription))
        }
    }

    static func hostDescription(of url: URL) -> String {
        let host = url.host ?? url.absoluteString
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
