import Foundation

/// Runs blocking work on a thread of its own. A test that must act the moment something happens (send a Ctrl-C as
/// soon as a request arrives) cannot wait for it with `Task.sleep`: on a busy run its resumption queues behind every
/// other test's work on the few threads Swift's concurrency has, and comes seconds late.
enum OwnThread {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
