import Drawing
import Terminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The terminal as the runtime uses it: a live value over ncurses' `Screen`, and in tests a recording one.
@MainActor
public struct ScreenClient {
    public var size: () -> Size
    public var draw: (Canvas) -> Void
    /// The next key or resize waiting, nil when there is none.
    public var nextKey: () -> TerminalInput?
    /// Reads the terminal's size again after a resize.
    public var resize: () -> Size
    /// Ctrl-Z: hand the terminal back to the shell, stop until `fg`, and take it again.
    public var suspendUntilResumed: () -> Void
    public var stop: () -> Void

    public init(
        size: @escaping () -> Size, draw: @escaping (Canvas) -> Void, nextKey: @escaping () -> TerminalInput?,
        resize: @escaping () -> Size, suspendUntilResumed: @escaping () -> Void, stop: @escaping () -> Void
    ) {
        self.size = size
        self.draw = draw
        self.nextKey = nextKey
        self.resize = resize
        self.suspendUntilResumed = suspendUntilResumed
        self.stop = stop
    }

    public static func live(_ screen: Screen) -> ScreenClient {
        ScreenClient(
            size: { screen.size },
            draw: { screen.draw($0) },
            nextKey: { screen.nextKey() },
            resize: { screen.resize() },
            suspendUntilResumed: {
                screen.suspend()
                // `raise` stops this very thread before it returns (a `kill` to the process may be taken by another
                // thread later, after the screen was already taken back). Execution goes on here after `fg`.
                raise(SIGSTOP)
                screen.resume()
            },
            stop: { screen.stop() })
    }
}
