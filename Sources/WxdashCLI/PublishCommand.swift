import Assets
import DisplayOptions
import Drawing
import Foundation
import MQTT
import ScreenText
import WeatherKit
import WeatherService

/// `wxdash publish --mqtt mqtt://HOST[:PORT]/PREFIX`: headless; fetches every saved place (or the one place given)
/// on the dashboard's schedule through the same path as `now` (fallback, cache, request budgets), and publishes
/// retained JSON for each (`PREFIX/PLACE/forecast` — the object `now --format json` prints — `/alerts`,
/// `/air_quality`, `/status`), the list of places (`PREFIX/places`), Home Assistant discovery configs, and
/// `PREFIX/status` = online, with offline as its last will and on SIGTERM or SIGINT.
struct PublishCommand {
    var options: WeatherOptions
    /// What the run shows and speaks in, and how often it fetches, resolved once.
    var settings: Settings
    /// The saved places to publish; empty: the one place the options give.
    var places: [SavedPlace]
    var environment: [String: String]
    var console: Console
    /// `[[sensors]]`: relayed to `PREFIX/sensors` as they report.
    var sensors: [SensorDefinition] = []

    static let help = """
        Usage: wxdash publish --mqtt mqtt://HOST[:PORT]/PREFIX [OPTIONS]

        Fetches every saved place (or the one place given) on the dashboard's schedule and publishes it, retained,
        to an MQTT broker: PREFIX/PLACE/forecast (the object 'wxdash now --format json' prints), PREFIX/PLACE/alerts,
        PREFIX/PLACE/air_quality, PREFIX/PLACE/status (the data's age and the last error), PREFIX/places, and
        PREFIX/status (online; offline as the last will and on SIGTERM or SIGINT). Home Assistant finds the sensors
        through homeassistant/sensor/wxdash_PLACE_FIELD/config. PLACE is the place's name in lower-case letters and
        digits (Vilnius: vilnius). Displays read it with 'wxdash --source mqtt://HOST/PREFIX' or 'wxdash now --source …'.

        \(HelpText.optionList(for: .publish))

        Exit status:
        \(HelpText.exitStatuses)

        """

    /// Said on start when `--refresh` is shorter than the public servers allow.
    static let refreshRaisedNote =
        "fetching every \(Int(RefreshPolicy.publicMinimum / 60)) min, not as often as --refresh asks: "
        + "the providers' public servers are asked no more often (give --api-base for a server of your own)."

    /// One place being published: how it is asked for, and what is known from its last fetch.
    private struct Target {
        var label: String?
        var options: WeatherOptions
        /// The saved place it is, whose region and country the document names.
        var saved: SavedPlace?
        var lastFetched: Date?
        var discoveryDone = false
    }

    func run() async -> ExitStatus {
        guard let endpoint = options.mqtt?.with(options.mqttTLS) else {
            return console.fail(
                "publish needs the broker: --mqtt mqtt://HOST[:PORT]/PREFIX, or [mqtt] url = \"mqtt://…\" in the config.",
                .usage)
        }
        if settings.refreshRaised {
            console.err("wxdash: \(Self.refreshRaisedNote)\n")
        }
        let credentials: MQTTCredentials?
        do {
            credentials = try MQTTCredentials.find(file: options.mqttCredentials, environment: environment)
            try options.mqttTLS?.check(for: endpoint)
        } catch {
            return console.fail(error.message, .usage)
        }
        if let problem = Self.ownTopicProblem(sensors, prefix: endpoint.prefix)
            ?? Self.collisionProblem(places, prefix: endpoint.prefix)
        {
            return console.fail(problem, .usage)
        }
        let availability = MQTTTopic.availability(prefix: endpoint.prefix)
        let console = self.console
        let relay = SensorRelay(sensors, prefix: endpoint.prefix, clock: PinnedClock.clock(environment: environment))
        let slot = ClientSlot()
        let client: MQTTClient
        do {
            client = try MQTTClient(
                endpoint: endpoint, clientID: "wxdash-publish-\(getpid())", credentials: credentials,
                will: MQTTMessage(topic: availability, text: "offline"),
                onMessage: { message in
                    // On the client's thread: the relay keeps its own state under a lock; publishing is thread-safe.
                    if let document = relay.receive(message) { slot.client?.publish(document) }
                },
                onConnection: { event in
                    switch event {
                    case .connected: console.err("wxdash: connected to \(endpoint.display)\n")
                    // Before the first connection the failed connect says what happened, once.
                    case .disconnected(let reason) where slot.client != nil:
                        console.err("wxdash: \(TerminalText.sanitized(reason)); trying again\n")
                    case .refused(let reason) where slot.client != nil:
                        console.err("wxdash: \(TerminalText.sanitized(reason)). Trying again every 30 s.\n")
                    case .disconnected, .refused: break
                    }
                })
        } catch {
            return console.fail(error.message, ExitStatus(error))
        }
        let stop = StopSignals()
        do {
            try await client.connect(timeout: options.timeout)
        } catch {
            client.close()
            return console.fail(error.message, ExitStatus(error))
        }
        slot.client = client
        client.publish(MQTTMessage(topic: availability, text: "online"))
        if !sensors.isEmpty {
            // Subscribed first: once the document is on the broker, so are the subscriptions.
            for topic in relay.topics { client.subscribe(topic) }
            client.publish(relay.document)
        }
        var targets =
            places.isEmpty
            ? [Target(label: options.placeLabel, options: options)]
            : places.map { Target(label: $0.name, options: $0.applied(to: options), saved: $0) }
        let interval = settings.refresh
        while stop.received == nil {
            for index in targets.indices where stop.received == nil {
                await publish(&targets[index], endpoint: endpoint, client: client, refreshSeconds: Int(interval))
            }
            let list = PublishedPlaces(
                targets.compactMap { target in target.label.map { .init(label: $0, topic: MQTTTopic.slug($0)) } })
            if !list.entries.isEmpty {
                client.publish(
                    MQTTMessage(topic: MQTTTopic.places(prefix: endpoint.prefix), text: list.json.serialized()))
            }
            await stop.pause(seconds: interval)
        }
        client.publish(MQTTMessage(topic: availability, text: "offline"))
        let flushed = await client.flush(timeout: 5)
        let delivered = flushed && client.isConnected
        client.close()
        if delivered {
            console.err("wxdash: stopped; \(availability) says offline\n")
        } else {
            console.err(
                "wxdash: stopped; the broker at \(endpoint.display) could not be reached, so \(availability) was not set to offline (the broker's copy of the will says so only if it noticed this publisher leave)\n"
            )
        }
        return .success
    }

    /// Fetches one place and publishes what came; a failed fetch leaves the last forecast in place and says why in
    /// the place's status.
    private func publish(_ target: inout Target, endpoint: MQTTEndpoint, client: MQTTClient, refreshSeconds: Int) async
    {
        let command = NowCommand(
            options: target.options, settings: settings, environment: environment, console: console)
        let now = command.now()
        switch await command.read() {
        case .success(let reading):
            let label = target.label ?? reading.forecast.location.name
            target.label = label
            target.lastFetched = reading.forecast.fetchedAt
            let place = MQTTTopic.slug(label)
            let alerts = command.marked(reading.alerts)
            let fitted = Self.fitted(reading.forecast) { command.json($0, stale: reading.stale, alerts: alerts).value }
            let document = target.saved?.located(fitted) ?? fitted
            let members = Self.members(of: document)
            client.publish(
                MQTTMessage(
                    topic: MQTTTopic.forecast(prefix: endpoint.prefix, place: place), text: document.serialized()))
            client.publish(
                MQTTMessage(
                    topic: MQTTTopic.alerts(prefix: endpoint.prefix, place: place),
                    text: (members["alerts"] ?? .null).serialized()))
            client.publish(
                MQTTMessage(
                    topic: MQTTTopic.airQuality(prefix: endpoint.prefix, place: place),
                    text: (members["air_quality"] ?? .null).serialized()))
            let status = PublisherStatus(
                place: label, fetchedAt: reading.forecast.fetchedAt, updatedAt: now, lastError: nil)
            client.publish(
                MQTTMessage(
                    topic: MQTTTopic.status(prefix: endpoint.prefix, place: place), text: status.json.serialized()))
            if !target.discoveryDone {
                let discovery = HomeAssistantDiscovery(
                    prefix: endpoint.prefix, place: place, label: label, units: reading.forecast.units,
                    version: WeatherKitVersion.string,
                    refreshSeconds: refreshSeconds)
                for message in discovery.messages { client.publish(message) }
                target.discoveryDone = true
            }
        case .failure(let failure):
            let label = target.label ?? target.options.city ?? "place"
            console.err("wxdash: \(TerminalText.sanitized(label)): \(TerminalText.sanitized(failure.message))\n")
            guard target.label != nil else { return }
            let status = PublisherStatus(
                place: label, fetchedAt: target.lastFetched, updatedAt: now,
                lastError: String(TerminalText.sanitized(failure.message).prefix(500)))
            client.publish(
                MQTTMessage(
                    topic: MQTTTopic.status(prefix: endpoint.prefix, place: MQTTTopic.slug(label)),
                    text: status.json.serialized()))
        }
    }

    /// Why `sensors` cannot be relayed under `prefix`: a sensor on a topic the publisher writes itself would hear the
    /// publisher's own messages (its `PREFIX/sensors` document above all) and answer each with another, without end.
    static func ownTopicProblem(_ sensors: [SensorDefinition], prefix: String) -> String? {
        guard let sensor = sensors.first(where: { isWrittenByThePublisher($0.topic, prefix: prefix) }) else {
            return nil
        }
        return
            "[[sensors]] '\(TerminalText.sanitized(sensor.name))' listens to '\(TerminalText.sanitized(sensor.topic))', a topic this publisher writes itself under its prefix '\(prefix)' (\(SensorDocument.topic(prefix: prefix)), \(MQTTTopic.availability(prefix: prefix)), \(MQTTTopic.places(prefix: prefix)), \(prefix)/PLACE/…): it would hear its own messages without end. Give the sensor the topic its device reports on (zigbee2mqtt/…, home/…)."
    }

    private static func isWrittenByThePublisher(_ topic: String, prefix: String) -> Bool {
        guard topic.hasPrefix(prefix + "/") else { return false }
        let levels = topic.dropFirst(prefix.count + 1).split(separator: "/", omittingEmptySubsequences: false)
        if levels.count == 1 { return ["sensors", "status", "places"].contains(levels[0]) }
        return levels.count == 2 && ["forecast", "alerts", "air_quality", "status"].contains(levels[1])
    }

    /// Why `places` cannot be published together: two labels with one topic (Vilnius and VILNIUS! are both
    /// PREFIX/vilnius) would overwrite each other's forecast.
    static func collisionProblem(_ places: [SavedPlace], prefix: String) -> String? {
        var seen: [String: String] = [:]
        for place in places {
            let slug = MQTTTopic.slug(place.name)
            if let other = seen[slug] {
                return
                    "the saved places '\(TerminalText.sanitized(other))' and '\(TerminalText.sanitized(place.name))' would both be published at \(MQTTTopic.forecast(prefix: prefix, place: slug)) and overwrite each other: give one a name whose letters and digits differ (its `name` in the config's [[places]])."
            }
            seen[slug] = place.name
        }
        return nil
    }

    /// The document for `forecast`, its hourly rows cut (to 48, then 24) when it would be over the 64 KiB a message
    /// may be.
    static func fitted(_ forecast: Forecast, document: (Forecast) -> JSONValue) -> JSONValue {
        var value = document(forecast)
        for hours in [48, 24, 0] where value.serialized().utf8.count > MQTTMessage.maximumPayload {
            var shorter = forecast
            shorter.hourly = Array(forecast.hourly.prefix(hours))
            value = document(shorter)
        }
        return value
    }

    static func members(of value: JSONValue) -> [String: JSONValue] {
        guard case .object(let members) = value else { return [:] }
        return Dictionary(members, uniquingKeysWith: { first, _ in first })
    }
}

extension ExitStatus {
    /// The status a broker's problem ends a command with.
    init(_ error: MQTTError) {
        switch error {
        case .badAddress, .credentials: self = .usage
        case .unreachable: self = .network
        case .refused: self = .broker
        case .badPayload: self = .providerError
        case .library: self = .internalError
        }
    }
}
