import Foundation
import WeatherKit

/// The official alerts a publisher fetched for a place, read back from its forecast document (`alerts`, the list
/// `now --format json` prints, and `alerts_source`): the alerts in force, that the publisher could not fetch them
/// (a source covers the place but the list is `null`), or that it has none to give (both `null`: alerts are off at
/// the publisher, or no source covers the place). The texts are the publisher's, in the language it fetched them in.
public enum PublishedAlerts: Sendable, Equatable {
    case report(AlertReport)
    case failed(AlertSource)
    case none

    /// Read from a forecast document's payload as hostile input: an entry that is not an alert is dropped, texts go
    /// through `Alert`'s sanitising and bounds, and the report through `AlertReport`'s tidying.
    public init(payload: Data, fetchedAt: Date) {
        guard payload.count <= MQTTMessage.maximumPayload,
            let wire = try? JSONDecoder().decode(Wire.self, from: payload)
        else {
            self = .none
            return
        }
        guard let source = wire.alerts_source.flatMap(AlertSource.init(rawValue:)) else {
            self = .none
            return
        }
        guard let entries = wire.alerts else {
            self = .failed(source)
            return
        }
        let alerts = entries.prefix(AlertReport.limit * 2).compactMap { entry -> Alert? in
            guard let entry, let event = entry.event else { return nil }
            return Alert(
                source: entry.source.flatMap(AlertSource.init(rawValue:)) ?? source, event: event,
                severity: entry.severity.flatMap(AlertSeverity.init(rawValue:)) ?? .unknown, headline: entry.headline,
                description: entry.description, instruction: entry.instruction, onset: Self.instant(entry.onset),
                ends: Self.instant(entry.ends), sender: entry.sender)
        }
        self = .report(AlertReport(coverage: .source(source), alerts: alerts, fetchedAt: fetchedAt))
    }

    /// The report to show; nil when the publisher gave none.
    public var report: AlertReport? {
        if case .report(let report) = self { return report }
        return nil
    }

    /// `2026-12-03T18:00:00+02:00` (the place's clock, with its offset), as `ForecastJSON` writes it.
    private static func instant(_ text: String?) -> Date? {
        guard let text else { return nil }
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    private struct Wire: Decodable {
        var alerts: [Entry?]?
        var alerts_source: String?
    }

    /// Every field optional: a malformed alert is dropped, not the document.
    private struct Entry: Decodable {
        var source: String? = nil
        var event: String? = nil
        var severity: String? = nil
        var headline: String? = nil
        var description: String? = nil
        var instruction: String? = nil
        var onset: String? = nil
        var ends: String? = nil
        var sender: String? = nil

        /// Anything but an object (a number, a list) is an entry with no event, dropped: never an error.
        init(from decoder: any Decoder) throws {
            guard let c = try? decoder.container(keyedBy: CodingKeys.self) else { return }
            func text(_ key: CodingKeys) -> String? { (try? c.decodeIfPresent(String.self, forKey: key)) ?? nil }
            source = text(.source)
            event = text(.event)
            severity = text(.severity)
            headline = text(.headline)
            description = text(.description)
            instruction = text(.instruction)
            onset = text(.onset)
            ends = text(.ends)
            sender = text(.sender)
        }

        enum CodingKeys: String, CodingKey {
            case source, event, severity, headline, description, instruction, onset, ends, sender
        }
    }
}
