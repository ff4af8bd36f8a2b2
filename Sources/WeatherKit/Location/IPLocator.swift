import Foundation
import HTTP

/// Finds roughly where this machine is from its public IP address, with ip-api.com's `/json/`.
public struct IPLocator: Sendable {
    /// ip-api.com serves its free endpoint over plain HTTP only.
    public static let defaultBase = URL(string: "http://ip-api.com")!

    private let base: URL
    /// The flag that set `base`, named in failures; nil for the default server.
    private let baseOption: String?
    private let http: any HTTPFetching

    public init(base: URL = IPLocator.defaultBase, baseOption: String? = nil, http: any HTTPFetching) {
        self.base = base
        self.baseOption = baseOption
        self.http = http
    }

    public func locate() async throws(WeatherError) -> Place {
        let url = URLBuilder(base: base, path: "/json/").url(query: [])
        let body: IPLocationResponse
        do {
            let response = try await http.get(url)
            try response.checkStatus(provider: nil)
            body = try response.decode(IPLocationResponse.self)
        } catch {
            let (happened, advice) = error.parts(checking: baseOption)
            throw .ipLocationFailed(detail: happened, advice: advice)
        }
        // ip-api answers 200 even on failure, with "status":"fail" and a message.
        guard body.status == "success", let lat = body.lat, let lon = body.lon,
            (-90...90).contains(lat), (-180...180).contains(lon)
        else {
            throw .ipLocationFailed(
                detail: body.message.map { "the service said \"\($0)\"" } ?? "the service found no location")
        }
        let city = body.city.flatMap { $0.isEmpty ? nil : $0 }
        return Place(
            name: city ?? Place.coordinates(latitude: lat, longitude: lon).name,
            region: body.regionName, country: body.country, countryCode: body.countryCode,
            latitude: lat, longitude: lon, timeZoneIdentifier: body.timezone)
    }
}

struct IPLocationResponse: Decodable {
    let status: String
    let message: String?
    let country: String?
    let countryCode: String?
    let regionName: String?
    let city: String?
    let lat: Double?
    let lon: Double?
    let timezone: String?
}
