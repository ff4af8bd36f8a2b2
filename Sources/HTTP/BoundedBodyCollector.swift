#if !canImport(CCurl)
    import Foundation

    /// The URLSession delegate of `HTTPClient`: gathers each answer's body as it arrives and cancels the
    /// transfer as soon as the bytes received pass the size limit (or the announced Content-Length does).
    ///
    /// Redirects are not followed here: the 3xx answer goes back to `HTTPClient`, which applies `RedirectPolicy`.
    /// (Apple platforms only: on Linux, URLSession's reading runs far ahead of its delegate queue, so the cut-off
    /// comes late; `CurlTransport` is used there.)
    final class BoundedBodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        struct TooLarge: Error {}

        private final class Transfer {
            let continuation: CheckedContinuation<(Data, URLResponse), any Error>
            var body = Data()
            var tooLarge = false

            init(continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
                self.continuation = continuation
            }
        }

        let limit: Int
        private let lock = NSLock()
        // Both guarded by `lock`: the delegate is called on URLSession's queue, `start` on the caller's.
        private var transfers: [Int: Transfer] = [:]
        /// Tasks that ended before `start` registered them (cancelled before they began), with how they ended.
        private var endedEarly: [Int: any Error] = [:]

        init(limit: Int) {
            self.limit = limit
        }

        /// Starts `task`; its body (or error) arrives through `continuation` when it completes, exactly once.
        func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
            let early = lock.withLock { () -> (any Error)? in
                if let error = endedEarly.removeValue(forKey: task.taskIdentifier) { return error }
                transfers[task.taskIdentifier] = Transfer(continuation: continuation)
                return nil
            }
            if let early {
                continuation.resume(throwing: early)
            } else {
                task.resume()
            }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            if response.expectedContentLength > Int64(limit) {
                markTooLarge(dataTask)
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let overflowed = lock.withLock { () -> Bool in
                guard let transfer = transfers[dataTask.taskIdentifier], !transfer.tooLarge else { return false }
                if transfer.body.count + data.count > limit {
                    transfer.tooLarge = true
                    transfer.body = Data()
                    return true
                }
                transfer.body.append(data)
                return false
            }
            if overflowed { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let transfer = lock.withLock { () -> Transfer? in
                guard let transfer = transfers.removeValue(forKey: task.taskIdentifier) else {
                    endedEarly[task.taskIdentifier] = error ?? URLError(.cancelled)
                    return nil
                }
                return transfer
            }
            guard let transfer else { return }
            if transfer.tooLarge {
                transfer.continuation.resume(throwing: TooLarge())
            } else if let error {
                transfer.continuation.resume(throwing: error)
            } else if let response = task.response {
                transfer.continuation.resume(returning: (transfer.body, response))
            } else {
                transfer.continuation.resume(throwing: URLError(.badServerResponse))
            }
        }

        private func markTooLarge(_ task: URLSessionTask) {
            lock.withLock {
                transfers[task.taskIdentifier]?.tooLarge = true
                transfers[task.taskIdentifier]?.body = Data()
            }
        }
    }
#endif
