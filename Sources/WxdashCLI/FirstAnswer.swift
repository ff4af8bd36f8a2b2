import Foundation

/// Hands the first of several answers to the one continuation waiting for it; later answers are dropped.
final class FirstAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: CheckedContinuation<Value, Never>?
    private var first: Value?
    private var answered = false

    func await(_ continuation: CheckedContinuation<Value, Never>) {
        lock.lock()
        defer { lock.unlock() }
        if let first {
            self.first = nil
            continuation.resume(returning: first)
        } else {
            waiting = continuation
        }
    }

    func give(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        guard !answered else { return }
        answered = true
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: value)
        } else {
            first = value
        }
    }
}
