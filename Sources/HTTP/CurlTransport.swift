#if canImport(CCurl)
    import CCurl
    import Foundation

    /// `HTTPTransport` on Linux: libcurl directly, one easy handle per request on a thread of its own.
    /// (URLSession on Linux busies a core while it waits, has no deadline against a trickling server, and
    /// checks the size of a body long after it has decoded it.)
    struct CurlTransport: HTTPTransport {
        let redactor: Redactor

        init(redactor: Redactor) {
            self.redactor = redactor
        }

        func exchange(_ url: URL, headers: RequestHeaders, timeout: TimeInterval) async throws(HTTPError)
            -> HTTPResponse
        {
            let host = HTTPClient.hostDescription(of: url)
            guard let curl = LibCurl.shared else {
                throw .network(host: host, detail: "libcurl (libcurl.so.4) could not be loaded: install libcurl4")
            }
            let transfer = CurlTransfer(
                curl: curl, url: url, requestHeaders: headers, timeout: timeout, bodyLimit: HTTPClient.maximumBodyBytes)
            let outcome = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let thread = Thread {
                        continuation.resume(returning: transfer.perform())
                    }
                    thread.name = "wxdash-http"
                    thread.start()
                }
            } onCancel: {
                transfer.cancel()
            }
            return try result(of: outcome, url: url, host: host, timeout: timeout, curl: curl).get()
        }

        func result(of outcome: CurlTransfer.Outcome, url: URL, host: String, timeout: TimeInterval, curl: LibCurl)
            -> Result<HTTPResponse, HTTPError>
        {
            switch outcome.code {
            case CURLE_OK:
                return .success(
                    HTTPResponse(url: url, status: outcome.status, headers: outcome.headers, body: outcome.body))
            case CURLE_WRITE_ERROR where outcome.overflow == .body, CURLE_FILESIZE_EXCEEDED:
                return .failure(.responseTooLarge(host: host, limitBytes: HTTPClient.maximumBodyBytes))
            case CURLE_WRITE_ERROR where outcome.overflow == .headers:
                return .failure(
                    .invalidResponse(
                        host: host, reason: "its headers ran past \(CurlTransfer.maximumHeaderBytes / 1024) KiB"))
            case CURLE_COULDNT_CONNECT:
                return .failure(.connectionRefused(host: host))
            case CURLE_COULDNT_RESOLVE_HOST:
                return .failure(.hostNotFound(host: host))
            case CURLE_COULDNT_RESOLVE_PROXY:
                return .failure(
                    .network(
                        host: host, detail: "the proxy's name could not be resolved: check http_proxy and https_proxy"))
            case CURLE_OPERATION_TIMEDOUT where outcome.elapsed < timeout - 0.5:
                return .failure(
                    .network(
                        host: host,
                        detail: "the server stalled, sending nothing for \(Int(CurlTransfer.stallSeconds)) s"))
            case CURLE_OPERATION_TIMEDOUT:
                return .failure(.timedOut(host: host, seconds: timeout))
            case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE:
                if outcome.answered {
                    return .failure(
                        .invalidResponse(
                            host: host, reason: "the server closed the connection before the whole answer arrived"))
                }
                return .failure(.network(host: host, detail: "the server closed the connection without answering"))
            case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM:
                return .failure(.invalidResponse(host: host, reason: "the answer was not valid HTTP"))
            case CURLE_BAD_CONTENT_ENCODING:
                return .failure(.invalidResponse(host: host, reason: "its compressed body is corrupt"))
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE:
                return .failure(.network(host: host, detail: "its TLS certificate could not be verified"))
            case CURLE_SSL_CONNECT_ERROR:
                return .failure(.network(host: host, detail: "the TLS handshake failed"))
            case CURLE_UNSUPPORTED_PROTOCOL where ["http", "https"].contains(url.scheme?.lowercased() ?? ""):
                // Redirects are followed here, not by libcurl, so an http(s) address refused this way had an answer
                // libcurl will not read as HTTP/1 or later.
                return .failure(
                    .invalidResponse(
                        host: host, reason: "it answered without an HTTP status line (HTTP/0.9, or not an HTTP server)")
                )
            case CURLE_UNSUPPORTED_PROTOCOL:
                return .failure(.network(host: host, detail: "only http and https addresses are supported"))
            case CURLE_OUT_OF_MEMORY where outcome.answered:
                // libcurl refuses a header line over CURL_MAX_HTTP_HEADER with this code.
                return .failure(.invalidResponse(host: host, reason: "a header line ran past libcurl's 100 KiB"))
            case CURLE_ABORTED_BY_CALLBACK:
                return .failure(.network(host: host, detail: "the request was cancelled"))
            default:
                let detail =
                    curl.easyStrerror(outcome.code).map { String(cString: $0) }
                    ?? "libcurl error \(outcome.code.rawValue)"
                return .failure(.network(host: host, detail: redactor.redact(detail)))
            }
        }
    }
#endif
