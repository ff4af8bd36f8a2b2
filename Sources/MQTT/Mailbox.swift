import Foundation
import Synchronization

/// Messages from the client's network thread, kept by topic (the latest of each, numbered in the order they came)
/// for a task that waits for one. Only one task waits at a time.
final class Mailbox: Sendable {
    private struct State {
        var latest: [String: (message: MQTTMessage, serial: Int)] = [:]
        var serial = 0
        var waiter: (topics: Set<String>, after: Int, continuation: CheckedContinuation<(MQTTMessage, Int)?, Never>)?
        var generation = 0
    }

    private let state = Mutex(State())

    func deliver(_ message: MQTTMessage) {
        let (waiter, serial) = state.withLock { state -> (CheckedContinuation<(MQTTMessage, Int)?, Never>?, Int) in
            state.serial += 1
            state.latest[message.topic] = (message, state.serial)
            guard let waiter = state.waiter, waiter.topics.contains(message.topic) else { return (nil, state.serial) }
            state.waiter = nil
            return (waiter.continuation, state.serial)
        }
        waiter?.resume(returning: (message, serial))
    }

    /// The number of the last message that came: `next(after:)` it waits for a newer one.
    var serial: Int { state.withLock { $0.serial } }

    func latest(_ topic: String) -> MQTTMessage? {
        state.withLock { $0.latest[topic]?.message }
    }

    /// The latest message on one of `topics`, waiting up to `timeout` seconds for one; nil when none came.
    func next(on topics: Set<String>, timeout: TimeInterval) async -> MQTTMessage? {
        await next(on: topics, after: 0, timeout: timeout)?.message
    }

    /// The latest message on one of `topics` that came after the one numbered `after`, waiting up to `timeout`
    /// seconds for one; with its number, or nil when none came.
    func next(on topics: Set<String>, after: Int, timeout: TimeInterval) async -> (message: MQTTMessage, serial: Int)? {
        let found = await withCheckedContinuation { (continuation: CheckedContinuation<(MQTTMessage, Int)?, Never>) in
            let (found, generation) = state.withLock { state -> ((MQTTMessage, Int)?, Int) in
                for topic in topics {
                    if let kept = state.latest[topic], kept.serial > after { return ((kept.message, kept.serial), 0) }
                }
                state.generation += 1
                state.waiter = (topics, after, continuation)
                return (nil, state.generation)
            }
            if let found { return continuation.resume(returning: found) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let waiter = state.withLock { state -> CheckedContinuation<(MQTTMessage, Int)?, Never>? in
                    guard state.generation == generation, let waiter = state.waiter else { return nil }
                    state.waiter = nil
                    return waiter.continuation
                }
                waiter?.resume(returning: nil)
            }
        }
        return found.map { (message: $0.0, serial: $0.1) }
    }
}
