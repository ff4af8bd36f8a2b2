import Foundation
import ScreenText
import WeatherKit

/// Reads what `wxdash publish` left on a broker for one place: its forecast document and its status, both retained,
/// so they arrive as soon as the subscription is made. Every payload is hostile input: bounded, parsed, and the
/// forecast passed through `plausible()` like a provider's answer.
public struct PublisherFeed: Sendable {
    public struct Reading: Sendable {
        public var label: String
        public var topic: String
        public var forecast: Forecast
        public var status: PublisherStatus?
        /// The sensors the publisher relays (`PREFIX/sensors`); empty when it relays none.
        public var sensors: [SensorReading] = []
        /// The official alerts the publisher fetched for the place (from the same document as the forecast).
        public var alerts: PublishedAlerts = .none
    }

    public var endpoint: MQTTEndpoint
    public var credentials: MQTTCredentials?
    public var timeout: TimeInterval

    public init(endpoint: MQTTEndpoint, credentials: MQTTCredentials?, timeout: TimeInterval) {
        self.endpoint = endpoint
        self.credentials = credentials
        self.timeout = timeout
    }

    /// The place named `label` (any spelling with the same slug; what follows a comma is left out), or the
    /// publisher's first place when nil.
    public func read(label: String?) async throws(MQTTError) -> Reading {
        let mailbox = Mailbox()
        let client = try MQTTClient(
            endpoint: endpoint, clientID: "wxdash-now-\(getpid())-\(UInt32.random(in: 0...UInt32.max))",
            credentials: credentials,
            onMessage: { mailbox.deliver($0) }, onConnection: { mailbox.connection(lost: $0 != .connected) })
        defer { client.close() }
        try await client.connect(timeout: timeout)
        return try await Self.read(
            label: label, endpoint: endpoint, timeout: timeout, mailbox: mailbox, subscribe: { client.subscribe($0) })
    }

    /// The reading for `label` from what `mailbox` holds or gets within `timeout`, subscribing (through `subscribe`,
    /// the topics of one step together) to the topics it needs: for a one-off read and for a dashboard's lasting
    /// subscription alike.
    static func read(
        label: String?, endpoint: MQTTEndpoint, timeout: TimeInterval, mailbox: Mailbox, subscribe: ([String]) -> Void
    ) async throws(MQTTError) -> Reading {
        // "Vilnius, LT" is the publisher's "Vilnius": the name before the first comma.
        var topic = label.map { MQTTTopic.slug(String($0.prefix { $0 != "," })) }
        var shownLabel = label
        if topic == nil {
            let places = try await Self.places(
                endpoint: endpoint, timeout: timeout, mailbox: mailbox, subscribe: subscribe,
                hint: " Name a place to read it alone.")
            guard let first = places.entries.first else {
                throw .unreachable(
                    "the publisher at \(endpoint.display) has no place to show yet: its first fetch has not succeeded (its own messages say why)."
                )
            }
            topic = first.topic
            shownLabel = first.label
        }
        let level = topic ?? "place"
        let forecastTopic = MQTTTopic.forecast(prefix: endpoint.prefix, place: level)
        let statusTopic = MQTTTopic.status(prefix: endpoint.prefix, place: level)
        // One SUBSCRIBE, the forecast last: the broker sends the retained messages together, in the order of the
        // topics, so the sensors and the status are in the mailbox by the time the forecast arrives. (A message too
        // large for wxdash is dropped by the broker: it holds nothing up.)
        let sensorsTopic = SensorDocument.topic(prefix: endpoint.prefix)
        subscribe([sensorsTopic, statusTopic, forecastTopic])
        guard let message = await mailbox.next(on: [forecastTopic], timeout: timeout) else {
            if mailbox.isLost { throw Self.lost(endpoint, before: forecastTopic) }
            throw .unreachable(
                "no forecast at \(forecastTopic) on \(endpoint.display) within \(Int(timeout)) s: is 'wxdash publish' publishing \(TerminalText.sanitized(shownLabel ?? level))?"
            )
        }
        let status = mailbox.latest(statusTopic).flatMap { PublisherStatus(payload: $0.payload) }
        let sensors = mailbox.latest(sensorsTopic).flatMap { SensorDocument.readings(from: $0.payload) } ?? []
        let forecast = try Self.forecast(from: message, topic: forecastTopic)
        return Reading(
            label: shownLabel ?? status?.place ?? level, topic: level, forecast: forecast, status: status,
            sensors: sensors,
            alerts: PublishedAlerts(payload: message.payload, fetchedAt: forecast.fetchedAt))
    }

    /// The publisher's places (`PREFIX/places`) from what `mailbox` holds or gets within `timeout`.
    /// `hint` ends the message when nothing comes.
    static func places(
        endpoint: MQTTEndpoint, timeout: TimeInterval, mailbox: Mailbox, subscribe: ([String]) -> Void,
        hint: String = ""
    ) async throws(MQTTError) -> PublishedPlaces {
        let placesTopic = MQTTTopic.places(prefix: endpoint.prefix)
        subscribe([placesTopic])
        guard let message = await mailbox.next(on: [placesTopic], timeout: timeout) else {
            if mailbox.isLost { throw Self.lost(endpoint, before: placesTopic) }
            throw .unreachable(
                "nothing at \(placesTopic) on \(endpoint.display) within \(Int(timeout)) s: is 'wxdash publish' running with this prefix?\(hint)"
            )
        }
        guard let places = PublishedPlaces(payload: message.payload) else {
            throw .badPayload("\(placesTopic) on \(endpoint.display) holds no list of places wxdash can read.")
        }
        return places
    }

    /// The publisher's places, on a connection of its own (`now --source … --all`).
    public func places() async throws(MQTTError) -> PublishedPlaces {
        let mailbox = Mailbox()
        let client = try MQTTClient(
            endpoint: endpoint, clientID: "wxdash-now-\(getpid())-\(UInt32.random(in: 0...UInt32.max))",
            credentials: credentials,
            onMessage: { mailbox.deliver($0) }, onConnection: { mailbox.connection(lost: $0 != .connected) })
        defer { client.close() }
        try await client.connect(timeout: timeout)
        return try await Self.places(
            endpoint: endpoint, timeout: timeout, mailbox: mailbox, subscribe: { client.subscribe($0) })
    }

    /// The broker went while a message was awaited: not "no forecast there", which would send the person looking
    /// at the publisher.
    static func lost(_ endpoint: MQTTEndpoint, before topic: String) -> MQTTError {
        .unreachable(
            "the MQTT broker at \(endpoint.display) closed the connection before it sent \(topic): check that the broker is still running (its log says why it ended the connection)."
        )
    }

    /// The forecast in a message, or why it cannot be one.
    public static func forecast(from message: MQTTMessage, topic: String) throws(MQTTError) -> Forecast {
        if message.oversized || message.payload.count > MQTTMessage.maximumPayload {
            throw .badPayload(
                "the forecast at \(topic) is over \(MQTTMessage.maximumPayload / 1024) KiB and was ignored.")
        }
        do {
            return try ForecastDocument(json: message.payload).forecast.plausible()
        } catch {
            throw .badPayload(
                "the forecast at \(topic) is not one wxdash can read (\(TerminalText.sanitized(String(describing: error)).prefix(200)))."
            )
        }
    }
}
