import Foundation
import HTTP

/// Environment and Climate Change Canada's alerts for the areas around a point (OGC API).
public struct EnvironmentCanadaAlerts: AlertFetching {
    public static let defaultBase = URL(string: "https://api.weather.gc.ca")!
    public let source = AlertSource.environmentCanada
    let server: AlertServer
    /// Half the side of the box asked about, in degrees (about 1 km): the areas touching the place.
    static let boxRadius = 0.01

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        let body = try await server.http.getJSON(url(for: request), as: ECCCAlertsResponse.self)
        return AlertReport(
            coverage: .source(source), alerts: Self.alerts(from: body, french: request.language == "fr", now: now),
            fetchedAt: now)
    }

    func url(for request: AlertRequest) -> URL {
        let (lat, lon, r) = (request.place.latitude, request.place.longitude, Self.boxRadius)
        let box = [lon - r, lat - r, lon + r, lat + r].map(URLBuilder.coordinate).joined(separator: ",")
        return URLBuilder(base: server.base, path: "/collections/weather-alerts/items").url(query: [
            ("f", "json"), ("bbox", box), ("lang", request.language == "fr" ? "fr" : "en"), ("limit", "50")
        ])
    }

    /// One alert per alert id (the part of `id` before `_`), its areas gathered; ended and cancelled ones dropped.
    static func alerts(from body: ECCCAlertsResponse, french: Bool, now: Date) -> [Alert] {
        var order: [String] = []
        var byID: [String: (properties: AlertObject<ECCCAlertProperties>, areas: [String])] = [:]
        for feature in body.features {
            let p = feature.properties
            guard p.status_en?.lowercased() != "ended", p.status_en?.lowercased() != "cancelled" else { continue }
            let key =
                p.id.map { String($0.split(separator: "_").first ?? Substring($0)) }
                ?? "\(p.texts.first?.event ?? "")|\(p.publication_datetime ?? "")"
            let area = french ? (p.feature_name_fr ?? p.feature_name_en) : (p.feature_name_en ?? p.feature_name_fr)
            if byID[key] == nil {
                order.append(key)
                byID[key] = (p, [])
            }
            if let area, !(byID[key]?.areas.contains(area) ?? true) { byID[key]?.areas.append(area) }
        }
        return order.compactMap { key in
            guard let (p, areas) = byID[key] else { return nil }
            let texts = p.texts(preferring: french ? 1 : 0)
            let alert = Alert(
                source: .environmentCanada, event: texts.event ?? "Weather alert",
                severity: severity(colour: p.risk_colour_en, type: p.alert_type),
                headline: nil, description: texts.description,
                onset: AlertTime.parse(p.validity_datetime ?? p.publication_datetime),
                ends: AlertTime.parse(p.event_end_datetime),
                sender: "Environment Canada", areas: areas, id: p.id == nil ? nil : key)
            return alert.isCurrent(at: now) ? alert : nil
        }
    }

    /// The risk colour when there is one; statements and advisories (no colour) are minor.
    static func severity(colour: String?, type: String?) -> AlertSeverity {
        if let colour, let graded = AlertSeverity(colour: colour) { return graded }
        switch type?.lowercased() {
        case "warning", "watch": return .moderate
        case "advisory", "statement": return .minor
        default: return .unknown
        }
    }
}
