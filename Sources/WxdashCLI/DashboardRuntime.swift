import Dashboard
import Dispatch
import Foundation
import Terminal
import WeatherKit
import WeatherStore

/// Runs the dashboard: Dispatch sources on the main queue turn input, timers and signals into events,
/// `DashboardUpdate` decides, and the screen shows the view of the new state. No polling loop.
@MainActor
final class DashboardRuntime {
    /// Fetches the saved place with this index (0 when there is one); the flag says whether it is the place on
    /// screen (whose forecast moods saved without weather may take) or one fetched for the Places page.
    typealias Fetch = @Sendable (_ place: Int, _ onScreen: Bool) async -> DashboardEvent
    /// Asks for the official alerts of the saved place with this index.
    typealias FetchAlerts = @Sendable (Int) async -> DashboardEvent

    private var state: AppState
    private let screen: Screen
    private let assets: AssetLibrary
    private let fetch: Fetch
    private let clock: @Sendable () -> Date
    private var sources: [any DispatchSourceProtocol] = []
    private var refreshTimer: (any DispatchSourceTimer)?
    private var alertsTimer: (any DispatchSourceTimer)?
    private let fetchAlerts: FetchAlerts
    private var minuteTimer: (any DispatchSourceTimer)?
    private var bannerExpiry: DispatchWorkItem?
    /// A tick at the moment the soonest alert on screen ends, so it goes then, with no fetch.
    private var alertChangeTimer: (any DispatchSourceTimer)?
    private var alertChangeAt: Date?
    private var finished: CheckedContinuation<ExitStatus, Never>?
    private var hasFinished = false
    private var emptyWakeups = 0
    private let journalPath: String

    init(
        state: AppState, screen: Screen, assets: AssetLibrary, environment: [String: String], clock: @escaping @Sendable () -> Date,
        fetch: @escaping Fetch, fetchAlerts: @escaping FetchAlerts = { _ in .alertsFailed("alerts are not wired", at: Date()) }
    ) {
        self.fetchAlerts = fetchAlerts
        self.state = state
        self.screen = screen
        self.assets = assets
        self.clock = clock
        self.fetch = fetch
        journalPath = MoodJournal.defaultPath(environment: environment)
    }

    /// Opened after the first paint (unless that paint is the Mood page): the weather comes first.
    private lazy var journal: Result<MoodJournal, DatabaseError> = openJournal()

    private func openJournal() -> Result<MoodJournal, DatabaseError> {
        do {
            return .success(try MoodJournal(path: journalPath))
        } catch where error.isWriteProblem {
            // A journal that cannot be written (a read-only folder, a full disk) can still be shown.
            let reading = Result { () throws(DatabaseError) in try MoodJournal(readingFrom: journalPath) }
            if case .failure(let error) = reading { state.journalProblem = Self.journalProblem(error) }
            return reading
        } catch {
            state.journalProblem = Self.journalProblem(error)
            return .failure(error)
        }
    }

    /// What the Mood page says instead of "No moods yet" when the journal cannot be read.
    static func journalProblem(_ error: any Error) -> String {
        "The mood journal cannot be read (\(error)): check the file (wxdash never overwrites it), then restart wxdash."
    }

    /// `exitAfterFirstPaint` is for `make bench`, which times exec → first full paint.
    func run(fetchFirst: Bool, rotateEvery rotation: TimeInterval?, exitAfterFirstPaint: Bool = false) async -> ExitStatus {
        installSignalSources()
        installInputSource()
        installMinuteTick()
        if let rotation { installRotation(every: rotation) }
        apply(.resize(screen.size))
        if state.page == .mood { loadMoods() }
        draw()
        if exitAfterFirstPaint {
            finish(.success)
            return .success
        }
        // The first fetch goes out before the journal is read: it runs off the main queue meanwhile.
        if fetchFirst { send(.refreshDue) }
        if state.page != .mood {
            loadMoods()
            draw()
        }
        return await withCheckedContinuation { continuation in
            finished = continuation
        }
    }

    private func send(_ event: DashboardEvent) {
        apply(event)
        redraw()
    }

    /// The event through the core and its effects carried out, without drawing (a burst of keys draws once).
    private func apply(_ event: DashboardEvent) {
        let (next, effects) = DashboardUpdate.update(state, event)
        state = next
        for effect in effects { perform(effect) }
    }

    private func redraw() {
        guard !hasFinished else { return }
        scheduleBannerExpiry()
        scheduleAlertChange()
        draw()
    }

    private func perform(_ effect: DashboardEffect) {
        switch effect {
        case .fetch:
            fetch(place: state.placeIndex, onScreen: true)
        case .fetchPlace(let place):
            fetch(place: place, onScreen: false)
        case .fetchPlaceAlerts(let place):
            let fetchAlerts = self.fetchAlerts
            Task.detached {
                let event = await fetchAlerts(place)
                await MainActor.run { [weak self] in self?.send(event) }
            }
        case .quit:
            finish(.success)
        case .suspend:
            screen.suspend()
            // `raise` stops this very thread before it returns (a `kill` to the process may be taken by another
            // thread later, after the screen was already taken back). Execution goes on here after `fg`.
            raise(SIGSTOP)
            screen.resume()
            send(.resize(screen.resize()))
        case .scheduleRefresh(let at):
            scheduleRefresh(at: at)
        case .fetchAlerts:
            let fetchAlerts = self.fetchAlerts
            let place = state.placeIndex
            Task.detached {
                let event = await fetchAlerts(place)
                await MainActor.run { [weak self] in self?.send(event) }
            }
        case .scheduleAlerts(let at):
            alertsTimer?.cancel()
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(wallDeadline: .now() + max(0, at.timeIntervalSince(clock())), leeway: .seconds(1))
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.send(.alertsDue) }
            }
            timer.resume()
            alertsTimer = timer
        case .saveMood(let level, let comment):
            saveMood(level, comment: comment)
        }
    }

    /// Fetches saved place `place` off the main queue and sends the answer back as an event.
    private func fetch(place: Int, onScreen: Bool) {
        let fetch = self.fetch
        Task.detached {
            let event = await fetch(place, onScreen)
            await MainActor.run { [weak self] in
                self?.send(event)
                // A fetch of the place on screen may have given weather to moods saved without it.
                if onScreen, case .fetchSucceeded = event { self?.reloadMoods(note: nil) }
            }
        }
    }

    /// Saves a mood with the weather on screen when it is current; otherwise without, for the next fetch to fill in.
    private func saveMood(_ level: MoodLevel, comment: String?) {
        let journal: MoodJournal
        switch self.journal {
        case .success(let opened): journal = opened
        case .failure(let error):
            send(.moodNotSaved("The mood was not saved: the journal cannot be used (\(error)).", level: level, comment: comment, at: clock()))
            return
        }
        let now = clock()
        let weather = state.weatherForMood
        do {
            let id = try journal.add(
                level: level, comment: comment, at: now, utcOffsetSeconds: TimeZone.current.secondsFromGMT(for: now), forecast: weather)
            let note = weather == nil
                ? "Saved mood #\(id) (\(level.word)) without weather; the next forecast within 3 hours will be attached."
                : "Saved mood #\(id) (\(level.word)) with the weather on screen."
            reloadMoods(note: note)
        } catch where error.isWriteProblem {
            send(.moodNotSaved("The mood was not saved: \(error.notWritten("the journal"))", level: level, comment: comment, at: now))
        } catch {
            send(.moodNotSaved("The mood was not saved: \(error).", level: level, comment: comment, at: now))
        }
    }

    private func loadMoods() {
        guard case .success(let journal) = journal else { return }
        do {
            apply(.moodsLoaded(try journal.entries(), note: nil, at: clock()))
        } catch {
            state.journalProblem = Self.journalProblem(error)
        }
    }

    private func reloadMoods(note: String?) {
        guard case .success(let journal) = journal, let moods = try? journal.entries() else { return }
        send(.moodsLoaded(moods, note: note, at: clock()))
    }

    private func draw() {
        screen.draw(DashboardView(state: state, assets: assets).render())
    }

    private func finish(_ status: ExitStatus) {
        hasFinished = true
        for source in sources { source.cancel() }
        refreshTimer?.cancel()
        alertsTimer?.cancel()
        minuteTimer?.cancel()
        bannerExpiry?.cancel()
        alertChangeTimer?.cancel()
        screen.stop()
        finished?.resume(returning: status)
        finished = nil
    }

    // MARK: Sources

    private func installInputSource() {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        source.resume()
        sources.append(source)
    }

    private func readInput() {
        var readAny = false
        while let input = screen.nextKey() {
            // At night a key wakes the page for a minute from now, not from the last minute tick.
            if !readAny, state.night != .off { apply(.tick(clock())) }
            readAny = true
            switch input {
            case .key(let key): apply(.key(key))
            case .resize: apply(.resize(screen.resize()))
            }
            if hasFinished { return }
        }
        if readAny { redraw() }
        // A stdin that stays readable with nothing to read has been closed: the terminal is gone. (Keys the
        // dashboard does not use are read and dropped, so they never look like this.)
        emptyWakeups = readAny || !Self.inputLooksClosed() ? 0 : emptyWakeups + 1
        if emptyWakeups >= 50 {
            finish(.success)
        }
    }

    private static func inputLooksClosed() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if Int32(descriptor.revents) & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0 { return true }
        var pending: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &pending) == 0 && pending == 0
    }

    nonisolated static let watchedSignals = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGCONT]

    /// Must run before the screen starts, or ncurses installs handlers of its own; the Dispatch sources
    /// installed later see these signals all the same.
    nonisolated static func ignoreWatchedSignals() {
        for signalNumber in watchedSignals { signal(signalNumber, SIG_IGN) }
    }

    private func installSignalSources() {
        for signalNumber in Self.watchedSignals {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handle(signal: signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }

    private func handle(signal signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH, SIGCONT:
            send(.resize(screen.resize()))
        default:
            screen.stop()
            exit(128 + signalNumber)
        }
    }

    /// Ticks on the minute of the wall clock, re-aimed each time, so the clock on screen changes when the real
    /// one does, also after the machine slept (an uptime timer would lag by what the sleep cut off).
    private func installMinuteTick() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        minuteTimer = timer
        aimMinuteTick()
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.send(.tick(self.clock()))
                self.aimMinuteTick()
            }
        }
        timer.resume()
    }

    private func aimMinuteTick() {
        let now = Date().timeIntervalSince1970
        let untilNextMinute = 60 - now.truncatingRemainder(dividingBy: 60) + 0.05
        minuteTimer?.schedule(wallDeadline: .now() + untilNextMinute, leeway: .milliseconds(200))
    }

    private func installRotation(every interval: TimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.send(.rotateDue) }
        }
        timer.resume()
        sources.append(timer)
    }

    /// One timer on the wall clock, re-aimed by every plan `update` makes, so a sleeping machine wakes to a due refresh.
    private func scheduleRefresh(at date: Date) {
        refreshTimer?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let delay = max(0, date.timeIntervalSince(clock()))
        timer.schedule(wallDeadline: .now() + delay, leeway: .seconds(1))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.send(.refreshDue) }
        }
        timer.resume()
        refreshTimer = timer
    }

    private func scheduleBannerExpiry() {
        bannerExpiry?.cancel()
        // The page a key woke at night goes dark again on time, not at the next minute tick.
        let wake = state.awakeUntil.flatMap { $0 > state.now ? $0 : nil }
        guard let expiry = [state.banner?.expiresAt, wake].compactMap({ $0 }).min() else { return }
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.send(.tick(self.clock()))
            }
        }
        bannerExpiry = item
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0.1, expiry.timeIntervalSince(clock())), execute: item)
    }

    /// On the wall clock, so an alert that ended while the machine slept is gone when it wakes.
    private func scheduleAlertChange() {
        let next = state.nextAlertChange
        guard next != alertChangeAt else { return }
        alertChangeTimer?.cancel()
        alertChangeTimer = nil
        alertChangeAt = next
        guard let next else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        // A little after the end, so the tick's clock is past it.
        timer.schedule(wallDeadline: .now() + max(0, next.timeIntervalSince(clock())) + 0.05, leeway: .milliseconds(100))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.alertChangeAt = nil
                self.send(.tick(self.clock()))
            }
        }
        timer.resume()
        alertChangeTimer = timer
    }
}
