import Foundation
import Synchronization

/// Messages from the client's network thread, kept by topic (the latest of each) for a task that waits for one.
/// Only one task waits at a time.
final class Mailbox: Sendable {
    private struct State {
        var latest: [String: MQTTMessage] = [:]
        var waiter: (topics: Set<String>, continuation: CheckedContinuation<MQTTMessage?, Never>)?
        var generation = 0
    }

    private let state = Mutex(State())

    func deliver(_ message: MQTTMessage) {
        let waiter = state.withLock { state -> CheckedContinuation<MQTTMessage?, Never>? in
            state.latest[message.topic] = message
            guard let waiter = state.waiter, waiter.topics.contains(message.topic) else { return nil }
            state.waiter = nil
            return waiter.continuation
        }
        waiter?.resume(returning: message)
    }

    /// Drops the kept message on `topic`, so `next` waits for a newer one.
    func forget(_ topic: String) {
        state.withLock { _ = $0.latest.removeValue(forKey: topic) }
    }

    func latest(_ topic: String) -> MQTTMessage? {
        state.withLock { $0.latest[topic] }
    }

    /// The latest message on one of `topics`, waiting up to `timeout` seconds for one; nil when none came.
    func next(on topics: Set<String>, timeout: TimeInterval) async -> MQTTMessage? {
        await withCheckedContinuation { (continuation: CheckedContinuation<MQTTMessage?, Never>) in
            let (found, generation) = state.withLock { state -> (MQTTMessage?, Int) in
                for topic in topics {
                    if let found = state.latest[topic] { return (found, 0) }
                }
                state.generation += 1
                state.waiter = (topics, continuation)
                return (nil, state.generation)
            }
            if let found { return continuation.resume(returning: found) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let waiter = state.withLock { state -> CheckedContinuation<MQTTMessage?, Never>? in
                    guard state.generation == generation, let waiter = state.waiter else { return nil }
                    state.waiter = nil
                    return waiter.continuation
                }
                waiter?.resume(returning: nil)
            }
        }
    }
}
