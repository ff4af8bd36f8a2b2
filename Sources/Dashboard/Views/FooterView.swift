import Drawing
import ScreenText
import Translation
import WeatherKit

/// The bottom row: how fresh the data is, where it came from, and the keys.
struct FooterView {
    let context: ViewContext

    func draw(in area: Rect, on canvas: inout Canvas) {
        let palette = context.palette
        let line = area.row(-1).inset(horizontal: 1)
        var status = statusText(shortSource: false)
        // A fallback's whole story is long: where the data is from stays, the failure's time and reason give way.
        if DisplayWidth.of(status) > line.width { status = statusText(shortSource: true) }
        if context.state.isFetching { status += " · " + context.words.text(.footerRefreshing) }
        let statusStyle =
            context.state.freshness == .fresh && !context.state.brokerGone ? palette.muted : palette.accent
        // A failing alerts source is said in the longest words that fit; the status gives way to the shortest.
        let alertChoices = alertsNotes
        var alertsNote = alertChoices.first { DisplayWidth.of(status) + DisplayWidth.of($0) + 2 <= line.width }
        if alertsNote == nil, let shortest = alertChoices.last {
            status = DisplayWidth.truncate(status, to: line.width - DisplayWidth.of(shortest) - 2)
            alertsNote = shortest
        }
        let statusWidth = DisplayWidth.of(status) + (alertsNote.map { DisplayWidth.of($0) + 2 } ?? 0)
        canvas.clipped(to: area) { canvas in
            // The longest set of hints that fits beside the status.
            let hintChoices =
                context.state.appearance.showsKeyHints
                ? KeyMap.footerHints(
                    asciiOnly: context.asciiOnly, on: context.state.showsPlacesPage ? .places : nil,
                    language: context.words) : []
            if let hints = hintChoices.first(where: { statusWidth + DisplayWidth.of($0) + 2 <= line.width }) {
                canvas.write(hints, in: line, alignment: .right, style: palette.muted)
            }
            let width = canvas.write(status, in: line, style: statusStyle)
            if let alertsNote {
                canvas.write(
                    alertsNote,
                    in: Rect(x: line.x + width + 2, y: line.y, width: max(0, line.width - width - 2), height: 1),
                    style: palette.accent)
            }
        }
    }

    /// "alerts: NWS failed · retry 10:45", shorter forms after it; none while the alerts source answers.
    private var alertsNotes: [String] {
        guard context.state.alertsFailure != nil else { return [] }
        let clock = AlertClock(
            location: context.forecast?.location, now: context.state.now, style: context.time, language: context.words)
        let words = context.words
        let retry =
            context.state.nextAlertsFetch.map { " · " + words.text(.footerRetry, ["time": clock.time($0)]) } ?? ""
        let named =
            context.state.alerts?.coverage.source.map {
                [words.text(.footerAlertsSourceFailed, ["source": Self.shortName($0)]) + retry]
            } ?? []
        return named + [words.text(.footerAlertsFailed) + retry, words.text(.footerAlertsFailed)]
    }

    static func shortName(_ source: AlertSource) -> String {
        switch source {
        case .nws: "NWS"
        case .meteoAlarm: "MeteoAlarm"
        case .metNorway: "MET Norway"
        case .brightSky: "DWD"
        case .environmentCanada: "ECCC"
        case .openWeatherMap: "OpenWeatherMap"
        }
    }

    /// "Updated 10:30 (12 min ago) · next 10:45 · Open-Meteo", or what is wrong with the data.
    private func statusText(shortSource: Bool) -> String {
        let state = context.state
        let words = context.words
        if state.showsPlacesPage { return placesStatus }
        guard let forecast = context.forecast else {
            return state.placeBeingFetched.map { words.text(.footerWaitingFirst, ["place": $0]) }
                ?? words.text(.footerNoData)
        }
        let location = forecast.location
        let nextClock = context.state.nextRefresh.map { context.time.clock(location.localTime(at: $0)) }
        let next = nextClock.map { " · " + words.text(.footerNext, ["time": $0]) } ?? ""
        // "from MET Norway · Open-Meteo failing since 10:02 (HTTP 503)" while a fallback answers.
        var provider = forecast.sourceText(clock: { context.time.clock(location.localTime(at: $0)) }, language: words)
        if shortSource, let failed = forecast.failedProviders?.first {
            provider = words.text(
                .fromProviderFailing,
                ["provider": forecast.provider.displayName, "failing": failed.provider.displayName])
        }
        let updated = context.updatedText(forecast)
        if state.shown.failureKind == .keyRejected {
            return words.text(.footerKeyRejected, ["updated": updated])
        }
        if state.brokerGone {
            // Whatever the schedule says: nothing new can come until the broker is back.
            let fetched = context.time.clock(location.localTime(at: forecast.fetchedAt))
            return words.text(
                .footerShowingOld,
                ["problem": words.text(.problemBrokerGone), "time": fetched, "age": context.age(of: forecast)])
        }
        if let notBefore = state.notBefore, notBefore > state.now {
            return FetchFailure.waiting(until: DashboardUpdate.clock(notBefore, in: state), language: words)
                + " · \(updated)"
        }
        switch state.freshness {
        case .offline:
            let fetched = context.time.clock(location.localTime(at: forecast.fetchedAt))
            let problem = state.shown.failureKind.map { $0.footerWords(in: words) } ?? words.text(.problemOffline)
            let retry = nextClock.map { " · " + words.text(.footerRetry, ["time": $0]) } ?? ""
            return words.text(
                .footerShowingOld, ["problem": problem, "time": fetched, "age": context.age(of: forecast)]) + retry
        case .stale:
            return words.text(.footerStale, ["updated": updated]) + "\(next) · \(provider)"
        case .fresh, .none:
            let failed = context.state.lastFailure != nil ? " · " + words.text(.footerLastRefreshFailed) : ""
            return "\(updated)\(next) · \(provider)\(failed)"
        }
    }

    /// `90 s`, `15 min`, `1 h`, `1 h 30 min`: an interval as given, not rounded to another.
    static func interval(_ seconds: Double, language: Language = .english) -> String {
        let whole = max(0, Int(seconds.rounded()))
        let secondsText = { (count: Int) in language.text(.secondsShort, ["n": String(count)]) }
        if whole < 60 || whole % 60 != 0 {
            return whole < 120
                ? secondsText(whole)
                : language.text(.minutes, ["n": String(whole / 60)]) + " " + secondsText(whole % 60)
        }
        return language.duration(minutes: whole / 60)
    }

    /// The Places page's status: how often each place refreshes, and how many are failing or waiting.
    private var placesStatus: String { Self.placesStatus(of: context.state, words: context.words) }

    /// The places with no forecast yet.
    static func placesWaiting(in state: AppState) -> Int {
        state.places.indices.filter { state.forecast(forPlace: $0) == nil }.count
    }

    static func placesStatus(of state: AppState, words: Language? = nil) -> String {
        let words = words ?? state.language
        var parts = [
            words.text(
                .footerEachPlaceRefreshes, ["interval": Self.interval(state.refreshPolicy.interval, language: words)])
        ]
        if state.brokerGone { parts.insert(words.text(.problemBrokerGone), at: 0) }
        let waiting = placesWaiting(in: state)
        let old = state.places.indices.filter { [.stale, .offline].contains(state.freshness(forPlace: $0)) }.count
        if waiting > 0, let stop = state.budgetStop, stop.until > state.now {
            // Asking stopped: the cards without data wait for the budget, not for an answer.
            let time = DashboardUpdate.clock(stop.until, in: state)
            parts.append(
                words.text(
                    .footerWaitingBudget,
                    ["n": words.grouped(waiting), "provider": stop.provider.displayName, "time": time]))
        } else if waiting > 0 {
            parts.append(words.text(.footerWaiting, ["n": String(waiting)]))
        }
        if old > 0 { parts.append(words.text(.footerNotCurrent, ["n": String(old)])) }
        return parts.joined(separator: " · ")
    }
}
