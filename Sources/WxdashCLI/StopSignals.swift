import Dispatch
import Foundation
import Locking

/// The write end of the pipe the stop signals' handler writes to: a C signal handler can reach only globals, and
/// `write(2)` is one of the few calls it may make.
nonisolated(unsafe) private var stopSignalPipe: Int32 = -1

/// SIGTERM and SIGINT for a headless command (`wxdash publish`): caught rather than ending the process, so the
/// command can say goodbye (publish `offline`) first. `pause` waits for a duration or a signal, whichever comes
/// first.
///
/// The handler is installed with `sigaction` and writes the signal's number to a pipe that a Dispatch source reads:
/// a signal that comes at any instant after `init` returns is kept in the pipe until it is read. (Ignoring the
/// signals and waiting for a Dispatch signal source, whose registration is asynchronous, lost a SIGTERM sent in the
/// first moments of a run: the publisher then slept through its whole refresh interval.)
final class StopSignals: Sendable {
    private struct State {
        var signal: Int32?
        var waiter: CheckedContinuation<Void, Never>?
        var generation = 0
    }

    private let state = Locked(State())
    // Set once in init and only cancelled in deinit.
    nonisolated(unsafe) private var source: (any DispatchSourceRead)?
    private let queue = DispatchQueue(label: "wxdash.stop-signals")

    init(_ signals: [Int32] = [SIGTERM, SIGINT]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            // No pipe (no descriptors left): the signals keep their default action and end the process.
            return
        }
        // Neither end blocks: the handler must never wait, and the reader stops at an empty pipe.
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        stopSignalPipe = ends[1]
        let reading = ends[0]
        let source = DispatchSource.makeReadSource(fileDescriptor: reading, queue: queue)
        source.setEventHandler { [weak self] in
            var number: UInt8 = 0
            while read(reading, &number, 1) == 1 {
                self?.stop(Int32(number))
            }
        }
        source.resume()
        self.source = source
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(stopSignalPipe, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
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
        source?.cancel()
    }
}
