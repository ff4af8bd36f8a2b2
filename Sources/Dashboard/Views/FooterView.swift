import Drawing
import WeatherKit

/// The bottom row: how fresh the data is, where it came from, and the keys.
struct FooterView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let line = area.row(-1).inset(horizontal: 1)
        var status = statusText
        if context.state.isFetching { status += " · refreshing…" }
        let statusWidth = DisplayWidth.of(status)
        let statusStyle = context.state.freshness == .fresh ? palette.muted : palette.accent
        canvas.clipped(to: area) { canvas in
            // The longest set of hints that fits beside the status.
            let hintChoices = context.state.appearance.showsKeyHints ? KeyMap.footerHints(asciiOnly: context.asciiOnly) : []
            if let hints = hintChoices.first(where: { statusWidth + DisplayWidth.of($0) + 2 <= line.width }) {
                canvas.write(hints, in: line, alignment: .right, style: palette.muted)
            }
            canvas.write(status, in: line, style: statusStyle)
        }
    }

    /// "Updated 10:30 (12 min ago) · next 10:45 · Open-Meteo", or what is wrong with the data.
    private var statusText: String {
        let state = context.state
        guard let forecast = context.forecast else {
            return state.placeBeingFetched.map { "\($0): waiting for the first forecast" } ?? "No data yet"
        }
        let location = forecast.location
        let nextClock = context.state.nextRefresh.map { context.time.clock(location.localTime(at: $0)) }
        let next = nextClock.map { " · next \($0)" } ?? ""
        let provider = forecast.provider.displayName
        if state.lastFailureKind == .keyRejected {
            return "key rejected · press r to retry now · \(context.updatedText(forecast))"
        }
        if let notBefore = state.notBefore, notBefore > state.now {
            return "The server asked us to wait until \(context.time.clock(location.localTime(at: notBefore))) · \(context.updatedText(forecast))"
        }
        switch state.freshness {
        case .offline:
            let fetched = context.time.clock(location.localTime(at: forecast.fetchedAt))
            let words = state.lastFailureKind.map { $0.footerWords } ?? "Offline"
            return "\(words) — showing data from \(fetched), \(context.age(of: forecast)) ago\(nextClock.map { " · retry \($0)" } ?? "")"
        case .stale:
            return "Stale — \(context.updatedText(forecast))\(next) · \(provider)"
        case .fresh, .none:
            let failed = context.state.lastFailure != nil ? " · last refresh failed" : ""
            return "\(context.updatedText(forecast))\(next) · \(provider)\(failed)"
        }
    }
}
