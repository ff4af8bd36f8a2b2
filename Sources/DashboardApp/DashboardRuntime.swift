import Dashboard
import Drawing
import Locking
import Terminal
import Translation
import WeatherKit
import WeatherStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Runs the dashboard: events from the terminal, the timers and the clients go through `DashboardUpdate`, the
/// effects it asks for are carried out through the clients, and the screen shows the view of the new state.
/// Everything outside (the terminal, the weather, the journal, the timers, the clock) is a client, so tests drive
/// the runtime with test values and no terminal.
@MainActor
public final class DashboardRuntime {
    /// Why the dashboard ended.
    public enum Ending: Equatable, Sendable {
        /// q, Esc or Ctrl-C.
        case quit
        /// stdin was closed: the terminal is gone.
        case inputClosed
    }

    public private(set) var state: AppState
    /// Set once the dashboard has ended; later answers (a fetch still under way) change nothing.
    public private(set) var ending: Ending?

    private let assets: AssetLibrary
    private let screen: ScreenClient
    private let weather: WeatherClient
    /// nil: no radar was wired (`--no-radar`, `--demo`, `--source`), and the Radar page is not in the cycle.
    private let radar: RadarClient?
    private let radarMap: RadarMapLayer?
    private let journal: JournalClient
    private let timers: TimerClient
    private let feeds: [FeedClient]
    private let clock: @Sendable () -> Date
    /// Work under way off the main queue (fetches), kept so tests can wait for it.
    private var inFlight: [UUID: Task<Void, Never>] = [:]
    private var planned: [DashboardTimer: Date] = [:]
    private var emptyWakeups = 0
    private var finished: CheckedContinuation<Ending, Never>?

    public init(
        state: AppState, assets: AssetLibrary, screen: ScreenClient, weather: WeatherClient, journal: JournalClient,
        timers: TimerClient, feeds: [FeedClient] = [], radar: RadarClient? = nil, radarMap: RadarMapLayer? = nil,
        clock: @escaping @Sendable () -> Date
    ) {
        self.radarMap = radarMap
        self.feeds = feeds
        self.radar = radar
        self.state = state
        self.assets = assets
        self.screen = screen
        self.weather = weather
        self.journal = journal
        self.timers = timers
        self.clock = clock
    }

    /// The first paint and the first requests: the minute tick, `--rotate`, the first fetch (before the journal is
    /// read, so it runs meanwhile), then the journal. `exitAfterFirstPaint` (for `make bench`) stops after the paint.
    public func start(fetchFirst: Bool, rotateEvery rotation: TimeInterval?, exitAfterFirstPaint: Bool = false) {
        apply(.resize(screen.size()))
        if state.page == .mood { loadMoods() }
        draw()
        if exitAfterFirstPaint {
            finish(.quit)
            return
        }
        aimMinuteTick()
        listenToFeeds()
        if let rotation { scheduleRotation(every: rotation) }
        if fetchFirst { receive(.refreshDue) }
        if state.page != .mood {
            loadMoods()
            redraw()
        }
    }

    /// Waits until the dashboard ends.
    public func waitUntilFinished() async -> Ending {
        if let ending { return ending }
        return await withCheckedContinuation { finished = $0 }
    }

    /// Waits for every request under way, and for the requests their answers started, to be answered (for tests).
    public func settle() async {
        while let (id, task) = inFlight.first {
            await task.value
            inFlight[id] = nil
        }
    }

    // MARK: Events

    /// An event from outside (a timer, a test): through `update`, its effects carried out, then one draw.
    public func receive(_ event: DashboardEvent) {
        guard ending == nil else { return }
        apply(event)
        redraw()
    }

    /// stdin is readable: every key waiting goes through `update`, then one draw (a burst of keys draws once). A
    /// wake-up with no key asks `inputCondition`: a hung-up terminal ends the dashboard at once, and one that stays
    /// readable with nothing to read (a closed stdin) after 50 such wake-ups.
    public func readInput(inputCondition: () -> InputCondition = { .open }) {
        guard ending == nil else { return }
        var readAny = false
        while let input = screen.nextKey() {
            // At night a key wakes the page for a minute from now, not from the last minute tick.
            if !readAny, state.night != .off { apply(.tick(clock())) }
            readAny = true
            switch input {
            case .key(let key): apply(.key(key))
            case .resize: apply(.resize(screen.resize()))
            }
            if ending != nil { return }
        }
        if readAny { redraw() }
        let condition = readAny ? .open : inputCondition()
        emptyWakeups = condition == .readableButEmpty ? emptyWakeups + 1 : 0
        if condition == .closed || emptyWakeups >= 50 { finish(.inputClosed) }
    }

    /// A resize or `fg` (SIGWINCH, SIGCONT) redraws at the new size; the ending signals restore the terminal and
    /// end the process with 128 + the signal's number.
    public func handle(signal signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH, SIGCONT:
            receive(.resize(screen.resize()))
        default:
            screen.stop()
            ProcessEnd.exit(128 + signalNumber)
        }
    }

    private func apply(_ event: DashboardEvent) {
        let (next, effects) = DashboardUpdate.update(state, event)
        state = next
        for effect in effects { perform(effect) }
    }

    private func redraw() {
        guard ending == nil else { return }
        followPlan()
        draw()
    }

    private func draw() {
        screen.draw(DashboardView(state: state, assets: assets, radarMap: radarMap).render())
    }

    // MARK: Effects

    private func perform(_ effect: DashboardEffect) {
        switch effect {
        case .fetch(let place):
            let weather = self.weather
            run { await weather.fetch(place) }
        case .fetchAlerts(let place):
            let weather = self.weather
            run { await weather.fetchAlerts(place) }
        case .fetchRadar(let place, let latitude, let longitude):
            guard let radar = self.radar else {
                apply(
                    .radarFailed(
                        RadarFailure(kind: .unavailable, message: "the radar is off"), at: clock(), place: place))
                return
            }
            run { await radar.fetch(place, latitude, longitude) }
        case .attachWeatherToMoods(let forecast, let fetchedAt):
            attach(forecast, fetchedAt: fetchedAt)
        case .quit:
            finish(.quit)
        case .suspend:
            screen.suspendUntilResumed()
            apply(.resize(screen.resize()))
        case .scheduleRefresh(let at):
            timers.schedule(.refresh, at.timeIntervalSince(clock())) { [weak self] in self?.receive(.refreshDue) }
        case .scheduleAlerts(let at):
            timers.schedule(.alerts, at.timeIntervalSince(clock())) { [weak self] in self?.receive(.alertsDue) }
        case .saveMood(let level, let comment):
            saveMood(level, comment: comment)
        }
    }

    /// Runs `work` off the main queue and sends its answer back as an event, unless `stillWanted` says by then that
    /// a later request has taken its place.
    private func run(
        _ work: @escaping @Sendable () async -> DashboardEvent, stillWanted: @escaping @MainActor () -> Bool = { true }
    ) {
        let id = UUID()
        inFlight[id] = Task { [weak self] in
            let event = await Task.detached(operation: work).value
            guard let self else { return }
            self.inFlight[id] = nil
            guard stillWanted() else { return }
            self.receive(event)
        }
    }

    /// Moods saved without weather take the weather on screen; the journal is read again when any did.
    private func attach(_ forecast: MoodForecast, fetchedAt: Date) {
        do {
            if !(try journal.attachPending(forecast, fetchedAt, clock())).isEmpty { reloadMoods(note: nil) }
        } catch {
            // The weather stays on screen; the moods keep waiting for the next fetch.
        }
    }

    /// Saves a mood with the weather on screen when it is current (otherwise without, for the next fetch to fill in),
    /// and with the indoor sensors' readings when they are fresh.
    private func saveMood(_ level: MoodLevel, comment: String?) {
        let now = clock()
        let weather = state.weatherForMood
        do {
            let id = try journal.add(
                level, comment, now, LocalZone.secondsFromGMT(for: now), weather, state.indoorForMood)
            let words = state.language
            let note = words.text(
                weather == nil ? .moodSavedNoWeather : .moodSaved, ["id": String(id), "word": words.mood(level)])
            reloadMoods(note: note)
        } catch {
            apply(
                .moodNotSaved(
                    Self.moodNotSaved(error, language: state.language), level: level, comment: comment, at: now))
        }
    }

    private func loadMoods() {
        do {
            try readMoods(note: nil)
        } catch {
            apply(.journalFailed(Self.journalProblem(error, language: state.language)))
        }
    }

    private func reloadMoods(note: String?) {
        try? readMoods(note: note)
    }

    /// The newest moods a screen can show at once, read at once.
    public static let firstMoods = 400

    /// Reads the journal: a short one here and now; of a long one the newest moods now, and the whole on a
    /// connection of its own off the main thread (years of moods take a second or more), which comes as an event.
    private func readMoods(note: String?) throws {
        // A read started earlier (at the start) that ends after this one (a mood just saved) is not shown.
        moodReads += 1
        let read = moodReads
        guard let elsewhere = journal.entriesElsewhere else {
            apply(.moodsLoaded(try journal.entries(), note: note, at: clock()))
            return
        }
        let recent = try journal.recent(Self.firstMoods + 1)
        guard recent.count > Self.firstMoods else {
            apply(.moodsLoaded(recent, note: note, at: clock()))
            return
        }
        apply(.recentMoodsLoaded(recent, note: note, at: clock()))
        let clock = clock
        let words = state.language
        // The statistics from the journal's figures (or its tally), counted by SQLite.
        let figures = journal.figuresElsewhere
        let tally = journal.tallyElsewhere
        if figures != nil || tally != nil {
            run(
                {
                    do {
                        if let figures { return .moodFiguresLoaded(try await figures()) }
                        return .moodTallyLoaded(try await tally?() ?? MoodTally())
                    } catch {
                        return .journalFailed(DashboardRuntime.journalProblem(error, language: words))
                    }
                }, stillWanted: { [weak self] in self?.moodReads == read })
        }
        run(
            {
                do {
                    return .moodsLoaded(try await elsewhere(), note: nil, at: clock())
                } catch {
                    return .journalFailed(DashboardRuntime.journalProblem(error, language: words))
                }
            }, stillWanted: { [weak self] in self?.moodReads == read })
    }

    /// Counts the journal's reads, so only the latest one's answer is shown.
    private var moodReads = 0

    /// What the Mood page says instead of "No moods yet" when the journal cannot be read.
    /// Why a mood was not saved: what is wrong with the journal's file, or the error itself.
    nonisolated static func moodNotSaved(_ error: any Error, language: Language) -> String {
        guard let error = error as? DatabaseError, error.isWriteProblem else {
            return language.text(.moodNotSavedUnusable, ["error": "\(error)"])
        }
        let problem: MessageKey =
            switch error.writeProblemKind {
            case .diskFull: .writeProblemDiskFull
            case .locked: .writeProblemLocked
            case .readOnly: .writeProblemReadOnly
            }
        return language.text(.moodNotSavedWrite, ["path": error.path, "problem": language.text(problem)])
    }

    nonisolated static func journalProblem(_ error: any Error, language: Language) -> String {
        language.text(.journalUnreadable, ["error": "\(error)"])
    }

    /// What the feeds push (the sensors' readings, a publisher's new forecast) comes as an event on the main queue,
    /// as a key does.
    private func listenToFeeds() {
        for feed in feeds {
            feed.start { event in
                Task { @MainActor [weak self] in self?.receive(event) }
            }
        }
    }

    private func finish(_ ending: Ending) {
        guard self.ending == nil else { return }
        self.ending = ending
        for feed in feeds { feed.stop() }
        timers.cancelAll()
        for task in inFlight.values { task.cancel() }
        screen.stop()
        finished?.resume(returning: ending)
        finished = nil
    }

    // MARK: Timers

    /// Keeps the planned wake-ups (a banner's end, an alert's end) in line with `DashboardTimer.plan`.
    private func followPlan() {
        let plan = DashboardTimer.plan(for: state)
        for timer in DashboardTimer.allCases where plan[timer] != planned[timer] {
            if let at = plan[timer] {
                timers.schedule(.planned(timer), at.timeIntervalSince(clock())) { [weak self] in
                    guard let self else { return }
                    self.planned[timer] = nil
                    self.receive(.tick(self.clock()))
                }
            } else {
                timers.cancel(.planned(timer))
            }
        }
        planned = plan
    }

    /// Ticks on the minute of the wall clock, re-aimed each time, so the clock on screen changes when the real
    /// one does, also after the machine slept (an uptime timer would lag by what the sleep cut off).
    private func aimMinuteTick() {
        let now = clock().timeIntervalSince1970
        let untilNextMinute = 60 - now.truncatingRemainder(dividingBy: 60) + 0.05
        timers.schedule(.minute, untilNextMinute) { [weak self] in
            guard let self else { return }
            self.receive(.tick(self.clock()))
            self.aimMinuteTick()
        }
    }

    private func scheduleRotation(every interval: TimeInterval) {
        timers.schedule(.rotation, interval) { [weak self] in
            self?.receive(.rotateDue)
            self?.scheduleRotation(every: interval)
        }
    }
}
