#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Builds request URLs under a base that may carry its own path (`http://127.0.0.1:8080/proxy`).
public struct URLBuilder: Sendable {
    public let base: URL
    public let path: String

    public init(base: URL, path: String) {
        self.base = base
        self.path = path
    }

    public func url(query: [(String, String)]) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        // No parameters, no `?`: an empty list would leave a dangling one (`/json/?`).
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.0, value: $0.1) }
        // `+` is legal in a query but servers read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return components.url ?? base
    }

    /// Four decimals (about 11 m) is all a forecast grid needs.
    /// By the C library's printf: Foundation's `String(format:)` would bring ICU into the binary.
    public static func coordinate(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.4f", $0) }
        guard count > 0, count < buffer.count else { return String(value) }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
