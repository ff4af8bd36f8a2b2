import Foundation

/// MeteoAlarm's country feeds (most of Europe). A feed holds the whole country, so a warning is kept only when one
/// of its areas names the place's region (see `RegionName`); expired warnings, green "no warning" entries and
/// all-clear updates are dropped, and so is any warning a later update or cancellation replaced.
public struct MeteoAlarmAlerts: AlertFetching {
    public static let defaultBase = URL(string: "https://feeds.meteoalarm.org")!
    public let source = AlertSource.meteoAlarm
    let server: AlertServer

    static func feedName(countryCode: String?) -> String? {
        countryCode.flatMap { MeteoAlarmCountry.feeds[$0.uppercased()] }
    }

    public func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport {
        guard let feed = Self.feedName(countryCode: request.place.countryCode) else {
            return AlertReport(coverage: .noSource(country: request.place.country), fetchedAt: now)
        }
        guard let region = request.place.region, !RegionName(region).isEmpty else {
            let country = request.place.country ?? feed
            return AlertReport(
                coverage: .source(source), fetchedAt: now,
                note:
                    "MeteoAlarm warns by region and the region of this place is unknown, so none of \(country)'s warnings can be matched to it (name the place with --city, or add region = \"…\" to its [[places]] table in the config, as 'wxdash locate NAME' shows it)"
            )
        }
        let body = try await server.get("/api/v1/warnings/feeds-\(feed)", query: [], as: MeteoAlarmFeed.self)
        return AlertReport(
            coverage: .source(source),
            alerts: Self.alerts(from: body, region: region, language: request.language, now: now),
            fetchedAt: now)
    }

    static func alerts(from body: MeteoAlarmFeed, region: String, language: String, now: Date) -> [Alert] {
        let place = RegionName(region)
        let replaced = Set(body.warnings.flatMap { replacedIdentifiers($0.alert) })
        return body.warnings.compactMap { warning -> Alert? in
            let cap = warning.alert
            guard (cap.status ?? "Actual").lowercased() == "actual", cap.msgType?.lowercased() != "cancel",
                !(cap.identifier.map(replaced.contains) ?? false),
                cap.info.contains(where: { info in
                    (info.area ?? []).contains { RegionName($0.areaDesc ?? "").matches(place) }
                }),
                let info = chosenInfo(cap.info, language: language)
            else { return nil }
            guard !(info.responseType ?? []).contains(where: { $0.lowercased() == "allclear" }) else { return nil }
            let level = info.parameter?.first { $0.valueName == "awareness_level" }?.value
            let severity: AlertSeverity
            if let level {
                guard let graded = AlertSeverity(awarenessLevel: level) else { return nil }
                severity = graded
            } else {
                severity = AlertSeverity(cap: info.severity)
            }
            // MeteoAlarm has no event end: its `expires` closes the warning's validity period.
            let ends = AlertTime.parse(info.expires)
            guard ends.map({ $0 > now }) ?? true else { return nil }
            let texts = info.texts(preferring: 0)
            return Alert(
                source: .meteoAlarm, event: texts.event ?? "Weather warning", severity: severity,
                headline: texts.headline,
                description: texts.description, instruction: texts.instruction,
                onset: AlertTime.parse(info.onset ?? info.effective), ends: ends, sender: info.senderName,
                areas: (info.area ?? []).compactMap(\.areaDesc), id: cap.identifier)
        }
    }

    /// The `info` in the person's language when the feed has it, else English, else the first.
    static func chosenInfo(_ infos: [MeteoAlarmFeed.Info], language: String) -> MeteoAlarmFeed.Info? {
        func prefix(_ info: MeteoAlarmFeed.Info) -> String {
            String((info.language ?? "").lowercased().prefix { $0.isLetter })
        }
        return infos.first { prefix($0) == language } ?? infos.first { prefix($0) == "en" } ?? infos.first
    }

    /// Identifiers named in `references` (`sender,identifier,sent` triples, space-separated) of an update or cancel.
    static func replacedIdentifiers(_ alert: MeteoAlarmFeed.CAPAlert) -> [String] {
        guard let type = alert.msgType?.lowercased(), type == "update" || type == "cancel",
            let references = alert.references
        else { return [] }
        return references.split(separator: " ").compactMap { triple in
            let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
            return parts.count >= 2 ? String(parts[1]) : nil
        }
    }
}
