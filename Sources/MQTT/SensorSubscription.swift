import Foundation
import Locking
import WeatherKit

/// A display's side of the sensors: it listens to each `[[sensors]]` topic itself (and, given a publisher's prefix,
/// to what that publisher relays at `PREFIX/sensors`), reads every payload as hostile input through a
/// `SensorRelay`, and hands each change of the readings to `onChange` on the client's network thread. Reconnects by
/// itself; `close()` ends it.
public final class SensorSubscription: Sendable {
    private let client: MQTTClient
    private let listener: Listener
    public var topics: [String] { listener.topics }

    /// `relayedBy`: a publisher's prefix, whose `PREFIX/sensors` document is read (for a display with no
    /// `[[sensors]]` of its own: pass nil when there are some).
    public init(
        _ definitions: [SensorDefinition], relayedBy prefix: String?, endpoint: MQTTEndpoint,
        credentials: MQTTCredentials?,
        clock: @escaping @Sendable () -> Date
    ) throws(MQTTError) {
        let listener = Listener(
            relay: SensorRelay(definitions, prefix: prefix ?? endpoint.prefix, clock: clock),
            relayedTopic: prefix.map(SensorDocument.topic))
        self.listener = listener
        client = try MQTTClient(
            endpoint: endpoint, clientID: "wxdash-sensors-\(getpid())-\(UInt32.random(in: 0...UInt32.max))",
            credentials: credentials,
            onMessage: { listener.receive($0) })
    }

    /// Subscribes and connects in the background (the client keeps trying while no broker answers); `onChange` has
    /// the readings at once (every configured sensor without a value yet), then after every message that changed them.
    public func start(onChange: @escaping @Sendable ([SensorReading]) -> Void) {
        listener.onChange.withLock { $0 = onChange }
        onChange(listener.relay.current)
        client.subscribe(listener.topics)
        let client = self.client
        Task.detached { try? await client.connect(timeout: 30) }
    }

    public func close() {
        listener.onChange.withLock { $0 = nil }
        client.close()
    }

    private final class Listener: Sendable {
        let relay: SensorRelay
        let relayedTopic: String?
        let onChange = Locked<(@Sendable ([SensorReading]) -> Void)?>(nil)

        init(relay: SensorRelay, relayedTopic: String?) {
            self.relay = relay
            self.relayedTopic = relayedTopic
        }

        var topics: [String] { relay.topics + (relayedTopic.map { [$0] } ?? []) }

        func receive(_ message: MQTTMessage) {
            let readings: [SensorReading]?
            if message.topic == relayedTopic, !relay.topics.contains(message.topic) {
                readings = SensorDocument.readings(from: message.payload)
            } else if relay.receive(message) != nil {
                readings = relay.current
            } else {
                readings = nil
            }
            guard let readings, let onChange = onChange.withLock({ $0 }) else { return }
            onChange(readings)
        }
    }
}
