import Foundation
import HTTP

/// The national agencies' alerts as OpenWeatherMap One Call 3.0 relays them, for people who use that API.
public struct OpenWeatherMapAlerts: AlertFetching {
    public let source = AlertSource.openWeatherMap
    private let base: URL
    private let apiKey: String
    private let http: any HTTPFetching

    public init(base: URL, apiKey: String, http: any HTTPFetching) {
        self.base = base
        self.apiKey = apiKey
        self.http = http
    }

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        let url = URLBuilder(base: base, path: "/data/3.0/onecall").url(query: [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude)),
            ("exclude", "current,minutely,hourly,daily"), ("appid", apiKey)
        ])
        let body = try await http.getJSON(url, as: OpenWeatherMapAlertsResponse.self, provider: .openWeatherMap)
        return AlertReport(
            coverage: .source(source), alerts: Self.alerts(from: body.alerts ?? [], now: now), fetchedAt: now)
    }

    static func alerts(from items: [AlertObject<OpenWeatherMapAlertItem>], now: Date) -> [Alert] {
        items.compactMap { item in
            let texts = item.texts(preferring: 0)
            let alert = Alert(
                source: .openWeatherMap, event: texts.event ?? "Weather alert", severity: severity(event: texts.event),
                description: texts.description, onset: AlertTime.epoch(item.start), ends: AlertTime.epoch(item.end),
                sender: item.sender_name)
            return alert.isCurrent(at: now) ? alert : nil
        }
    }

    /// OpenWeatherMap grades nothing; the NWS naming convention (warning > watch > advisory) is the only hint.
    static func severity(event: String?) -> AlertSeverity {
        let words = (event ?? "").lowercased()
        if words.contains("warning") { return .severe }
        if words.contains("watch") { return .moderate }
        if words.contains("advisory") || words.contains("statement") { return .minor }
        return .unknown
    }
}
