import Foundation

/// Collects what concurrent work returns, for tests that open one store from many threads at once.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func add(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    var all: [Value] { lock.withLock { values } }
}
