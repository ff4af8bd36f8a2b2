import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate of `HTTPClient`: gathers each answer's body as it arrives and cancels the
/// transfer the moment it passes the size limit (or announces a larger Content-Length), so a server that
/// sends without end costs at most the limit in memory.
final class BoundedBodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct TooLarge: Error {}

    private struct Transfer {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var body = Data()
        var tooLarge = false
    }

    let limit: Int
    private let lock = NSLock()
    // Guarded by `lock`: the delegate is called on URLSession's queue, `start` on the caller's.
    private var transfers: [Int: Transfer] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Starts `task`; its body (or error) arrives through `continuation` when it completes.
    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        lock.withLock { transfers[task.taskIdentifier] = Transfer(continuation: continuation) }
        task.resume()
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

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflowed = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], !transfer.tooLarge else { return false }
            if transfer.body.count + data.count > limit {
                transfer.tooLarge = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.tooLarge
        }
        if overflowed { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
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
