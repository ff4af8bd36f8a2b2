#if !canImport(CCurl)
    import Foundation

    /// `HTTPTransport` on Apple platforms, where URLSession keeps its deadlines and limits.
    final class URLSessionTransport: HTTPTransport, Sendable {
        private let session: URLSession
        private let collector = BoundedBodyCollector(limit: HTTPClient.maximumBodyBytes)
        private let redactor: Redactor

        init(redactor: Redactor) {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            configuration.httpAdditionalHeaders = ["Accept": "application/json"]
            self.session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
            self.redactor = redactor
        }

        deinit {
            session.finishTasksAndInvalidate()
        }

        func exchange(_ url: URL, headers: RequestHeaders, timeout: TimeInterval) async throws(HTTPError)
            -> HTTPResponse
        {
            let host = HTTPClient.hostDescription(of: url)
            var request = URLRequest(url: url)
            request.timeoutInterval = timeout
            for (name, value) in headers.fields {
                request.setValue(value, forHTTPHeaderField: name)
            }
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
                throw mapped(error, host: host, timeout: timeout)
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

        private func mapped(_ error: URLError, host: String, timeout: TimeInterval) -> HTTPError {
            switch error.code {
            case .cannotConnectToHost:
                return .connectionRefused(host: host)
            case .cannotFindHost, .dnsLookupFailed:
                return .hostNotFound(host: host)
            case .timedOut:
                return .timedOut(host: host, seconds: timeout)
            case .notConnectedToInternet:
                return .network(host: host, detail: "no network connection")
            case .networkConnectionLost:
                return .network(host: host, detail: "the server closed the connection without answering")
            case .badServerResponse, .cannotParseResponse:
                return .invalidResponse(host: host, reason: "the answer was not valid HTTP")
            default:
                return .network(host: host, detail: redactor.redact(error.localizedDescription))
            }
        }
    }
#endif
