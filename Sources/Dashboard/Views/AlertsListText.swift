import Drawing
import Foundation
import ScreenText
import WeatherKit

/// The full text of every shown alert, most severe first, as lines wrapped to a width: what the `a` list scrolls.
/// With no alert in force it says why: none in force (and from whom), no source for the place, or not asked yet.
struct AlertsListText {
    enum Role: Equatable {
        /// The alert's event and severity, in the severity's colour.
        case heading(AlertSeverity)
        case headline, body, muted, blank
    }

    struct Line: Equatable {
        var text: String
        var role: Role
    }

    let state: AppState
    let location: Location?
    let asciiOnly: Bool

    func lines(width: Int) -> [Line] {
        guard width > 0 else { return [] }
        let clock = AlertClock(location: location, now: state.now, style: state.appearance.timeStyle)
        var lines: [Line] = []
        func add(_ text: String?, _ role: Role, prefix: String = "") {
            guard let text, !text.isEmpty else { return }
            for (index, paragraph) in Self.paragraphs(text).enumerated() {
                if index > 0, paragraph.afterBlank { lines.append(Line(text: "", role: .blank)) }
                lines += DisplayWidth.wrap((index == 0 ? prefix : "") + paragraph.text, to: width).map { Line(text: $0, role: role) }
            }
        }
        for note in notes(clock) { add(note, .muted) }
        let alerts = state.shownAlerts
        for (index, alert) in alerts.enumerated() {
            if !lines.isEmpty { lines.append(Line(text: "", role: .blank)) }
            let count = alerts.count > 1 ? "\(index + 1)/\(alerts.count) " : ""
            add("\(count)\(AlertTone.marker(asciiOnly: asciiOnly)) \(alert.title) · \(alert.severity.rawValue)", .heading(alert.severity))
            var times: [String] = []
            if let onset = alert.onset { times.append("from \(clock.time(onset))") }
            times.append(clock.until(alert.ends))
            add(times.joined(separator: " "), .muted)
            add(alert.headline, .headline)
            add(alert.description, .body)
            if alert.instruction != nil, alert.description != nil { lines.append(Line(text: "", role: .blank)) }
            add(alert.instruction, .body, prefix: "What to do: ")
            add(alert.sender.map { "Issued by \($0)" }, .muted)
        }
        if !alerts.isEmpty, state.droppedAlerts > 0 {
            lines.append(Line(text: "", role: .blank))
            add("+\(state.droppedAlerts) more, less severe, not listed: only the \(AlertReport.limit) most severe are kept.", .muted)
        }
        return lines
    }

    /// The text's paragraphs, each on one line for wrapping to the screen: services wrap their texts at about
    /// 70 columns and leave a blank line between paragraphs (`afterBlank`); a line opening with a bullet (`*`,
    /// `-`, `•`) starts a line of its own, right under the one before.
    static func paragraphs(_ text: String) -> [(text: String, afterBlank: Bool)] {
        var paragraphs: [(text: String, afterBlank: Bool)] = []
        var current: [String] = []
        var blankBefore = false
        func close() {
            if !current.isEmpty { paragraphs.append((current.joined(separator: " "), blankBefore)) }
            current = []
            blankBefore = false
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                close()
                blankBefore = true
            } else {
                if ["* ", "- ", "• "].contains(where: trimmed.hasPrefix), !current.isEmpty { close() }
                current.append(trimmed)
            }
        }
        close()
        return paragraphs
    }

    /// What is known about the list itself: where it came from and when, whether it could be refreshed, and what
    /// its absence means.
    private func notes(_ clock: AlertClock) -> [String] {
        guard state.alertsEnabled else { return ["Official alerts are off (--no-alerts)."] }
        var notes: [String] = []
        if let owner = state.alertsOwner { notes.append("Alerts for \(TerminalText.sanitized(owner)), the selected card.") }
        if let report = state.shownAlertsReport {
            if let explanation = report.coverage.explanation {
                notes.append(explanation.prefix(1).uppercased() + explanation.dropFirst() + ".")
            } else {
                let source = report.coverage.source?.displayName ?? "the official source"
                let checked = "checked \(clock.time(report.fetchedAt))" + (state.alertsAreStale ? ", stale" : "")
                if state.shownAlerts.isEmpty, report.note == nil {
                    notes.append("No official alerts in force (\(source), \(checked)).")
                } else {
                    notes.append("From \(source), \(checked).")
                }
            }
            if let note = report.note { notes.append(note) }
        } else if state.alertsFailure == nil || state.alertsPlace != state.placeIndex {
            notes.append("Official alerts have not been checked yet.")
        }
        if let failure = state.alertsFailure, state.alertsPlace == state.placeIndex {
            let retry = state.nextAlertsFetch.map { " Retrying at \(clock.time($0))." } ?? ""
            notes.append("The last check failed: \(failure).\(retry)")
        }
        return notes
    }
}
