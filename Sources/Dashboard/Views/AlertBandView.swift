import Drawing
import ScreenText
import Translation
import WeatherKit

/// The most severe official alert on a row of its own at the top of every page, in the severity's colour: the
/// event and until when, how many more there are, on the Places page which other places have one, whether the list
/// is stale, and the key that shows them all.
struct AlertBandView {
    let context: ViewContext

    /// One row while an alert is in force, else none.
    var height: Int {
        context.state.shownAlerts.isEmpty ? 0 : 1
    }

    /// The event keeps at least this many columns before the optional parts give way.
    static let eventRoom = 16

    func draw(in area: Rect, on canvas: inout Canvas) {
        let alerts = context.state.shownAlerts
        guard let top = alerts.first, !area.isEmpty else { return }
        let style = AlertTone.band(top.severity)
        let row = area.row(0)
        let (left, right) = texts(top, more: context.state.moreAlerts, width: row.width)
        canvas.clipped(to: area) { canvas in
            canvas.fill(row, style: style)
            let inner = row.inset(horizontal: 1)
            canvas.write(right, in: inner, alignment: .right, style: style)
            let rightWidth = DisplayWidth.of(right)
            let leftArea = Rect(
                x: inner.x, y: inner.y, width: max(0, inner.width - (rightWidth > 0 ? rightWidth + 2 : 0)), height: 1)
            canvas.write(left, in: leftArea, style: style)
        }
    }

    /// The left part (`⚠ Wind Advisory until Tue 18:00`) and the right (`+2 more · also Tucson · stale: checked 10:30 ·
    /// a details`), with the optional parts dropped, least important first, until the event has room; the count and
    /// the other places are never dropped.
    func texts(_ top: Alert, more count: Int, width: Int) -> (left: String, right: String) {
        let state = context.state
        let clock = AlertClock(
            location: state.alertsLocation ?? context.forecast?.location, now: state.now, style: context.time,
            language: context.words)
        // On the Places page the alert is the selected card's: the band says whose (`⚠ Home · Strong wind …`).
        let owner = state.alertsOwner.map { TerminalText.sanitized($0) + " · " } ?? ""
        let head = AlertTone.marker(asciiOnly: context.asciiOnly) + " " + owner
        let until = " " + clock.until(top.ends)
        let words = context.words
        let more = count > 0 ? words.text(.alertsMore, ["n": String(count)]) : nil
        // On the Places page every other place with an alert in force is named (`also Tucson`).
        let others = state.placesWithAlerts.filter { $0 != state.alertsPlace && state.places.indices.contains($0) }
        let also =
            others.isEmpty
            ? nil
            : words.text(
                .alertsAlso, ["places": others.map { TerminalText.sanitized(state.places[$0]) }.joined(separator: ", ")]
            )
        let stale =
            state.alertsAreStale
            ? state.shownAlertsReport.map { words.text(.alertsStale, ["time": clock.time($0.fetchedAt)]) } : nil
        let key = KeyMap.label(of: .toggleAlerts, asciiOnly: context.asciiOnly)
        let hint = key.isEmpty ? nil : words.text(.alertsDetails, ["key": key])
        // Most important first: the count is never dropped, the key hint first.
        let optional: [(until: Bool, text: String?)] = [(true, until), (false, stale), (false, hint)]
        let room = width - 2
        let eventWidth = DisplayWidth.of(top.title)
        func layout(_ parts: ArraySlice<(until: Bool, text: String?)>) -> (left: String, right: String, needs: Int) {
            let leftTail = parts.first(where: \.until)?.text ?? ""
            let right = ([more, also] + parts.filter { !$0.until }.map(\.text)).compactMap { $0 }.joined(
                separator: " · ")
            let fixed =
                DisplayWidth.of(head) + DisplayWidth.of(leftTail) + (right.isEmpty ? 0 : DisplayWidth.of(right) + 2)
            return (leftTail, right, fixed + min(eventWidth, Self.eventRoom))
        }
        var kept = optional[...]
        while !kept.isEmpty, layout(kept).needs > room { kept = kept.dropLast() }
        let chosen = layout(kept)
        let eventColumns = room - (chosen.needs - min(eventWidth, Self.eventRoom))
        let event = DisplayWidth.truncate(top.title, to: max(1, eventColumns))
        return (head + event + chosen.left, chosen.right)
    }
}
