import Foundation
import Translation

/// Chooses the official alerts source for a place by its country and asks it.
///
/// The country is the place's geocoded `countryCode`; bare coordinates get one only inside `CoarseCountry`'s
/// boxes. US and its territories → NWS; Norway → MET Norway; Germany → DWD via Bright Sky; Canada →
/// Environment Canada; the rest of MeteoAlarm's members → their country feed. With OpenWeatherMap One Call
/// in use, its `alerts[]` serve everywhere. Anywhere else there is no source, and the report says so.
public struct AlertService: Sendable {
    private let http: any HTTPFetching
    /// Every source at this one base (their own paths kept), for tests and mirrors.
    private let base: URL?
    private let openWeatherMap: OpenWeatherMapAlerts?

    static let nwsCountries: Set<String> = ["US", "PR", "GU", "VI", "AS", "MP"]

    public init(http: any HTTPFetching, base: URL? = nil, openWeatherMap: OpenWeatherMapAlerts? = nil) {
        self.http = http
        self.base = base
        self.openWeatherMap = openWeatherMap
    }

    /// The place's ISO country code, geocoded or (for bare coordinates) from an unambiguous box.
    static func countryCode(of place: Place) -> String? {
        if let code = place.countryCode?.uppercased(), code.count == 2 { return code }
        return ZoneCountry.code(for: place.timeZoneIdentifier)
            ?? CoarseCountry.code(latitude: place.latitude, longitude: place.longitude)
    }

    public func coverage(for place: Place) -> AlertCoverage {
        fetcher(for: place).map { .source($0.source) } ?? uncovered(place)
    }

    private func uncovered(_ place: Place) -> AlertCoverage {
        guard let code = Self.countryCode(of: place) else { return .unknownCountry }
        let name = place.country ?? CLDRFacts.regionName(code) ?? code
        return .noSource(country: name)
    }

    func fetcher(for place: Place) -> (any AlertFetching)? {
        if let openWeatherMap { return openWeatherMap }
        guard let code = Self.countryCode(of: place) else { return nil }
        switch code {
        case _ where Self.nwsCountries.contains(code):
            return NWSAlerts(server: AlertServer(base: base ?? NWSAlerts.defaultBase, http: http))
        case "NO": return MetNorwayAlerts(server: AlertServer(base: base ?? MetNorwayAlerts.defaultBase, http: http))
        case "DE": return BrightSkyAlerts(server: AlertServer(base: base ?? BrightSkyAlerts.defaultBase, http: http))
        case "CA":
            return EnvironmentCanadaAlerts(
                server: AlertServer(base: base ?? EnvironmentCanadaAlerts.defaultBase, http: http))
        case _ where MeteoAlarmAlerts.feedName(countryCode: code) != nil:
            return MeteoAlarmAlerts(server: AlertServer(base: base ?? MeteoAlarmAlerts.defaultBase, http: http))
        default: return nil
        }
    }

    /// The alerts for `request.place`; a place no source covers gets a report that says so, with no request made.
    public func report(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        var request = request
        if request.place.countryCode == nil { request.place.countryCode = Self.countryCode(of: request.place) }
        guard let fetcher = fetcher(for: request.place) else {
            return AlertReport(coverage: uncovered(request.place), fetchedAt: now)
        }
        return try await fetcher.alerts(request, now: now)
    }
}
