import Foundation

/// At most a few heavy end-to-end runs at once (a dashboard in tmux, a swarm of publishers): the tests that drive
/// them wait asleep rather than holding a thread, so without a limit every one of them would start at once and
/// the machine's two cores would draw none of their screens in time. A test that runs several at once (three
/// displays of one publisher) takes one slot for all of them with `holding(_:)`: slot by slot it could wait for
/// itself forever.
final class EndToEndSlots: @unchecked Sendable {
    static let shared = EndToEndSlots(count: 2)

    /// Set while a test holds a slot for everything it starts.
    @TaskLocal static var held = false

    /// Runs `body` with one slot taken for all the sessions it starts.
    static func holding<T>(_ body: () async throws -> T) async rethrows -> T {
        await shared.acquire()
        defer { shared.release() }
        return try await $held.withValue(true) { try await body() }
    }

    private let lock = NSLock()
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = count
    }

    /// Waits until a slot is free and takes it; give it back with `release()`.
    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if free > 0 {
                free -= 1
                lock.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                lock.unlock()
            }
        }
    }

    func release() {
        lock.lock()
        if waiting.isEmpty {
            free += 1
            lock.unlock()
        } else {
            let next = waiting.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
