import Foundation
import Locking

/// A dashboard's lasting subscription to what `wxdash publish` leaves on a broker: one connection for the
/// dashboard's life (reconnecting by itself), whose retained messages are kept as they come. A refresh reads the
/// latest of them without a new connection, and each new forecast is told to `watch`'s handler as it comes, so the
/// page changes when the publisher's data does. `close()` ends it.
public final class PublisherSubscription: Sendable {
    private let client: MQTTClient
    private let mailbox: Mailbox
    private let endpoint: MQTTEndpoint
    private let timeout: TimeInterval
    private let state = Locked(State())
    private let watcher: Watcher

    private struct State {
        var subscribed: Set<String> = []
        var connecting = false
    }

    public init(endpoint: MQTTEndpoint, credentials: MQTTCredentials?, timeout: TimeInterval) throws(MQTTError) {
        let mailbox = Mailbox()
        let watcher = Watcher()
        self.mailbox = mailbox
        self.watcher = watcher
        self.endpoint = endpoint
        self.timeout = timeout
        client = try MQTTClient(
            endpoint: endpoint, clientID: "wxdash-display-\(getpid())-\(UInt32.random(in: 0...UInt32.max))",
            credentials: credentials,
            onMessage: { message in
                mailbox.deliver(message)
                watcher.delivered(message)
            },
            onConnection: { event in
                mailbox.connection(lost: event != .connected)
                watcher.connection(lost: event != .connected)
            })
    }

    /// `handler` is told (on the client's network thread) when the connection goes (true) and when it comes back
    /// (false): a display says the broker is gone rather than showing old data as current.
    public func watchConnection(_ handler: @escaping @Sendable (Bool) -> Void) {
        watcher.connectionHandler.withLock { $0 = handler }
    }

    /// `handler` has the topic of each forecast that comes (a retained one when a place is first read, then every
    /// new one), on the client's network thread.
    public func watch(_ handler: @escaping @Sendable (String) -> Void) {
        watcher.handler.withLock { $0 = handler }
    }

    /// `handler` has the publisher's places (`PREFIX/places`) each time they come, on the client's network thread: the
    /// topic is subscribed now, and kept through reconnects, so a list that comes only once the broker is back (a
    /// display started while it was away) is heard too.
    public func followPlaces(_ handler: @escaping @Sendable (PublishedPlaces) -> Void) {
        let topic = MQTTTopic.places(prefix: endpoint.prefix)
        watcher.placesHandler.withLock { $0 = (topic, handler) }
        if state.withLock({ $0.subscribed.insert(topic).inserted }) { client.subscribe([topic]) }
        // Already in hand (read at start): told at once, as a new one would be.
        if let message = mailbox.latest(topic), let places = PublishedPlaces(payload: message.payload) {
            handler(places)
        }
    }

    /// The place named `label` (or the publisher's first place), as `PublisherFeed.read` gives it; it waits up to the
    /// timeout only for what has not come yet.
    public func read(label: String?) async throws(MQTTError) -> PublisherFeed.Reading {
        try await connected()
        return try await PublisherFeed.read(label: label, endpoint: endpoint, timeout: timeout, mailbox: mailbox) {
            topics in
            let new = state.withLock { state in topics.filter { state.subscribed.insert($0).inserted } }
            // Once each: subscribing again would have the broker send the retained messages again.
            if !new.isEmpty { client.subscribe(new) }
        }
    }

    /// The publisher's places (`PREFIX/places`), waiting up to `timeout` for them.
    public func places(timeout: TimeInterval) async throws(MQTTError) -> PublishedPlaces {
        try await connected()
        return try await PublisherFeed.places(endpoint: endpoint, timeout: timeout, mailbox: mailbox) { topics in
            let new = state.withLock { state in topics.filter { state.subscribed.insert($0).inserted } }
            if !new.isEmpty { client.subscribe(new) }
        }
    }

    /// The first read connects; later ones, while the client's thread tries again after a loss, wait for it.
    private func connected() async throws(MQTTError) {
        if client.isConnected { return }
        let first = state.withLock { state in
            defer { state.connecting = true }
            return !state.connecting
        }
        if first { return try await client.connect(timeout: timeout) }
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        while ContinuousClock.now < deadline {
            if client.isConnected { return }
            try? await Task.sleep(for: .milliseconds(100))
        }
        throw .unreachable(
            "no MQTT broker answered at \(endpoint.display) within \(Int(timeout.rounded(.up))) s: check the address and that the broker runs."
        )
    }

    public func close() {
        watcher.handler.withLock { $0 = nil }
        watcher.connectionHandler.withLock { $0 = nil }
        watcher.placesHandler.withLock { $0 = nil }
        client.close()
    }

    private final class Watcher: Sendable {
        let handler = Locked<(@Sendable (String) -> Void)?>(nil)
        let connectionHandler = Locked<(@Sendable (Bool) -> Void)?>(nil)
        let placesHandler = Locked<(topic: String, handler: @Sendable (PublishedPlaces) -> Void)?>(nil)

        func connection(lost: Bool) {
            connectionHandler.withLock { $0 }?(lost)
        }

        func delivered(_ message: MQTTMessage) {
            if let places = placesHandler.withLock({ $0 }), message.topic == places.topic {
                if let list = PublishedPlaces(payload: message.payload) { places.handler(list) }
                return
            }
            guard message.topic.hasSuffix("/forecast"), let handler = handler.withLock({ $0 }) else { return }
            handler(message.topic)
        }
    }
}
