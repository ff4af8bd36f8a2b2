import Foundation

@testable import MQTT

/// A test's own client on the broker: subscribes and waits for retained messages, and publishes what a test wants
/// a subscriber to find (a sensor, a hostile payload).
final class BrokerWatcher {
    let client: MQTTClient
    private let mailbox = Mailbox()

    init(_ broker: MosquittoBroker, credentials: MQTTCredentials? = nil) async throws {
        let mailbox = mailbox
        client = try MQTTClient(
            endpoint: MQTTEndpoint(host: "127.0.0.1", port: broker.port),
            clientID: "wxdash-test-\(UUID().uuidString.prefix(8))",
            credentials: credentials, onMessage: { mailbox.deliver($0) })
        try await client.connect(timeout: 20)
    }

    /// The latest message on `topic` that `accept` takes, waiting for it (the timeout only guards against a hang).
    /// `newer`: only a message that comes after this call.
    func message(
        on topic: String, timeout: TimeInterval = 60, newer: Bool = false,
        where accept: (MQTTMessage) -> Bool = { _ in true }
    ) async -> MQTTMessage? {
        client.subscribe(topic)
        let deadline = Date().addingTimeInterval(timeout)
        var seen = newer ? mailbox.serial : 0
        while Date() < deadline {
            guard
                let (message, serial) = await mailbox.next(
                    on: [topic], after: seen, timeout: deadline.timeIntervalSinceNow)
            else { return nil }
            if accept(message) { return message }
            seen = serial
        }
        return nil
    }

    func text(
        on topic: String, timeout: TimeInterval = 60, newer: Bool = false,
        where accept: (String) -> Bool = { _ in true }
    ) async -> String? {
        await message(on: topic, timeout: timeout, newer: newer) { accept(String(decoding: $0.payload, as: UTF8.self)) }
            .map { String(decoding: $0.payload, as: UTF8.self) }
    }

    func publish(_ topic: String, _ payload: Data, retained: Bool = true) async {
        client.publish(MQTTMessage(topic: topic, payload: payload, retained: retained))
        await client.flush(timeout: 10)
    }

    func close() { client.close() }
}
