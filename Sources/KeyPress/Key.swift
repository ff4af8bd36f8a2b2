/// A key press, decoded by the terminal layer from whatever the terminal sent.
public enum Key: Sendable, Equatable {
    case left, right, up, down
    case pageUp, pageDown, home, end
    case escape, enter, tab, backTab, backspace
    /// A printable character, as typed (`q`, `1`, `?`, `é`, `東`).
    case character(Character)
    /// Ctrl plus a letter, lower-cased: Ctrl-C is `.control("c")`.
    case control(Character)
}
