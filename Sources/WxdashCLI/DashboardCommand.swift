import Dashboard
import DashboardApp
import Drawing
import Foundation
import MQTT
import Terminal
import Translation
import WeatherKit
import WeatherService
import WeatherStore

/// `wxdash`: the full-screen dashboard.
struct DashboardCommand {
    var options: WeatherOptions
    /// What the run shows and speaks in, resolved once from the options and the environment.
    var settings: Settings
    var environment: [String: String]
    var console: Console
    /// `[[places]]` from the config, cycled with Tab when no place is given on the command line.
    var savedPlaces: [SavedPlace] = []
    /// Something to say once when the dashboard starts, such as a config file others can read.
    var warning: String?
    /// How many places the config saves, whether or not they are shown (a place on the command line shows one).
    var savedPlaceCount = 0
    /// `[[sensors]]`: heard on `--source`'s broker, else on `[mqtt] url`'s, and shown beside the weather.
    var sensors: [SensorDefinition] = []
    /// `[mqtt] url`: the broker of the sensors when no `--source` names one.
    var sensorBroker: MQTTEndpoint?

    /// Said once when `pages` (from the command line, the config or the environment) names places and there are not
    /// two to show, with the reason that holds here.
    func placesPageLeftOut(in language: Language) -> String {
        if options.demo { return language.text(.placesLeftOutDemo) }
        if savedPlaceCount >= 2 { return language.text(.placesLeftOutOnePlace, ["count": String(savedPlaceCount)]) }
        return language.text(.placesLeftOutTooFew)
    }

    /// `pages` without the Places page when there are not two places to show on it (a place named on the command
    /// line, `--demo`), and whether that took it out.
    private func shownPages(placeCount: Int) -> (pages: [Page], leftOut: Bool) {
        guard options.pages.contains(.places), options.demo || placeCount < 2 else { return (options.pages, false) }
        let pages = options.pages.filter { $0 != .places }
        return (pages.isEmpty ? [.now] : pages, options.pagesGiven)
    }

    /// What the runtime starts with: the first state, the terminal, the assets, the clock and the weather client.
    private struct Launch {
        var state: AppState
        var screen: Screen
        var assets: AssetLibrary
        var clock: @Sendable () -> Date
        var weather: WeatherClient
        var fetchFirst: Bool
        var feeds: [FeedClient] = []
        var radar: RadarClient?
    }

    @MainActor
    func run() async -> ExitStatus {
        // Parsing the glyphs, fonts and art is the largest part of the start: it runs on the other core while the
        // cache is read and the terminal starts.
        let trace = StartupTrace(environment: environment)
        trace.mark("start")
        let assetsLoading = Task.detached { [environment] in
            defer { trace.mark("assets loaded") }
            return try BundledAssets.load(environment: environment)
        }
        var appearance = Appearance(
            icons: settings.icons, theme: options.theme, showsKeyHints: !options.kiosk, timeStyle: settings.timeStyle,
            language: settings.language)
        appearance.monochrome = ColorMode.detect(in: environment) == .monochrome
        appearance.shift = options.shift
        appearance.alternatesBlocks = options.kiosk
        let prepared =
            options.demo
            ? await demoLaunch(appearance: appearance, assetsLoading: assetsLoading)
            : await liveLaunch(appearance: appearance, assetsLoading: assetsLoading)
        trace.mark("launch prepared")
        let launch: Launch
        switch prepared {
        case .success(let ready): launch = ready
        case .failure(let status): return status.status
        }
        let runtime = DashboardRuntime(
            state: launch.state, assets: launch.assets, screen: .live(launch.screen), weather: launch.weather,
            journal: .live(path: MoodJournal.defaultPath(environment: environment)), timers: .live(),
            feeds: launch.feeds,
            radar: launch.radar, radarMap: launch.radar == nil ? nil : radarMap(), clock: launch.clock)
        let sources = TerminalEventSources()
        sources.start(
            onInput: { runtime.readInput(inputCondition: TerminalEventSources.inputCondition) },
            onSignal: { runtime.handle(signal: $0) })
        runtime.start(
            fetchFirst: launch.fetchFirst, rotateEvery: options.rotate,
            exitAfterFirstPaint: environment["WXDASH_EXIT_AFTER_FIRST_PAINT"] == "1")
        trace.mark("first paint")
        _ = await runtime.waitUntilFinished()
        sources.stop()
        return .success
    }

    /// Why the dashboard could not start; what to say was said.
    private struct NotStarted: Error {
        var status: ExitStatus
    }

    /// `--demo`: the bundled sample, replayed to today, on its own clock; a refresh says it is sample data.
    @MainActor
    private func demoLaunch(appearance: Appearance, assetsLoading: Task<AssetLibrary, any Error>) async -> Result<
        Launch, NotStarted
    > {
        let assets: AssetLibrary
        let replay: Forecast
        let clock: @Sendable () -> Date
        do {
            StartupTrace(environment: environment).mark("awaiting the assets")
            assets = try await assetsLoading.value
            // The sample's own clock, started where its data begins on today's date (`WXDASH_NOW`'s in tests).
            (replay, clock) = try SampleForecast.replay(
                from: assets, clock: PinnedClock.clock(environment: environment))
        } catch {
            return .failure(NotStarted(status: console.fail("\(error)", .cannotStart)))
        }
        let start = replay.current.time
        var state = AppState(
            forecast: replay, units: settings.units(keeping: replay.units), size: Size(columns: 80, rows: 24),
            now: start,
            appearance: appearance, refreshPolicy: RefreshPolicy(interval: 86_400))
        state.fallbackForecast = replay
        state.night = options.night
        let radar = demoRadarClient(clock: clock)
        state.radarEnabled = radar != nil
        guard let screen = startScreen() else { return .failure(NotStarted(status: .cannotStart)) }
        let sampleData = state.language.text(.demoSampleData)
        let unavailable: @Sendable (Int) async -> DashboardEvent = { _ in
            .refreshUnavailable(message: sampleData, at: clock())
        }
        return .success(
            Launch(
                state: state, screen: screen, assets: assets, clock: clock,
                weather: WeatherClient(fetch: unavailable, fetchAlerts: unavailable),
                fetchFirst: false, radar: radar))
    }

    /// Live weather: a fetcher per place, the cache read for the first paint, and the weather client over them.
    @MainActor
    private func liveLaunch(appearance: Appearance, assetsLoading: Task<AssetLibrary, any Error>) async -> Result<
        Launch, NotStarted
    > {
        var placeOptions = self.placeOptions()
        let fetchers: [ForecastFetcher]
        do {
            fetchers = try ForecastFetcher.prepare(places: placeOptions, settings: settings, environment: environment)
        } catch {
            return .failure(NotStarted(status: console.fail(error.message, error.status)))
        }
        guard let fetcher = fetchers.first else { return .failure(NotStarted(status: .internalError)) }
        let clock = PinnedClock.clock(environment: environment)
        var weather = Self.weather(fetchers, clock: clock)
        var published: (weather: WeatherClient, feed: FeedClient, places: [WeatherOptions])?
        // Named by the publisher: a display with no place of its own follows the publisher's places.
        var publishedNames: [String] = []
        if var source = options.source {
            source.endpoint.tlsFiles = options.mqttTLS
            let credentials: MQTTCredentials?
            var fallback: [ForecastFetcher] = []
            do {
                credentials = try MQTTCredentials.find(file: options.mqttCredentials, environment: environment)
                try options.mqttTLS?.check(for: source.endpoint)
                if !source.fallback.isEmpty {
                    for var own in placeOptions {
                        own.providerList = source.fallback
                        fallback.append(
                            try ForecastFetcher.prepare(options: own, settings: settings, environment: environment))
                    }
                }
            } catch let error as ForecastFetcher.SetupFailure {
                return .failure(NotStarted(status: console.fail(error.message, error.status)))
            } catch {
                return .failure(NotStarted(status: console.fail((error as? MQTTError)?.message ?? "\(error)", .usage)))
            }
            do {
                let followPlaces =
                    savedPlaces.isEmpty && fallback.isEmpty && options.city == nil && options.latitude == nil
                published = try await Self.published(
                    source, places: placeOptions, followPlaces: followPlaces, fallback: fallback,
                    credentials: credentials, settings: settings, clock: clock)
            } catch {
                return .failure(NotStarted(status: console.fail(error.message, .usage)))
            }
            weather = published?.weather ?? weather
            if let followed = published?.places,
                followed.count != placeOptions.count || followed.first?.city != placeOptions.first?.city
            {
                placeOptions = followed
                publishedNames = followed.compactMap(\.city)
            }
        }
        var state = AppState(
            forecast: nil, units: settings.units, size: Size(columns: 80, rows: 24), now: clock(),
            appearance: appearance,
            refreshPolicy: RefreshPolicy(interval: settings.refresh))
        if placeOptions.count > 1 { state.places = publishedNames.isEmpty ? savedPlaces.map(\.name) : publishedNames }
        let (pages, placesLeftOut) = shownPages(placeCount: placeOptions.count)
        let radar = radarClient(clock: clock)
        state.radarEnabled = radar != nil
        // With the radar off, `--pages` naming the Radar page leaves it out, as the cycle of keys does.
        let rotated = pages.filter { $0 != .radar || radar != nil }
        state.rotationPages = rotated.isEmpty ? [.now] : rotated
        state.night = options.night
        if options.rotate != nil, let first = state.rotationPages.first { state.page = first }
        // From a broker, alerts are the publisher's; off only when the person turned them off.
        state.alertsEnabled = options.alerts
        state.alertsMinimum = options.alertsMinimum
        // Without a cached forecast the page names the place and waits for it: another city's sample is for --demo.
        let trace = StartupTrace(environment: environment)
        trace.mark("reading the cache")
        if let entry = await fetcher.cached() {
            state.forecast = entry.forecast
        }
        trace.mark("cache read")
        state.alerts = await fetcher.cachedAlerts(now: clock(), untilRefetch: true)?.report
        trace.mark("cached alerts read")
        for (index, other) in fetchers.enumerated().dropFirst() {
            if let entry = await other.cached() { state.placeStates[index].forecast = entry.forecast }
            if let report = await other.cachedAlerts(now: clock(), untilRefetch: true)?.report {
                state.placeStates[index].alerts = report
            }
        }
        let shown = placeOptions.first ?? options
        state.pendingPlace =
            shown.placeLabel ?? shown.city ?? shown.latitude.flatMap { latitude in
                shown.longitude.map { Place.coordinates(latitude: latitude, longitude: $0).name }
            } ?? state.language.text(.yourLocation)
        state.placeFromIPAddress = shown.placeLabel == nil && shown.city == nil && shown.latitude == nil
        if let warning {
            state.banner = .info("Warning: \(warning).", now: clock())
        } else if placesLeftOut {
            state.banner = .info(placesPageLeftOut(in: state.language), now: clock())
        } else if let problem = await fetcher.takeCacheProblem() {
            state.banner = .info(problem, now: clock())
        } else if settings.refreshRaised {
            // A --source display asks the broker, never the providers' public servers.
            state.banner = .info(
                state.language.text(options.source == nil ? .refreshClamped : .refreshClampedSource), now: clock())
        } else if !sensors.isEmpty, options.source == nil, sensorBroker == nil {
            state.banner = .info(state.language.text(.sensorsWithoutBroker), now: clock())
        }
        trace.mark("starting the screen")
        guard let screen = startScreen() else { return .failure(NotStarted(status: .cannotStart)) }
        trace.mark("awaiting the assets")
        let assets: AssetLibrary
        do {
            assets = try await assetsLoading.value
        } catch {
            screen.stop()
            return .failure(NotStarted(status: console.fail("\(error)", .cannotStart)))
        }
        var feeds = published.map { [$0.feed] } ?? []
        do {
            if let sensorFeed = try sensorFeed(clock: clock) { feeds.append(sensorFeed) }
        } catch {
            screen.stop()
            return .failure(NotStarted(status: console.fail(error.message, .usage)))
        }
        return .success(
            Launch(
                state: state, screen: screen, assets: assets, clock: clock, weather: weather, fetchFirst: true,
                feeds: feeds, radar: radar))
    }

    /// The live weather client: each saved place's fetcher (the journal is the runtime's: a fetch never writes it).
    static func weather(_ fetchers: [ForecastFetcher], clock: @escaping @Sendable () -> Date) -> WeatherClient {
        // The saved place an event is for; out-of-range indices (there are none) fall to the nearest.
        let fetcherFor: @Sendable (Int) -> ForecastFetcher = { place in fetchers[min(max(place, 0), fetchers.count - 1)]
        }
        return WeatherClient(
            fetch: { place in
                let fetcher = fetcherFor(place)
                do throws(WeatherError) {
                    let result = try await fetcher.fetch(now: clock(), attachingMoods: false)
                    let cacheProblem = await fetcher.takeCacheProblem()
                    return .fetchSucceeded(
                        result.forecast, at: clock(),
                        note: result.placeNote ?? cacheProblem ?? result.budgetNote ?? result.airQualityNote
                            ?? result.normalsNote, place: place)
                } catch {
                    return .fetchFailed(
                        FetchFailure(error), at: clock(), jitter: Double.random(in: 0...1), place: place)
                }
            },
            fetchAlerts: { place in
                let fetcher = fetcherFor(place)
                guard let result = await fetcher.fetchAlerts(now: clock()) else {
                    return .alertsFailed("the place is not known yet", at: clock(), place: place)
                }
                guard let report = result.summary.report else {
                    return .alertsFailed(
                        result.problem ?? "official alerts are not available", at: clock(),
                        retryAfter: result.retryAfter, place: place)
                }
                return .alertsFetched(report, at: clock(), place: place)
            })
    }

    /// One set of options per saved place when the command line names no place and the config saves several;
    /// otherwise just the options as given.
    private func placeOptions() -> [WeatherOptions] {
        savedPlaces.isEmpty ? [options] : savedPlaces.map { $0.applied(to: options) }
    }

    @MainActor
    private func startScreen() -> Screen? {
        TerminalEventSources.ignoreWatchedSignals()
        do {
            return try Screen(colorMode: ColorMode.detect(in: environment), environment: environment)
        } catch {
            console.err("wxdash: \(error)\n")
            return nil
        }
    }
}
