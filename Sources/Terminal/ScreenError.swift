/// Why the screen could not start, said so that the user knows what to do.
public enum ScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is a pipe or a file.
    case notATerminal
    /// `TERM` is unset or empty.
    case noTerminalType
    /// ncurses has no terminfo entry for this `TERM`, or cannot drive that terminal.
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (such as TERM=dumb), so it cannot show a full-screen dashboard.
    case cannotMoveCursor(String)
    /// A file the screen needed (such as /dev/null for a headless screen) could not be opened.
    case cannotOpen(String)

    public var description: String {
        switch self {
        case .notATerminal:
            "The dashboard needs an interactive terminal, but standard input or output is not one "
                + "(a pipe or a file). Run it in a terminal, or use `wxdash now` for plain output."
        case .noTerminalType:
            "TERM is not set, so the terminal type is unknown. Set it (for example `export TERM=xterm-256color`) "
                + "and try again."
        case .unknownTerminal(let type):
            "This system does not know how to drive the terminal type TERM=\(type). Set TERM to a known type "
                + "(for example xterm-256color), or install its terminfo entry (Debian: ncurses-term)."
        case .cannotMoveCursor(let type):
            "The terminal type TERM=\(type) cannot move the cursor, which the dashboard needs. Set TERM to your "
                + "terminal's real type (for example xterm-256color), or use `wxdash now` for plain output."
        case .cannotOpen(let path):
            "Cannot open \(path) to start the screen."
        }
    }
}
