import Drawing
import Foundation
import ScreenText
import Translation
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
        let clock = AlertClock(
            location: location, now: state.now, style: state.appearance.timeStyle, language: state.appearance.language)
        let words = state.language
        var lines: [Line] = []
        func add(_ text: String?, _ role: Role, prefix: String = "") {
            guard let text, !text.isEmpty else { return }
            for (index, paragraph) in Self.paragraphs(text).enumerated() {
                if index > 0, paragraph.afterBlank { lines.append(Line(text: "", role: .blank)) }
                lines += DisplayWidth.wrap((index == 0 ? prefix : "") + paragraph.text, to: width).map {
                    Line(text: $0, role: role)
                }
            }
        }
        for note in notes(clock) { add(note, .muted) }
        let alerts = state.shownAlerts
        for (index, alert) in alerts.enumerated() {
            if !lines.isEmpty { lines.append(Line(text: "", role: .blank)) }
            let count = alerts.count > 1 ? "\(index + 1)/\(alerts.count) " : ""
            add(
                "\(count)\(AlertTone.marker(asciiOnly: asciiOnly)) \(alert.title) · \(words.severity(alert.severity))",
                .heading(alert.severity))
            var times: [String] = []
            if let onset = alert.onset { times.append(words.text(.alertFrom, ["time": clock.time(onset)])) }
            times.append(clock.until(alert.ends))
            add(times.joined(separator: " "), .muted)
            add(alert.headline, .headline)
            add(alert.description, .body)
            if alert.instruction != nil, alert.description != nil { lines.append(Line(text: "", role: .blank)) }
            add(alert.instruction, .body, prefix: words.text(.alertWhatToDo))
            add(alert.sender.map { words.text(.alertIssuedBy, ["sender": $0]) }, .muted)
        }
        if !alerts.isEmpty, state.droppedAlerts > 0 {
            lines.append(Line(text: "", role: .blank))
            add(
                words.text(.alertsDropped, ["n": String(state.droppedAlerts), "limit": String(AlertReport.limit)]),
                .muted)
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
        let words = state.language
        guard state.alertsEnabled else { return [words.text(.alertsOff)] }
        var notes: [String] = []
        if let owner = state.alertsOwner {
            // The selected card's, or (when it has none in force) the place whose alert the band names.
            let key: MessageKey = state.alertsPlace == state.selectedPlace ? .alertsForCard : .alertsForPlace
            notes.append(words.text(key, ["place": TerminalText.sanitized(owner)]))
        }
        if let report = state.shownAlertsReport {
            if let explanation = report.coverage.explanation(in: words) {
                notes.append(explanation + ".")
            } else {
                let source = report.coverage.source?.displayName ?? words.text(.alertsOfficialSource)
                let checked = words.text(
                    state.alertsAreStale ? .alertsCheckedStale : .alertsChecked, ["time": clock.time(report.fetchedAt)])
                if state.shownAlerts.isEmpty, report.note == nil {
                    notes.append(words.text(.alertsNone, ["source": source, "checked": checked]))
                } else {
                    notes.append(words.text(.alertsFromSource, ["source": source, "checked": checked]))
                }
            }
            if let note = report.note { notes.append(note) }
        } else if state.alertsFailure == nil || state.alertsPlace != state.placeIndex {
            notes.append(words.text(.alertsNotChecked))
        }
        if let failure = state.alertsFailure, state.alertsPlace == state.placeIndex {
            let retry =
                state.nextAlertsFetch.map { " " + words.text(.alertsRetryingAt, ["time": clock.time($0)]) } ?? ""
            notes.append(words.text(.alertsLastCheckFailed, ["failure": failure]) + retry)
        }
        return notes
    }
}
