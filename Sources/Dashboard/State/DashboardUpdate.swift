import Drawing
import Foundation
import WeatherKit

/// The dashboard's one state transition: an event and the state in, the new state and the work to do out.
public enum DashboardUpdate {
    public static func update(_ state: AppState, _ event: DashboardEvent) -> (AppState, [DashboardEffect]) {
        var state = state
        switch event {
        case .key(let key):
            state.rotationHeld = true
            if state.isNight {
                let asleep = state.showsNightPage
                state.awakeUntil = state.now.addingTimeInterval(AppState.wakeDuration)
                // The first key at night only wakes the page: nobody acts on a screen they cannot read.
                if asleep { return (state, []) }
            }
            let effects = handle(key, in: &state)
            return (state, effects)
        case .resize(let size):
            state.size = size
        case .tick(let now):
            let previous = state.now
            state.now = now
            if let expiry = state.banner?.expiresAt, expiry <= now {
                state.banner = nil
            }
            // Ticks come every minute: a longer gap, or time running backwards, means the machine slept or the
            // clock was set. A refresh that came due meanwhile is caught here too.
            let jumped = now.timeIntervalSince(previous) > clockJumpThreshold || now < previous.addingTimeInterval(-60)
            let overdue = state.nextRefresh.map { $0 <= now } ?? false
            if jumped || overdue {
                return startFetch(&state)
            }
        case .fetchSucceeded(let forecast, let at, _, let place) where place != state.placeIndex:
            // A place left while its answer was on the way: keep it for when it is shown again.
            state.parkedForecasts[place] = forecast
            state.now = at
        case .fetchFailed(_, let at, _, let place) where place != state.placeIndex:
            state.now = at
        case .fetchSucceeded(let forecast, let at, let note, _):
            state.forecast = forecast
            state.isFetching = false
            state.clearFailures()
            state.now = at
            if state.banner?.kind == .error { state.banner = nil }
            // A note never hides a banner still on screen (where Tab went, say).
            if let note, state.banner == nil { state.banner = .info(note, now: at) }
            let next = at.addingTimeInterval(state.refreshPolicy.interval)
            state.nextRefresh = next
            // The place is known once its forecast came: its alerts follow, then keep their own schedule.
            if state.alertsEnabled, state.nextAlertsFetch == nil, !state.isFetchingAlerts {
                state.isFetchingAlerts = true
                return (state, [.scheduleRefresh(at: next), .fetchAlerts])
            }
            return (state, [.scheduleRefresh(at: next)])
        case .alertsDue:
            guard state.alertsEnabled, !state.isFetchingAlerts else { return (state, []) }
            state.isFetchingAlerts = true
            return (state, [.fetchAlerts])
        case .alertsFetched(_, let at, let place) where place != state.placeIndex,
             .alertsFailed(_, let at, _, let place) where place != state.placeIndex:
            // An answer for a place left behind; the place on screen asks for its own.
            state.now = at
        case .alertsFetched(let report, let at, _):
            // "No official alerts source for Nepal" is said once for the place, quietly; the `a` list keeps saying it.
            if state.alerts == nil, state.banner == nil, let explanation = report.coverage.explanation {
                state.banner = .info(explanation.prefix(1).uppercased() + explanation.dropFirst(), now: at)
            }
            state.alerts = report
            state.alertsFailure = nil
            state.isFetchingAlerts = false
            state.now = at
            let next = AlertsPolicy.next(after: at)
            state.nextAlertsFetch = next
            return (state, [.scheduleAlerts(at: next)])
        case .alertsFailed(let message, let at, let retryAfter, _):
            // The last good alerts stay (and show as stale once old); the failure is for the footer.
            state.alertsFailure = message
            state.isFetchingAlerts = false
            state.now = at
            let next = AlertsPolicy.next(after: at, retryAfter: retryAfter)
            state.nextAlertsFetch = next
            return (state, [.scheduleAlerts(at: next)])
        case .moodsLoaded(let moods, let note, let at):
            state.moods = moods
            state.moodScroll = min(state.moodScroll, max(0, moods.count - 1))
            if let note { state.banner = .info(note, now: at) }
        case .rotateDue:
            if state.rotationHeld {
                state.rotationHeld = false
            } else if !state.showingHelp, !state.showingAlerts, state.moodPrompt == nil {
                let effects = rotate(&state)
                return (state, effects)
            }
        case .refreshDue:
            return startFetch(&state)
        case .refreshUnavailable(let message, let at):
            state.isFetching = false
            state.now = at
            state.banner = .info(message, now: at)
        case .fetchFailed(let failure, let at, let jitter, _):
            state.isFetching = false
            state.consecutiveFailures += 1
            state.lastFailureKind = failure.kind
            state.now = at
            state.retryStopped = failure.retriesHourly
            state.notBefore = failure.retryAfter.map { at.addingTimeInterval($0) }
            let delay = failure.retriesHourly
                ? max(RefreshPolicy.attentionRetry, failure.retryAfter ?? 0)
                : state.refreshPolicy.retryDelay(afterFailures: state.consecutiveFailures, jitter: jitter, retryAfter: failure.retryAfter)
            let next = at.addingTimeInterval(delay)
            state.nextRefresh = next
            var words = failure.dashboardMessage(retryAt: clock(next, in: state))
            if state.forecast == nil, let fallback = state.fallbackForecast {
                state.forecast = fallback
                words += " Showing sample data until live weather arrives."
            } else if state.forecast == nil {
                words = "\(state.placeBeingFetched ?? "This place"): waiting for the first forecast. " + words
            }
            state.lastFailure = words
            // A failure a person must mend stays on screen until it is mended.
            state.banner = failure.retriesHourly ? Banner(message: words, kind: .error, expiresAt: nil) : .error(words, now: at)
            return (state, [.scheduleRefresh(at: next)])
        }
        return (state, [])
    }

    /// The next page `--rotate` shows: each place's weather pages in turn, then the Mood page once a round (it is
    /// the same for every place), skipped while the journal is empty.
    private static func rotate(_ state: inout AppState) -> [DashboardEffect] {
        let weather = state.rotationPages.filter { $0 != .mood }
        let showsMood = state.rotationPages.contains(.mood) && !(state.moods.isEmpty && state.journalProblem == nil)
        if let index = weather.firstIndex(of: state.page), index + 1 < weather.count {
            state.page = weather[index + 1]
            return []
        }
        guard let first = weather.first else {
            state.page = .mood
            return []
        }
        let several = state.places.count > 1
        let lastPlace = !several || state.placeIndex == state.places.count - 1
        if weather.contains(state.page), showsMood, lastPlace {
            state.page = .mood
            return []
        }
        state.page = first
        return several ? switchPlace(by: 1, in: &state, byPerson: false) : []
    }

    /// `21:05` on the place's clock (UTC, said so, before any forecast has come).
    static func clock(_ instant: Date, in state: AppState) -> String {
        let style = state.appearance.timeStyle
        return state.forecast.map { style.clock($0.location.localTime(at: instant)) }
            ?? style.clock(LocalDateTime(instant: instant, utcOffsetSeconds: 0)) + " UTC"
    }

    /// More than this between two minute ticks means the clock jumped.
    static let clockJumpThreshold: TimeInterval = 150

    private static func startFetch(_ state: inout AppState) -> (AppState, [DashboardEffect]) {
        guard !state.isFetching else { return (state, []) }
        state.isFetching = true
        return (state, [.fetch])
    }

    /// Shows the next or previous saved place: its last forecast at once, and a fetch when that is missing or due.
    /// A person's Tab starts afresh, like `r`; `--rotate` keeps what the server said (Retry-After, a refused key)
    /// and the backoff, so a timer never makes wxdash ask sooner than it should.
    private static func switchPlace(by step: Int, in state: inout AppState, byPerson: Bool = true) -> [DashboardEffect] {
        let count = state.places.count
        guard count > 1 else { return [] }
        if let forecast = state.forecast { state.parkedForecasts[state.placeIndex] = forecast }
        state.placeIndex = ((state.placeIndex + step) % count + count) % count
        state.forecast = state.parkedForecasts.removeValue(forKey: state.placeIndex)
        if byPerson { state.clearFailures() }
        state.banner = .info("\(state.places[state.placeIndex]) (\(state.placeIndex + 1) of \(count))", now: state.now)
        // Any answer still on its way belongs to the place left behind and will be parked.
        state.isFetching = false
        // Alerts belong to one place: the next forecast for this one brings its own.
        state.alerts = nil
        state.alertsFailure = nil
        state.isFetchingAlerts = false
        state.nextAlertsFetch = nil
        if state.retryStopped || state.consecutiveFailures > 0 {
            // Waiting for `r`, or backing off: the refresh already planned stands.
            return []
        }
        if let notBefore = state.notBefore, notBefore > state.now {
            state.nextRefresh = notBefore
            return [.scheduleRefresh(at: notBefore)]
        }
        if let forecast = state.forecast, state.now.timeIntervalSince(forecast.fetchedAt) < state.refreshPolicy.interval {
            let next = forecast.fetchedAt.addingTimeInterval(state.refreshPolicy.interval)
            state.nextRefresh = next
            return [.scheduleRefresh(at: next)]
        }
        return startFetch(&state).1
    }

    /// The keys of the open alerts list: a line or a screenful, never past its end; `a` or Esc closes it, and any
    /// other key does nothing behind it unseen.
    private static func scrollAlerts(_ action: KeyAction?, in state: inout AppState) {
        let limit = AlertsOverlayView.scrollLimit(for: state)
        let screenful = max(1, AlertsOverlayView.geometry(for: state.size).text.height - 1)
        let scroll = min(state.alertsScroll, limit)
        switch action {
        case .scrollDown: state.alertsScroll = min(scroll + 1, limit)
        case .scrollUp: state.alertsScroll = max(0, scroll - 1)
        case .scrollPageDown: state.alertsScroll = min(scroll + screenful, limit)
        case .scrollPageUp: state.alertsScroll = max(0, scroll - screenful)
        case .toggleAlerts: state.showingAlerts = false
        default: break
        }
    }

    private static func handle(_ key: Key, in state: inout AppState) -> [DashboardEffect] {
        if let prompt = state.moodPrompt {
            switch prompt.handle(key) {
            case .editing(let next):
                state.moodPrompt = next
                return []
            case .cancel:
                state.moodPrompt = nil
                return []
            case .save(let level, let comment):
                state.moodPrompt = nil
                return [.saveMood(level, comment: comment)]
            }
        }
        if state.showingHelp {
            if KeyMap.quitOverHelp.contains(key) { return [.quit] }
            state.showingHelp = false
            return []
        }
        if state.showingAlerts {
            if KeyMap.quitOverHelp.contains(key) { return [.quit] }
            scrollAlerts(KeyMap.action(for: key, on: state.page, alertsOpen: true), in: &state)
            return []
        }
        guard let action = KeyMap.action(for: key, on: state.page) else { return [] }
        switch action {
        case .toggleAlerts:
            state.showingAlerts = true
            state.alertsScroll = 0
        case .scrollPageUp, .scrollPageDown:
            break
        case .scrollDown:
            state.moodScroll = min(state.moodScroll + 1, max(0, state.moods.count - 1))
        case .scrollUp:
            state.moodScroll = max(0, state.moodScroll - 1)
        case .nextPage:
            state.page = state.page.next()
        case .previousPage:
            state.page = state.page.previous()
        case .firstPage:
            state.page = Page.allCases.first ?? .now
        case .lastPage:
            state.page = Page.allCases.last ?? .now
        case .goTo(let page):
            state.page = page
        case .refresh:
            if let notBefore = state.notBefore, notBefore > state.now {
                state.banner = .info("The server asked us to wait until \(clock(notBefore, in: state)); wxdash will refresh then.", now: state.now)
                return []
            }
            // A person asking is a retry even after the key was rejected: they may have fixed it.
            state.retryStopped = false
            return startFetch(&state).1
        case .switchUnits:
            state.units = state.units.temperature == .celsius ? .imperial : .metric
        case .toggleHelp:
            state.showingHelp = true
        case .logMood:
            state.moodPrompt = MoodPrompt()
        case .nextPlace:
            return switchPlace(by: 1, in: &state)
        case .previousPlace:
            return switchPlace(by: -1, in: &state)
        case .quit:
            return [.quit]
        case .suspend:
            return [.suspend]
        }
        return []
    }
}
