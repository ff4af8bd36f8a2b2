import Foundation
import HTTP

extension HTTPClient {
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

    /// A client that names itself `wxdash/VERSION`.
    public convenience init(timeout: TimeInterval = HTTPClient.defaultTimeout, redactor: Redactor = Redactor()) {
        self.init(timeout: timeout, redactor: redactor, userAgent: HTTPClient.userAgent)
    }
}

extension HTTPClient: HTTPFetching {
    public func get(_ url: URL) async throws(WeatherError) -> HTTPResponse {
        try await get(url, headers: RequestHeaders())
    }

    public func get(_ url: URL, headers: RequestHeaders) async throws(WeatherError) -> HTTPResponse {
        do {
            return try await exchange(url, headers: headers)
        } catch {
            throw WeatherError(error)
        }
    }
}
