#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What can go wrong in one HTTP exchange before there is a response to read: the server's name, the connection, the
/// deadline, the size, the shape of the answer. WeatherKit turns each into the `WeatherError` that says what to do.
public enum HTTPError: Error, Equatable, Sendable {
    case invalidResponse(host: String, reason: String)
    case responseTooLarge(host: String, limitBytes: Int)
    case connectionRefused(host: String)
    case hostNotFound(host: String)
    case timedOut(host: String, seconds: TimeInterval)
    case network(host: String, detail: String)
}
