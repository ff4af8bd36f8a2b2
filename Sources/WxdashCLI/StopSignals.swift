import Dispatch
import Foundation
import Locking

/// SIGTERM and SIGINT for a headless command (`wxdash publish`): caught through Dispatch signal sources rather than
/// ending the process, so the command can say goodbye (publish `offline`) first. `pause` waits for a duration or
/// a signal, whichever comes first.
final class StopSignals: Sendable {
    private struct State {
        var signal: Int32?
        var waiter: CheckedContinuation<Void, Never>?
        var generation = 0
    }

    private let state = Locked(State())
    // Set once in init and only cancelled in deinit.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "wxdash.stop-signals")

    init(_ signals: [Int32] = [SIGTERM, SIGINT]) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in self?.stop(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal that asked to stop, if one has.
    var received: Int32? { state.withLock { $0.signal } }

    private func stop(_ number: Int32) {
        let waiter = state.withLock { state in
            if state.signal == nil { state.signal = number }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Returns after `seconds`, or at once when a signal has come or comes meanwhile.
    func pause(seconds: TimeInterval) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let generation: Int? = state.withLock { state in
                if state.signal != nil { return nil }
                state.generation += 1
                state.waiter = continuation
                return state.generation
            }
            guard let generation else { return continuation.resume() }
            queue.asyncAfter(deadline: .now() + seconds) { [self] in
                let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    guard state.generation == generation else { return nil }
                    defer { state.waiter = nil }
                    return state.waiter
                }
                waiter?.resume()
            }
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
