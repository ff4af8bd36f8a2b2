import Foundation

/// A value behind a lock, shared between threads: the shape of Synchronization's `Mutex`, on an `NSLock`.
///
/// `NSLock` is a pthread mutex, which ThreadSanitizer understands. `Mutex` on Linux waits on a futex that
/// ThreadSanitizer cannot see, so two threads taking turns under it were reported as a race now and then.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while no other thread holds it.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
