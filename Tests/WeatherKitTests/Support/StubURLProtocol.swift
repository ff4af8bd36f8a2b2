import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A `URLProtocol` that answers every request from canned answers keyed by the full URL, so no request
/// ever leaves the process. Register answers with `stub(_:_:)` and give each test its own URL: the table is
/// process-wide, and keying by URL keeps tests that run in parallel apart.
final class StubURLProtocol: URLProtocol {
    enum Answer: Sendable {
        case response(status: Int, headers: [String: String], body: Data)
        case failure(URLError.Code)
    }

    private static let answers = Mutex<[String: Answer]>([:])
    private static let seen = Mutex<[String: URLRequest]>([:])

    static func stub(_ url: URL, _ answer: Answer) {
        answers.withLock { $0[url.absoluteString] = answer }
    }

    /// The request as it reached the protocol, with the session's extra headers when the platform adds them there.
    static func request(for url: URL) -> URLRequest? {
        seen.withLock { $0[url.absoluteString] }
    }

    static func remove(_ url: URL) {
        answers.withLock { $0[url.absoluteString] = nil }
        seen.withLock { $0[url.absoluteString] = nil }
    }

    /// A session configuration that sends everything to this protocol.
    static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return configuration
    }

    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.badURL))
            return
        }
        let key = url.absoluteString
        StubURLProtocol.seen.withLock { $0[key] = request }
        // An unknown URL fails loudly rather than reaching any network.
        let answer = StubURLProtocol.answers.withLock { $0[key] } ?? .failure(.resourceUnavailable)
        switch answer {
        case .failure(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .response(let status, let headers, let body):
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
                client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            if !body.isEmpty {
                client?.urlProtocol(self, didLoad: body)
            }
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}
}
