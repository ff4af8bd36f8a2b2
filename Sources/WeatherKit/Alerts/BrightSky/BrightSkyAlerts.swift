import Foundation
import HTTP

/// DWD's warnings for a point in Germany, through Bright Sky (no key).
public struct BrightSkyAlerts: AlertFetching {
    public static let defaultBase = URL(string: "https://api.brightsky.dev")!
    public let source = AlertSource.brightSky
    let server: AlertServer

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        let point = [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude))
        ]
        let body = try await server.get("/alerts", query: point, as: BrightSkyAlertsResponse.self)
        return AlertReport(
            coverage: .source(source), alerts: Self.alerts(from: body, german: request.language == "de", now: now),
            fetchedAt: now)
    }

    /// DWD's `expires` is the end of the warned period (DWD sends no separate event end).
    static func alerts(from body: BrightSkyAlertsResponse, german: Bool, now: Date) -> [Alert] {
        let area = [body.location?.name, body.location?.district].compactMap { $0 }
        return body.alerts.compactMap { item in
            guard (item.status ?? "actual").lowercased() == "actual", item.response_type?.lowercased() != "allclear"
            else { return nil }
            let texts = item.texts(preferring: german ? 1 : 0)
            let alert = Alert(
                source: .brightSky, event: texts.event ?? "Weather warning",
                severity: AlertSeverity(cap: item.severity),
                headline: texts.headline, description: texts.description, instruction: texts.instruction,
                onset: AlertTime.parse(item.onset ?? item.effective), ends: AlertTime.parse(item.expires),
                sender: "Deutscher Wetterdienst", areas: area.isEmpty ? [] : [area.joined(separator: ", ")],
                id: item.alert_id)
            return alert.isCurrent(at: now) ? alert : nil
        }
    }
}
