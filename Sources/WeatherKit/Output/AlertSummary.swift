import Foundation
import Translation

/// The official alerts as `wxdash now` prints them, in every format: which are shown (current at `now`, at least
/// `minimum` severe), and the words for the text report, the status line's badge and the JSON contract.
/// `report` is nil when alerts are off or could not be fetched; `coverage` still names the source then, if known.
public struct AlertSummary: Sendable, Equatable {
    public var report: AlertReport?
    public var coverage: AlertCoverage?
    public var minimum: AlertSeverity
    public var now: Date
    /// `!` instead of `⚠` (`--icons ascii`, the Linux console), in every line and badge.
    public var asciiOnly = false

    public init(report: AlertReport?, coverage: AlertCoverage? = nil, minimum: AlertSeverity = .minor, now: Date) {
        self.report = report
        self.coverage = report?.coverage ?? coverage
        self.minimum = minimum
        self.now = now
    }

    public var shown: [Alert] {
        report?.shown(at: now, minimum: minimum) ?? []
    }

    /// How many alerts besides the first shown: `AlertReport.moreCount`, the rule every view follows.
    public var more: Int {
        report?.moreCount(at: now, minimum: minimum) ?? 0
    }

    /// What marks an alert: `⚠`, or `!` in ASCII.
    public var marker: String { asciiOnly ? "!" : "⚠" }

    /// `⚠ Wind Advisory`, `⚠ Flood Warning +2`; empty when nothing is shown.
    public var badge: String {
        guard let first = shown.first else { return "" }
        return "\(marker) \(first.title)" + (more > 0 ? " +\(more)" : "")
    }

    /// `⚠` for one alert shown, `⚠3` for three; empty when nothing is shown.
    public var shortBadge: String {
        guard !shown.isEmpty else { return "" }
        return marker + (more > 0 ? "\(more + 1)" : "")
    }

    /// One line per alert, most severe first, with its end in the place's clock; or one line saying there are
    /// none, or that no source covers the place. Nothing when alerts were not asked for.
    public func lines(in location: Location, style: TimeStyle, language words: Language) -> [String] {
        guard let report else { return [] }
        if let explanation = report.coverage.explanation(in: words) { return [explanation] }
        let name = report.coverage.source?.displayName ?? words.text(.alertsOfficialSource)
        let alerts = shown
        var lines = report.note.map { [words.text(.alertsNote, ["note": $0])] } ?? []
        // With a note (a region that could not be matched), none found does not mean none issued.
        guard !alerts.isEmpty else {
            return report.note == nil ? [words.text(.alertsNoneInForceAt, ["source": name])] : lines
        }
        for alert in alerts {
            var line = "\(marker) \(alert.title) (\(words.severity(alert.severity)))"
            if let onset = alert.onset, onset > now {
                line += " " + words.text(.alertFrom, ["time": when(onset, location, style)])
            }
            line +=
                alert.ends.map { " " + words.text(.alertUntil, ["time": when($0, location, style)]) } ?? ", "
                + words.text(.alertEndNotGiven)
            if let sender = alert.sender { line += " · \(sender)" }
            lines.append(line)
        }
        let left = report.droppedCount(minimum: minimum)
        if left > 0 {
            lines.append(words.text(.alertsDroppedInText, ["n": String(left), "limit": String(AlertReport.limit)]))
        }
        return lines
    }

    private func when(_ instant: Date, _ location: Location, _ style: TimeStyle) -> String {
        let clock = location.localTime(at: instant)
        return "\(style.day(clock.date)) \(style.clock(clock))"
    }

    /// `"alerts"` (null when not known: off, failed, no source, or a region that could not be matched) and `"alerts_source"` (null: none covers the place).
    public func json(in location: Location) -> [(String, JSONValue)] {
        func time(_ instant: Date?) -> JSONValue {
            instant.map { .string(location.localTime(at: $0).iso8601) } ?? .null
        }
        let unmatched = report?.note != nil && report?.alerts.isEmpty == true
        let alerts: JSONValue =
            report?.coverage.source == nil || unmatched
            ? .null
            : .array(
                shown.map { alert in
                    .object([
                        ("source", .string(alert.source.rawValue)),
                        ("event", .string(alert.event)),
                        ("severity", .string(alert.severity.rawValue)),
                        ("headline", .string(alert.headline)),
                        ("description", .string(alert.description)),
                        ("instruction", .string(alert.instruction)),
                        ("onset", time(alert.onset)),
                        ("ends", time(alert.ends)),
                        ("sender", .string(alert.sender))
                    ])
                })
        return [("alerts", alerts), ("alerts_source", .string(coverage?.source?.rawValue))]
    }
}
