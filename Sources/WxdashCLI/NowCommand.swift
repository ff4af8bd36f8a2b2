import Assets
import DisplayOptions
import Drawing
import Foundation
import MQTT
import ScreenText
import Translation
import WeatherKit
import WeatherService
import WeatherText

/// `wxdash now`: fetch the forecast for one place, print it, exit.
public struct NowCommand: Sendable {
    public var options: WeatherOptions
    /// What the run shows and speaks in, resolved once from the options and the environment.
    var settings: Settings
    public var environment: [String: String]
    public var console: Console
    public var now: @Sendable () -> Date = { Date() }

    /// The `--icons` set's symbols, read once (nil for the default set).
    private let glyphs: GlyphSet?
    /// `--icons ascii` (or the Linux console): alerts are marked `!`, not `⚠`.
    private let asciiOnly: Bool

    init(options: WeatherOptions, settings: Settings, environment: [String: String], console: Console) {
        self.options = options
        self.settings = settings
        self.environment = environment
        self.console = console
        now = PinnedClock.clock(environment: environment)
        glyphs = BundledAssets.glyphs(settings.icons, environment: environment)
        asciiOnly = settings.icons == .ascii
    }

    /// Put before each note on stderr (`Cabin: `), so `now --all` says which place it is about.
    var notePrefix = ""
    /// The forecast cache as opened once for every place of `now --all`; nil opens it for this place alone.
    var cache: CacheOpening?

    /// What `now` found for its place: the forecast to print, and whether it is old and its alerts.
    struct Reading: Sendable {
        var forecast: Forecast
        var stale = false
        var alerts: AlertSummary?
        /// The sensors a publisher relays (`--source mqtt://…`); nil when the data did not come from a broker.
        var sensors: [SensorReading]?
    }

    /// Why there is nothing to print for the place, and the exit status that says so.
    struct Failure: Error, Sendable {
        var message: String
        var status: ExitStatus
    }

    public func run() async -> ExitStatus {
        if options.demo { return printSample() }
        switch await read() {
        case .success(var reading):
            if options.source == nil { reading.forecast.radar = await radar(for: reading.forecast) }
            console.out(
                render(reading.forecast, stale: reading.stale, alerts: reading.alerts, sensors: reading.sensors))
            return .success
        case .failure(let failure):
            if options.format == .waybar { console.out(Self.waybarFailure(failure.message)) }
            return console.fail(failure.message, failure.status)
        }
    }

    /// What waybar shows when there is no forecast to print: a valid object, so the module stays in the bar, with
    /// the reason in its tooltip and the `error` class to style it by. The exit status still says what went wrong.
    static func waybarFailure(_ message: String) -> String {
        JSONValue.object([
            ("text", .string("–")),
            ("tooltip", .string("no forecast yet: " + TerminalText.sanitized(message))),
            ("class", .string("error"))
        ]).serialized() + "\n"
    }

    /// The place's forecast, fetched (or from the cache with `--offline`), with its notes said on stderr.
    func read() async -> Result<Reading, Failure> {
        if let source = options.source {
            switch await readPublished(source) {
            case .success(let reading): return .success(reading)
            case .failure(let failure) where source.fallback.isEmpty: return .failure(failure)
            case .failure(let failure):
                // Told to (`--source mqtt://…,open-meteo`): fetch ourselves when the broker has nothing.
                console.err(
                    "wxdash: \(TerminalText.sanitized(notePrefix + failure.message)); fetching from \(source.fallback.map(\.displayName).joined(separator: ", ")) instead\n"
                )
                var own = self
                own.options.source = nil
                own.options.providerList = source.fallback
                return await own.read()
            }
        }
        let fetcher: ForecastFetcher
        do {
            fetcher = try ForecastFetcher.prepare(
                options: options, settings: settings, environment: environment, cache: cache)
        } catch {
            return .failure(Failure(message: error.message, status: error.status))
        }
        if options.offline { return await readCached(fetcher) }
        do {
            let result = try await fetcher.fetch(now: now())
            let alerts = await fetcher.fetchAlerts(now: now())
            for note in [
                result.placeNote, result.fallbackNote, result.budgetNote, result.airQualityProblem,
                result.normalsProblem, await fetcher.takeCacheProblem(), alerts?.problem
            ].compactMap({ $0 }) {
                console.err("wxdash: \(TerminalText.sanitized(notePrefix + note))\n")
            }
            return .success(Reading(forecast: result.forecast, alerts: alerts?.summary))
        } catch {
            // Every provider failing is named in the reader's language, each with its own reason.
            let message = error.describedEveryProviderFailure(language: settings.language) ?? error.message
            return .failure(Failure(message: message, status: ExitStatus(error)))
        }
    }

    /// What `wxdash publish` left on the broker for this place (the publisher's first when none is named), with the
    /// publisher's last error said as if it were ours, and its data's age deciding whether it is old.
    private func readPublished(_ source: MQTTSource) async -> Result<Reading, Failure> {
        let credentials: MQTTCredentials?
        do {
            credentials = try MQTTCredentials.find(file: options.mqttCredentials, environment: environment)
            try options.mqttTLS?.check(for: source.endpoint)
        } catch {
            return .failure(Failure(message: error.message, status: .usage))
        }
        let feed = PublisherFeed(
            endpoint: source.endpoint.with(options.mqttTLS), credentials: credentials, timeout: options.timeout)
        do {
            let reading = try await feed.read(label: options.placeLabel ?? options.city)
            if let problem = reading.status?.lastError {
                console.err("wxdash: \(TerminalText.sanitized(notePrefix + problem))\n")
            }
            let forecast = reading.forecast.converted(to: settings.units(keeping: reading.forecast.units))
            let policy = RefreshPolicy(interval: settings.refresh)
            let stale = policy.isStale(fetchedAt: forecast.fetchedAt, now: now())
            // An outdoor station tied to no place is the home place's: the publisher's first, read when none is named.
            let shown = forecast.rolledForward(to: now()).withOutdoorStation(
                reading.sensors, place: reading.label, isHome: (options.placeLabel ?? options.city) == nil, now: now())
            return .success(
                Reading(
                    forecast: shown, stale: stale, alerts: publishedAlerts(reading.alerts), sensors: reading.sensors))
        } catch {
            return .failure(Failure(message: error.message, status: ExitStatus(error)))
        }
    }

    /// The publisher's alerts as this run shows them (its `--alerts-min`), nil with `--no-alerts`; a publisher that
    /// could not fetch them is said on stderr, its source still named in the JSON.
    private func publishedAlerts(_ published: PublishedAlerts) -> AlertSummary? {
        guard options.alerts else { return nil }
        switch published {
        case .report(let report):
            return AlertSummary(report: report, minimum: options.alertsMinimum, now: now())
        case .failed(let source):
            console.err(
                "wxdash: \(TerminalText.sanitized(notePrefix + settings.language.text(.publisherAlertsFailed, ["source": source.displayName])))\n"
            )
            return AlertSummary(report: nil, coverage: .source(source), minimum: options.alertsMinimum, now: now())
        case .none:
            return AlertSummary(report: nil, minimum: options.alertsMinimum, now: now())
        }
    }

    private func readCached(_ fetcher: ForecastFetcher) async -> Result<Reading, Failure> {
        let entry = await fetcher.cached()
        let problem = await fetcher.takeCacheProblem()
        guard let entry else {
            // A cache that cannot be read is the reason, not an empty one.
            return .failure(
                Failure(
                    message: problem
                        ?? "no forecast for this place is in the cache yet: run the same command without --offline first.",
                    status: .noCachedData))
        }
        if let problem {
            console.err("wxdash: \(TerminalText.sanitized(notePrefix + problem))\n")
        }
        let policy = RefreshPolicy(interval: settings.refresh)
        let stale = policy.isStale(fetchedAt: entry.forecast.fetchedAt, now: now())
        // As of now, not as of the fetch: yesterday's rows drop off, so daily[0] is still today.
        return .success(
            Reading(
                forecast: entry.forecast.rolledForward(to: now()), stale: stale,
                alerts: await fetcher.cachedAlerts(now: now())))
    }

    /// `--demo`: the sample as the dashboard's `--demo` first shows it, moved to today and read at its own time of day.
    private func printSample() -> ExitStatus {
        do {
            let replay = try SampleForecast.replay(from: try BundledAssets.load(environment: environment), clock: now)
            console.err("wxdash: this is the bundled sample data, not live weather.\n")
            var sample = self
            sample.now = replay.clock
            console.out(sample.render(replay.forecast.converted(to: settings.units(keeping: replay.forecast.units))))
            return .success
        } catch {
            return console.fail("\(error)", .internalError)
        }
    }

    func render(_ forecast: Forecast, stale: Bool = false, alerts: AlertSummary? = nil, sensors: [SensorReading]? = nil)
        -> String
    {
        // Asked for but not known (off): the JSON still carries the keys, as null.
        let alerts = marked(alerts)
        switch options.format {
        case .json:
            var value = json(forecast, stale: stale, alerts: alerts).value
            if let sensors, case .object(let members) = value {
                value = .object(members + [("sensors", .array(sensors.map { SensorDocument.json($0, now: now()) }))])
            }
            return value.serialized() + "\n"
        case .line:
            var status = self.line(forecast, stale: stale, alerts: alerts)
            status.sensors = Dictionary(
                SensorReading.lines(sensors ?? [], now: now()).map { ($0.name.lowercased(), $0.text) },
                uniquingKeysWith: { first, _ in first })
            return status.text + "\n"
        case .text:
            let lines = SensorReading.lines(sensors ?? [], now: now()).map { "\($0.name) \($0.text)\n" }.joined()
            return report(
                forecast, stale: stale, alerts: alerts, colored: console.allowsColor(environment: environment)) + lines
        case .prometheus:
            return PrometheusExposition(
                forecast, place: options.placeLabel ?? forecast.location.name, now: now(), stale: stale
            ).text
        case .waybar:
            let slug = forecast.current.condition?.rawValue ?? "unknown"
            let classes = [slug] + (alerts.shown.isEmpty ? [] : ["alert"]) + (stale ? ["stale"] : [])
            let object = JSONValue.object([
                ("text", .string(line(forecast, stale: stale, alerts: alerts).text)),
                (
                    "tooltip",
                    .string(
                        report(forecast, stale: stale, alerts: alerts, colored: false).trimmingCharacters(in: .newlines)
                    )
                ),
                ("class", .array(classes.map(JSONValue.string))),
                ("alt", .string(slug))
            ])
            return object.serialized() + "\n"
        }
    }

    /// The JSON object, its nowcast summary read at now rather than at the fetch.
    func json(_ forecast: Forecast, stale: Bool, alerts: AlertSummary) -> ForecastJSON {
        var json = ForecastJSON(forecast, stale: stale, alerts: alerts)
        json.now = now()
        return json
    }

    /// `alerts` (none known when nil) marked in the `--icons` set: `!` in ASCII.
    func marked(_ alerts: AlertSummary?) -> AlertSummary {
        var alerts = alerts ?? AlertSummary(report: nil, now: now())
        alerts.asciiOnly = asciiOnly
        return alerts
    }

    /// The status line in `template` (`--template` when nil); its rain fields read at now, not at the fetch. An alert
    /// leads the default line, and appears in a template of the person's own only where it puts `{alert}`.
    func line(_ forecast: Forecast, stale: Bool, alerts: AlertSummary, template: String? = nil) -> StatusLine {
        var line = StatusLine(
            forecast, template: template ?? options.template, timeStyle: settings.timeStyle,
            language: settings.language, alerts: marked(alerts))
        line.leadsWithAlert = template == nil && !options.templateGiven
        line.icon = icon(for: forecast.current)
        line.now = now()
        if stale { line.age = StatusLine.age(of: forecast.fetchedAt, now: now()) }
        return line
    }

    // The report reads as of the data's own time, so it says the same thing however late it is printed.
    private func report(_ forecast: Forecast, stale: Bool, alerts: AlertSummary, colored: Bool) -> String {
        var report = ForecastTextReport(forecast, now: forecast.current.time)
        report.stale = stale
        report.readAt = now()
        report.timeStyle = settings.timeStyle
        report.language = settings.language
        report.colored = colored
        report.alerts = alerts
        if let glyphs { report.symbol = { condition, isDay in glyphs.symbol(for: condition, isDay: isDay) } }
        return report.text
    }

    /// The condition's symbol in the `--icons` set; nil (the one-column Unicode symbol) for the default set.
    private func icon(for current: CurrentConditions) -> String? {
        glyphs?.symbol(for: current.condition, isDay: current.isDay ?? true)
    }

}
