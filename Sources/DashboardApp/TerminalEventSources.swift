import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The live sources of events besides timers: keys on stdin and the signals the dashboard answers. Each calls
/// back on the main queue; `stop` cancels them all.
@MainActor
public final class TerminalEventSources {
    private var sources: [any DispatchSourceProtocol] = []

    /// The signals the dashboard watches: resizes, the shell's `fg`, and the ways to end it.
    public nonisolated static let watchedSignals = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGCONT]

    public init() {}

    /// Must run before the screen starts, or ncurses installs handlers of its own; the Dispatch sources
    /// installed later see these signals all the same.
    public nonisolated static func ignoreWatchedSignals() {
        for signalNumber in watchedSignals { signal(signalNumber, SIG_IGN) }
    }

    /// Starts watching stdin (`onInput` when it is readable) and the signals (`onSignal` with the number).
    public func start(onInput: @escaping @MainActor () -> Void, onSignal: @escaping @MainActor (Int32) -> Void) {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { onInput() } }
        input.resume()
        sources.append(input)
        for signalNumber in Self.watchedSignals {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { onSignal(signalNumber) } }
            source.resume()
            sources.append(source)
        }
    }

    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }

    /// What stdin's state says about the terminal after a wake-up with nothing to read.
    public nonisolated static func inputCondition() -> InputCondition {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return .open }
        // The other end hung up (a terminal emulator killed hard closes its pty without a SIGHUP): Dispatch stops
        // watching such a descriptor, so there will be no second wake-up to count.
        if Int32(descriptor.revents) & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0 { return .closed }
        var pending: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &pending) == 0 && pending == 0 ? .readableButEmpty : .open
    }
}
