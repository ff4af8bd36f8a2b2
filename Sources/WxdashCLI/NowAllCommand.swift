import Drawing
import Foundation
import MQTT
import ScreenText
import Translation
import WeatherKit
import WeatherService

/// `wxdash now --all`: every saved place, fetched side by side (or read from the cache with `--offline`) and
/// printed in the config's order: a line each (`--format line`, or the text format's aligned summary), or a JSON
/// array of the objects `now --format json` prints, with `null` for a place that failed. A place that fails says
/// why on stderr while the others still print; the exit status is then the first failed place's own (4 when
/// its server cannot be reached, 8 when `--offline` finds nothing cached, …).
struct NowAllCommand {
    var options: WeatherOptions
    /// What the run shows and speaks in, the same for every place.
    var settings: Settings
    var places: [SavedPlace]
    var environment: [String: String]
    var console: Console
    /// Where the saved places live, for the message when there are none.
    var configPath: String

    /// The text format's columns after the place's name: the temperature, aligned, then the rest (an alert's
    /// badge leads the rest, and old data ends it with its age).
    static let textLead = "{icon} {temp}"

    /// `{description} · H {high} L {low} · {rain}`, the high and low as the interface's language marks them.
    static func textRest(_ language: Language) -> String {
        let highLow = language.text(.highLow, ["high": "{high}", "low": "{low}"]).replacingOccurrences(
            of: "   ", with: " ")
        return "{description} · \(highLow) · {rain}"
    }

    func run() async -> ExitStatus {
        var command = self
        if let source = options.source, places.isEmpty || source.fallback.isEmpty {
            switch await publishersPlaces(source) {
            case .success(let published): command.places = published
            case .failure(let failure): return console.fail(failure.message, failure.status)
            }
        }
        return await command.runPlaces()
    }

    /// `--source` (with no providers after the URL, or no saved places): the publisher's places (`PREFIX/places`),
    /// in its order, each read from the broker by its name.
    private func publishersPlaces(_ source: MQTTSource) async -> Result<[SavedPlace], NowCommand.Failure> {
        do throws(MQTTError) {
            let credentials = try MQTTCredentials.find(file: options.mqttCredentials, environment: environment)
            try options.mqttTLS?.check(for: source.endpoint)
            let feed = PublisherFeed(
                endpoint: source.endpoint.with(options.mqttTLS), credentials: credentials, timeout: options.timeout)
            do throws(MQTTError) {
                let published = try await feed.places()
                guard !published.entries.isEmpty else {
                    return .failure(
                        NowCommand.Failure(
                            message:
                                "the publisher at \(source.endpoint.display) has no place to show yet: its first fetch has not succeeded (its own messages say why).",
                            status: .network))
                }
                return .success(published.entries.map { SavedPlace(name: $0.label) })
            } catch {
                return .failure(NowCommand.Failure(message: error.message, status: ExitStatus(error)))
            }
        } catch {
            return .failure(NowCommand.Failure(message: error.message, status: .usage))
        }
    }

    private func runPlaces() async -> ExitStatus {
        guard !places.isEmpty else {
            return console.fail(
                "--all prints every saved place, and no place is saved yet: save one with 'wxdash locate NAME --save', or add a [[places]] table to \(configPath).",
                .usage)
        }
        if options.demo {
            return console.fail(
                "--all does not go with --demo, which has one sample place; use 'wxdash now --demo'.", .usage)
        }
        if options.format == .waybar {
            return console.fail(
                "--all does not go with --format waybar, which shows one place; use --format line or json.", .usage)
        }
        // One connection to the forecast cache for every place, however many are saved.
        let cache = CacheOpening.open(offline: options.offline, environment: environment)
        let commands = places.enumerated().map { index, place in
            var command = NowCommand(
                options: place.applied(to: options), settings: settings, environment: environment, console: console)
            command.notePrefix = "\(place.name): "
            command.cache = index == 0 ? cache : cache.quiet
            return command
        }
        let readings = await readAll(commands)
        var status = ExitStatus.success
        for (place, reading) in zip(places, readings) {
            guard case .failure(let failure) = reading else { continue }
            console.err("wxdash: \(TerminalText.sanitized(place.name)): \(TerminalText.sanitized(failure.message))\n")
            if status == .success { status = failure.status }
        }
        console.out(render(readings, commands: commands))
        return status
    }

    /// Places asked at once, as the dashboard's Places page asks them.
    static let placesAtOnce = FetchConcurrency.placesAtOnce

    /// Every place's reading, `placesAtOnce` at a time, all within one deadline: `--timeout` from the start for the
    /// whole command (a hanging server cannot make thousands of places take thousands of timeouts). A place still
    /// waiting at the deadline, or not yet asked, fails saying so.
    private func readAll(_ commands: [NowCommand]) async -> [Result<NowCommand.Reading, NowCommand.Failure>] {
        let timeout = options.offline ? TimeInterval(3600) : options.timeout
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        return await withTaskGroup(of: (Int, Result<NowCommand.Reading, NowCommand.Failure>).self) { group in
            var results: [Int: Result<NowCommand.Reading, NowCommand.Failure>] = [:]
            var next = 0
            func startNext() {
                guard next < commands.count else { return }
                let index = next
                next += 1
                var command = commands[index]
                let remaining = deadline - ContinuousClock.now
                guard remaining > .milliseconds(50) else {
                    results[index] = .failure(Self.notAsked(timeout: timeout))
                    return startNext()
                }
                // No request of this place may outlast the command's deadline.
                command.options.timeout = min(command.options.timeout, remaining / .seconds(1))
                group.addTask { (index, await Self.read(command, until: deadline, timeout: timeout)) }
            }
            for _ in 0..<Self.placesAtOnce { startNext() }
            for await (index, result) in group {
                results[index] = result
                startNext()
            }
            return commands.indices.compactMap { results[$0] }
        }
    }

    /// One place's reading, or a failure if the deadline comes first (its requests are then cancelled).
    private static func read(
        _ command: NowCommand, until deadline: ContinuousClock.Instant, timeout: TimeInterval
    ) async -> Result<NowCommand.Reading, NowCommand.Failure> {
        await withTaskGroup(of: Result<NowCommand.Reading, NowCommand.Failure>?.self) { group in
            group.addTask { await command.read() }
            group.addTask {
                try? await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
                ?? .failure(
                    NowCommand.Failure(
                        message:
                            "no answer within --timeout \(Int(timeout)) s, which --all gives the whole command; a longer --timeout waits longer",
                        status: .network))
        }
    }

    private static func notAsked(timeout: TimeInterval) -> NowCommand.Failure {
        NowCommand.Failure(
            message:
                "not asked: --timeout \(Int(timeout)) s, which --all gives the whole command, ran out before this place's turn "
                + "(places are asked \(placesAtOnce) at a time); a longer --timeout gives them time",
            status: .network)
    }

    private func render(_ readings: [Result<NowCommand.Reading, NowCommand.Failure>], commands: [NowCommand]) -> String
    {
        switch options.format {
        case .json:
            let objects = zip(readings, commands).map { reading, command -> JSONValue in
                guard case .success(let found) = reading else { return .null }
                return command.json(found.forecast, stale: found.stale, alerts: alerts(found, command)).value
            }
            return JSONValue.array(objects).serialized() + "\n"
        case .prometheus:
            let places = zip(zip(places, readings), commands).compactMap { pair, command -> PrometheusExposition? in
                guard case .success(let found) = pair.1 else { return nil }
                return PrometheusExposition(found.forecast, place: pair.0.name, now: command.now(), stale: found.stale)
            }
            return PrometheusExposition.text(of: places)
        case .line, .waybar:
            // A line per place, in the config's order, whatever failed: a status bar keeps each in its slot.
            return zip(zip(places, readings), commands).map { pair, command in
                let (place, reading) = pair
                guard case .success(let found) = reading else {
                    return "\(TerminalText.sanitized(place.name)) \(ReadingFormat.missing)\n"
                }
                return command.line(found.forecast, stale: found.stale, alerts: alerts(found, command)).text + "\n"
            }.joined()
        case .text:
            let language = settings.language
            let template = Self.textRest(language)
            let rows = zip(zip(places, readings), commands).map {
                pair, command -> (name: String, lead: String, rest: String) in
                let (place, reading) = pair
                guard case .success(let found) = reading else {
                    return (TerminalText.sanitized(place.name), ReadingFormat.missing, language.text(.nowAllNoForecast))
                }
                let none = AlertSummary(report: nil, now: command.now())
                let lead = command.line(found.forecast, stale: false, alerts: none, template: Self.textLead).text
                let words = command.line(found.forecast, stale: found.stale, alerts: none, template: template).text
                // The alert leads the words, set apart from them: `⚠ Dangerous wind · Overcast · H …`.
                let badge = command.marked(alerts(found, command)).badge
                let rest = badge.isEmpty ? words : TerminalText.sanitized(badge) + " · " + words
                return (TerminalText.sanitized(place.name), lead, rest)
            }
            let nameWidth = places.map { DisplayWidth.of(TerminalText.sanitized($0.name)) }.max() ?? 0
            let leadWidth = rows.map { DisplayWidth.of($0.lead) }.max() ?? 0
            return rows.map {
                DisplayWidth.pad($0.name, to: nameWidth) + "  " + DisplayWidth.pad($0.lead, to: leadWidth) + "  "
                    + $0.rest + "\n"
            }.joined()
        }
    }

    /// Asked for but not known (off): the JSON still carries the keys, as null, as `now` alone does.
    private func alerts(_ reading: NowCommand.Reading, _ command: NowCommand) -> AlertSummary {
        reading.alerts ?? AlertSummary(report: nil, now: command.now())
    }
}
