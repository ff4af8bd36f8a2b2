import Foundation
import HTTP

/// The US National Weather Service's active alerts for a point (the United States and its territories).
public struct NWSAlerts: AlertFetching {
    public static let defaultBase = URL(string: "https://api.weather.gov")!
    public let source = AlertSource.nws
    let server: AlertServer

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        let body = try await server.http.getJSON(url(for: request.place), as: NWSAlertsResponse.self)
        return AlertReport(coverage: .source(source), alerts: Self.alerts(from: body, now: now), fetchedAt: now)
    }

    /// NWS refuses points with more than four decimals.
    func url(for place: Place) -> URL {
        let point = "\(URLBuilder.coordinate(place.latitude)),\(URLBuilder.coordinate(place.longitude))"
        return URLBuilder(base: server.base, path: "/alerts/active").url(query: [("point", point)])
    }

    /// Actual alerts that have not ended; cancellations and tests are left out. `ends` falls back to the VTEC
    /// `eventEndingTime` parameter, never to `expires` (when the message lapses, often before the event starts).
    static func alerts(from body: NWSAlertsResponse, now: Date) -> [Alert] {
        body.features.compactMap { feature in
            let p = feature.properties
            guard (p.status ?? "Actual").lowercased() == "actual", p.messageType?.lowercased() != "cancel" else {
                return nil
            }
            let texts = p.texts(preferring: 0)
            let alert = Alert(
                source: .nws, event: texts.event ?? "Weather alert", severity: AlertSeverity(cap: p.severity),
                headline: texts.headline ?? p.parameters?["NWSheadline"]?.first, description: texts.description,
                instruction: texts.instruction,
                onset: AlertTime.parse(p.onset ?? p.effective),
                ends: AlertTime.parse(p.ends) ?? AlertTime.parse(p.parameters?["eventEndingTime"]?.first),
                sender: p.senderName,
                areas: (p.areaDesc ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) },
                id: p.id)
            return alert.isCurrent(at: now) ? alert : nil
        }
    }
}
