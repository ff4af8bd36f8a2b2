import Foundation
import Locking

/// Messages from the client's network thread, kept by topic (the latest of each, numbered in the order they came)
/// for tasks that wait for one; several may wait at once (a dashboard's places are read side by side).
final class Mailbox: Sendable {
    private typealias Waiter = (
        topics: Set<String>, after: Int, continuation: CheckedContinuation<(MQTTMessage, Int)?, Never>
    )

    private struct State {
        var latest: [String: (message: MQTTMessage, serial: Int)] = [:]
        var serial = 0
        var waiters: [Int: Waiter] = [:]
        var generation = 0
        /// The connection went: waiting for a message that has not come is pointless until it is back.
        var lost = false
    }

    private let state = Locked(State())

    func deliver(_ message: MQTTMessage) {
        let (woken, serial) = state.withLock { state -> ([CheckedContinuation<(MQTTMessage, Int)?, Never>], Int) in
            state.serial += 1
            state.latest[message.topic] = (message, state.serial)
            let matching = state.waiters.filter { $0.value.topics.contains(message.topic) }
            for id in matching.keys { state.waiters[id] = nil }
            return (matching.values.map(\.continuation), state.serial)
        }
        for continuation in woken { continuation.resume(returning: (message, serial)) }
    }

    /// The connection went (`lost`), or came back: a loss ends every wait at once, with nothing.
    func connection(lost: Bool) {
        let woken = state.withLock { state -> [CheckedContinuation<(MQTTMessage, Int)?, Never>] in
            state.lost = lost
            guard lost else { return [] }
            defer { state.waiters = [:] }
            return state.waiters.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume(returning: nil) }
    }

    /// The connection went and has not come back.
    var isLost: Bool { state.withLock { $0.lost } }

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
            let (found, id) = state.withLock { state -> ((MQTTMessage, Int)?, Int) in
                for topic in topics {
                    if let kept = state.latest[topic], kept.serial > after { return ((kept.message, kept.serial), 0) }
                }
                if state.lost { return (nil, -1) }
                state.generation += 1
                state.waiters[state.generation] = (topics, after, continuation)
                return (nil, state.generation)
            }
            if let found { return continuation.resume(returning: found) }
            if id < 0 { return continuation.resume(returning: nil) }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
                waiter?.continuation.resume(returning: nil)
            }
        }
        return found.map { (message: $0.0, serial: $0.1) }
    }
}
