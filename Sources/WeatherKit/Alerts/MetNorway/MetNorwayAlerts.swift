import Foundation
import HTTP

/// MET Norway's MetAlerts 2.0 for a point in Norway (land and sea areas).
public struct MetNorwayAlerts: AlertFetching {
    public static let defaultBase = URL(string: "https://api.met.no")!
    public let source = AlertSource.metNorway
    let server: AlertServer

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        let body = try await server.http.getJSON(url(for: request), as: MetAlertsResponse.self)
        return AlertReport(coverage: .source(source), alerts: Self.alerts(from: body, now: now), fetchedAt: now)
    }

    /// Norwegian when the person reads it (`no`, `nb`, `nn`), else English.
    func url(for request: AlertRequest) -> URL {
        let language = ["no", "nb", "nn"].contains(request.language) ? "no" : "en"
        return URLBuilder(base: server.base, path: "/weatherapi/metalerts/2.0/current.json").url(query: [
            ("lat", URLBuilder.coordinate(request.place.latitude)),
            ("lon", URLBuilder.coordinate(request.place.longitude)),
            ("lang", language)
        ])
    }

    /// The end is `eventEndingTime` when given, else the end of the `when.interval` validity window.
    static func alerts(from body: MetAlertsResponse, now: Date) -> [Alert] {
        body.features.compactMap { feature in
            let p = feature.properties
            guard (p.status ?? "Actual").lowercased() == "actual", p.type?.lowercased() != "cancel" else { return nil }
            let severity: AlertSeverity
            if let level = p.awareness_level {
                guard let graded = AlertSeverity(awarenessLevel: level) else { return nil }
                severity = graded
            } else {
                severity = AlertSeverity(cap: p.severity)
            }
            let interval = feature.when?.interval ?? []
            let texts = p.texts(preferring: 0)
            let description = [texts.description, p.consequences].compactMap { $0 }.joined(separator: "\n\n")
            let alert = Alert(
                source: .metNorway, event: p.eventAwarenessName ?? texts.event ?? "Weather warning", severity: severity,
                headline: texts.headline, description: description, instruction: texts.instruction,
                onset: AlertTime.parse(interval.first),
                ends: AlertTime.parse(p.eventEndingTime) ?? AlertTime.parse(interval.count > 1 ? interval[1] : nil),
                sender: "MET Norway", areas: p.area.map { [$0] } ?? [], id: p.id)
            return alert.isCurrent(at: now) ? alert : nil
        }
    }
}
