import Drawing
import KeyPress

/// What `Screen.nextKey()` reads: a key, or news that the terminal changed size (ncurses' `KEY_RESIZE`,
/// which `Screen.resize()` itself queues when the size really changed).
public enum TerminalInput: Sendable, Equatable {
    case key(Key)
    case resize
}
