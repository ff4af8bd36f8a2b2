import Drawing
import Foundation
import KeyPress
import Translation
import WeatherKit

/// The dashboard's one state transition: an event and the state in, the new state and the work to do out.
public enum DashboardUpdate {
    /// The event's own transition, then, while the Places page is on screen, the requests its places are due.
    public static func update(_ state: AppState, _ event: DashboardEvent) -> (AppState, [DashboardEffect]) {
        var (state, effects) = transition(state, event)
        effects += refreshPlaces(&state)
        effects += fetchRadarIfDue(&state)
        stepRadarAnimation(&state)
        state.keepMoodStatistics()
        return (state, effects)
    }

    private static func transition(_ state: AppState, _ event: DashboardEvent) -> (AppState, [DashboardEffect]) {
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
            if let stop = state.budgetStop, stop.until <= now { state.budgetStop = nil }
            // Ticks come every minute: a longer gap, or time running backwards, means the machine slept or the
            // clock was set. A refresh that came due meanwhile is caught here too.
            let jumped = now.timeIntervalSince(previous) > clockJumpThreshold || now < previous.addingTimeInterval(-60)
            let overdue = state.nextRefresh.map { $0 <= now } ?? false
            if jumped || overdue {
                return startFetch(&state)
            }
        case .fetchSucceeded(let forecast, let at, let note, let place):
            guard state.placeStates.indices.contains(place) else { return (state, []) }
            state.now = at
            state.placeStates[place].forecast = forecast
            state.placeStates[place].fetchedThisRun = true
            state.placeStates[place].isFetching = false
            state.placeStates[place].failures = 0
            state.placeStates[place].failureKind = nil
            // A daily request budget running low stretches the interval so that it lasts the day.
            let interval =
                forecast.requestBudget?.interval(stretching: state.refreshPolicy.interval, at: at)
                ?? state.refreshPolicy.interval
            let next = at.addingTimeInterval(interval)
            state.placeStates[place].nextRefresh = next
            // A place not on screen (left while its answer was on the way, or asked for by the Places page) keeps
            // it for the overview and for when it is shown again; the rest is the place on screen's.
            guard place == state.placeIndex else { return (state, []) }
            state.clearFailures()
            if state.banner?.kind == .error { state.banner = nil }
            // A note never hides a banner still on screen (where Tab went, say).
            if let note, state.banner == nil { state.banner = .info(note, now: at) }
            var effects: [DashboardEffect] = [.scheduleRefresh(at: next)]
            // The place is known once its forecast came: its alerts follow, then keep their own schedule.
            if state.alertsEnabled, state.nextAlertsFetch == nil, !state.isFetchingAlerts {
                state.isFetchingAlerts = true
                effects.append(.fetchAlerts(place: place))
            }
            // The weather on screen is what moods saved without weather were waiting for (sample data is not).
            if !state.isSampleData {
                effects.append(
                    .attachWeatherToMoods(
                        MoodForecast(state.withStation(forecast, place: place)), fetchedAt: forecast.fetchedAt))
            }
            return (state, effects)
        case .alertsDue:
            guard state.alertsEnabled, !state.isFetchingAlerts else { return (state, []) }
            state.isFetchingAlerts = true
            return (state, [.fetchAlerts(place: state.placeIndex)])
        case .alertsFetched(let report, let at, let place):
            guard state.placeStates.indices.contains(place) else { return (state, []) }
            state.now = at
            let onScreen = place == state.placeIndex
            // "No official alerts source for Nepal" is said once for the place, quietly; the `a` list keeps saying it.
            if onScreen, state.alerts == nil, state.banner == nil,
                let explanation = report.coverage.explanation(in: state.language)
            {
                state.banner = .info(explanation, now: at)
            }
            let next = AlertsPolicy.next(after: at)
            state.placeStates[place].alerts = report
            state.placeStates[place].alertsFailure = nil
            state.placeStates[place].isFetchingAlerts = false
            state.placeStates[place].nextAlertsFetch = next
            // A place not on screen is asked again by the Places page's schedule, not by the timer.
            return (state, onScreen ? [.scheduleAlerts(at: next)] : [])
        case .alertsFailed(let message, let at, let retryAfter, let place):
            guard state.placeStates.indices.contains(place) else { return (state, []) }
            // The last good alerts stay (and show as stale once old); the failure is for the footer.
            state.now = at
            let next = AlertsPolicy.next(after: at, retryAfter: retryAfter)
            state.placeStates[place].alertsFailure = message
            state.placeStates[place].isFetchingAlerts = false
            state.placeStates[place].nextAlertsFetch = next
            return (state, place == state.placeIndex ? [.scheduleAlerts(at: next)] : [])
        case .moodsLoaded(let moods, let note, let at), .recentMoodsLoaded(let moods, let note, let at):
            // Counts belong to the read they came with: a new read, or a short journal read whole, drops older ones.
            if case .recentMoodsLoaded = event {
                state.moodTally = nil
                state.moodFigures = nil
                state.moodsAreComplete = false
            } else {
                if state.moodsAreComplete { (state.moodTally, state.moodFigures) = (nil, nil) }
                state.moodsAreComplete = true
            }
            state.moods = moods
            state.moodScroll = min(state.moodScroll, max(0, moods.count - 1))
            if let note { state.banner = .info(note, now: at) }
        case .moodTallyLoaded(let tally):
            state.moodTally = tally
        case .moodFiguresLoaded(let figures):
            state.moodFigures = figures
        case .journalFailed(let message):
            state.journalProblem = message
        case .sensorsRead(let readings):
            state.sensors = readings
        case .brokerConnection(let lost):
            state.brokerGone = lost
            // A broker that comes back (or answers for the first time, when it was away at start) is read at once
            // by a display whose last read failed, rather than at the end of its backoff.
            if !lost, state.shown.failures > 0 || state.forecast == nil { return startFetch(&state) }
        case .radarFetched(let frames, let observation, let problem, let at, let place):
            radarFetched(frames: frames, observation: observation, problem: problem, at: at, place: place, in: &state)
        case .radarFailed(let failure, let at, let place):
            radarFailed(failure, at: at, place: place, in: &state)
        case .placesFollowed(let names):
            followPlaces(names, &state)
        case .moodNotSaved(let message, let level, let comment, let at):
            state.banner = .error(message, now: at)
            state.now = at
            state.moodPrompt = MoodPrompt(level: level, comment: comment ?? "")
        case .rotateDue:
            if state.rotationHeld {
                state.rotationHeld = false
            } else if !state.showingHelp, !state.alertsOverlay.isOpen, state.moodPrompt == nil {
                let effects = rotate(&state)
                return (state, effects)
            }
        case .refreshDue:
            return startFetch(&state)
        case .refreshUnavailable(let message, let at):
            state.isFetching = false
            state.now = at
            state.banner = .info(message, now: at)
        case .fetchFailed(let failure, let at, let jitter, let place):
            guard state.placeStates.indices.contains(place) else { return (state, []) }
            state.now = at
            // Each place keeps its own backoff.
            state.placeStates[place].isFetching = false
            state.placeStates[place].failures += 1
            state.placeStates[place].failureKind = failure.kind
            var delay = retryDelay(
                after: failure, failures: state.placeStates[place].failures, jitter: jitter, policy: state.refreshPolicy
            )
            // A used-up budget sent nothing: no place is asked again before it resets.
            if let until = failure.budgetResetsAt, case .budget(let provider)? = failure.detail {
                delay = max(delay, until.timeIntervalSince(at))
                state.budgetStop = BudgetStop(provider: provider, until: until)
            }
            let next = at.addingTimeInterval(delay)
            state.placeStates[place].nextRefresh = next
            guard place == state.placeIndex else { return (state, []) }
            state.retryStopped = failure.retriesHourly
            state.notBefore = failure.retryAfter.map { at.addingTimeInterval($0) }
            let language = state.language
            var words = failure.dashboardMessage(retryAt: clock(next, in: state), language: language)
            if state.forecast == nil, let fallback = state.fallbackForecast {
                state.forecast = fallback
                words += " " + language.text(.bannerSampleUntilLive)
            } else if state.forecast == nil {
                words = language.text(
                    .bannerWaitingFirst,
                    ["place": state.placeBeingFetched ?? language.text(.bannerThisPlace), "problem": words])
                if state.placeFromIPAddress || state.placeBeingFetched == nil {
                    words += " " + language.text(.bannerChoosePlace)
                }
            }
            state.lastFailure = words
            // A failure a person must mend stays on screen until it is mended.
            state.banner =
                failure.retriesHourly ? Banner(message: words, kind: .error, expiresAt: nil) : .error(words, now: at)
            return (state, [.scheduleRefresh(at: next)])
        }
        return (state, [])
    }

    /// The next page `--rotate` shows: each place's weather pages in turn, then the pages shown once a round (the
    /// Mood page, the same for every place, skipped while the journal is empty; the Places page, with two or more
    /// places), in the order `--pages` gives them.
    private static func rotate(_ state: inout AppState) -> [DashboardEffect] {
        let onceARound: Set<Page> = [.mood, .places]
        let weather = state.rotationPages.filter { !onceARound.contains($0) && state.pages.contains($0) }
        let rounds = state.rotationPages.filter { page in
            switch page {
            case .mood: !(state.moods.isEmpty && state.journalProblem == nil)
            case .places: state.hasPlacesPage
            default: false
            }
        }
        if let index = weather.firstIndex(of: state.page), index + 1 < weather.count {
            state.page = weather[index + 1]
            return []
        }
        guard let first = weather.first else {
            // Nothing but once-a-round pages: they take turns (the Mood page alone when none is available).
            show(rounds.isEmpty ? .mood : state.page.next(in: rounds), in: &state)
            return []
        }
        let several = state.places.count > 1
        let lastPlace = !several || state.placeIndex == state.places.count - 1
        if weather.contains(state.page), lastPlace, let round = rounds.first {
            show(round, in: &state)
            return []
        }
        if let index = rounds.firstIndex(of: state.page), index + 1 < rounds.count {
            show(rounds[index + 1], in: &state)
            return []
        }
        state.page = first
        return several ? switchPlace(by: 1, in: &state, byPerson: false) : []
    }

    /// Shows `page`; the Places page opens with the place on screen selected.
    private static func show(_ page: Page, in state: inout AppState) {
        guard state.pages.contains(page) else { return }
        if page == .places, state.page != .places { state.selectedPlace = state.placeIndex }
        state.page = page
    }

    /// The wait before the next try after `failures` failures in a row: hourly for what a person must mend.
    static func retryDelay(after failure: FetchFailure, failures: Int, jitter: Double, policy: RefreshPolicy)
        -> TimeInterval
    {
        failure.retriesHourly
            ? max(RefreshPolicy.attentionRetry, failure.retryAfter ?? 0)
            : policy.retryDelay(afterFailures: failures, jitter: jitter, retryAfter: failure.retryAfter)
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
        return (state, [.fetch(place: state.placeIndex)])
    }

    /// Shows the next or previous saved place: its last forecast at once, and a fetch when that is missing or due.
    /// A person's Tab starts afresh, like `r`; `--rotate` keeps what the server said (Retry-After, a refused key)
    /// and the backoff, so a timer never makes wxdash ask sooner than it should.
    private static func switchPlace(by step: Int, in state: inout AppState, byPerson: Bool = true) -> [DashboardEffect]
    {
        let count = state.places.count
        guard count > 1 else { return [] }
        return switchPlace(to: ((state.placeIndex + step) % count + count) % count, in: &state, byPerson: byPerson)
    }

    /// Shows saved place `index`, with its own forecast, alerts and requests as they stand (an answer still on its
    /// way for the place left lands in that place's own state).
    private static func switchPlace(to index: Int, in state: inout AppState, byPerson: Bool) -> [DashboardEffect] {
        let count = state.places.count
        guard count > 1, state.places.indices.contains(index), index != state.placeIndex else { return [] }
        state.placeIndex = index
        if byPerson { state.clearFailures() }
        state.banner = .info(
            state.language.text(
                .bannerPlaceOf, ["place": state.places[index], "index": String(index + 1), "count": String(count)]),
            now: state.now)
        // The next forecast for the place brings fresh alerts; an old failure of its alerts is not this visit's.
        state.alertsFailure = nil
        state.nextAlertsFetch = nil
        if state.isFetching { return [] }
        if state.shown.failures > 0, let retryAt = state.nextRefresh, retryAt > state.now, !byPerson {
            // A timer keeps the place's own backoff.
            return [.scheduleRefresh(at: retryAt)]
        }
        if state.retryStopped { return [] }
        if let notBefore = state.notBefore, notBefore > state.now {
            state.nextRefresh = notBefore
            return [.scheduleRefresh(at: notBefore)]
        }
        // Data of unknown age (fetched "in the future") is fetched again now, not once that future has come.
        if let forecast = state.forecast, let age = FetchAge(fetchedAt: forecast.fetchedAt, now: state.now).seconds,
            age < state.refreshPolicy.interval
        {
            let next = forecast.fetchedAt.addingTimeInterval(state.refreshPolicy.interval)
            state.nextRefresh = next
            return [.scheduleRefresh(at: next)]
        }
        return startFetch(&state).1
    }

    /// Moves the Places page's selection by `step` cards, wrapping.
    private static func moveSelection(by step: Int, in state: inout AppState) {
        let count = state.places.count
        guard count > 1 else { return }
        state.selectedPlace = ((min(max(state.selectedPlace, 0), count - 1) + step) % count + count) % count
    }

    /// Opens saved place `index`'s Now page from the Places page.
    private static func openPlace(_ index: Int, in state: inout AppState) -> [DashboardEffect] {
        guard state.places.indices.contains(index) else { return [] }
        state.selectedPlace = index
        state.page = .now
        return switchPlace(to: index, in: &state, byPerson: true)
    }

    private static func handle(_ key: Key, in state: inout AppState) -> [DashboardEffect] {
        let remnant = state.escapeRemnant.reading(key)
        state.escapeRemnant = remnant.next
        if remnant.swallowed { return [] }
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
            if KeyMap.quitKeysOverOverlays.contains(key) { return [.quit] }
            state.showingHelp = false
            return []
        }
        if state.alertsOverlay.isOpen {
            if KeyMap.quitKeysOverOverlays.contains(key) { return [.quit] }
            let limit = AlertsOverlay.scrollLimit(for: state)
            state.alertsOverlay.handle(
                KeyMap.action(for: key, on: state.page, alertsOpen: true), limit: limit, size: state.size)
            return []
        }
        guard let action = KeyMap.action(for: key, on: state.page) else { return [] }
        switch action {
        case .toggleAlerts:
            state.alertsOverlay.open()
        case .scrollPageUp, .scrollPageDown:
            break
        case .scrollDown:
            state.moodScroll = min(state.moodScroll + 1, max(0, state.moods.count - 1))
        case .scrollUp:
            state.moodScroll = max(0, state.moodScroll - 1)
        case .nextPage:
            show(state.page.next(in: state.pages), in: &state)
        case .previousPage:
            show(state.page.previous(in: state.pages), in: &state)
        case .firstPage:
            show(state.pages.first ?? .now, in: &state)
        case .lastPage:
            show(state.pages.last ?? .now, in: &state)
        case .goTo(let page):
            show(page, in: &state)
        case .refresh:
            if let notBefore = state.notBefore, notBefore > state.now {
                let wait = FetchFailure.waiting(until: clock(notBefore, in: state), language: state.language)
                state.banner = .info(state.language.text(.bannerWaitRefresh, ["wait": wait]), now: state.now)
                return []
            }
            // A person asking is a retry even after the key was rejected: they may have fixed it.
            state.retryStopped = false
            var effects = startFetch(&state).1
            // Alerts that failed are retried too (ones that came are on their own schedule; a first forecast
            // brings them anyway).
            if state.alertsEnabled, state.alertsFailure != nil, !state.isFetchingAlerts, state.shown.fetchedThisRun {
                state.isFetchingAlerts = true
                effects.append(.fetchAlerts(place: state.placeIndex))
            }
            return effects + refreshEveryPlaceAsked(&state)
        case .switchUnits:
            // From the person's own units (uk, or metric with knots) to the other system, and back to their own.
            state.units =
                state.units == state.ownUnits
                ? Units(system: state.ownUnits.system == .metric ? .imperial : .metric) : state.ownUnits
        case .toggleHelp:
            state.showingHelp = true
        case .logMood:
            state.moodPrompt = MoodPrompt()
        case .nextPlace where state.showsPlacesPage, .selectNextPlace:
            moveSelection(by: 1, in: &state)
        case .previousPlace where state.showsPlacesPage, .selectPreviousPlace:
            moveSelection(by: -1, in: &state)
        case .nextPlace:
            return switchPlace(by: 1, in: &state)
        case .previousPlace:
            return switchPlace(by: -1, in: &state)
        case .openSelectedPlace:
            return openPlace(state.selectedPlace, in: &state)
        case .openPlace(let index):
            return openPlace(index, in: &state)
        case .explainQuit:
            // A wall display must not quit on line noise; Esc closes overlays, and says here what quits.
            state.banner = .info(state.language.text(.bannerEscDoesNotQuit), now: state.now)
        case .quit:
            return [.quit]
        case .suspend:
            return [.suspend]
        }
        return []
    }
}
