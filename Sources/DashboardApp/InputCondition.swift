/// stdin after a wake-up that read no key.
public enum InputCondition: Sendable, Equatable {
    /// Nothing wrong: a key that was not whole yet, or one ncurses kept.
    case open
    /// Readable with nothing to read: what a closed stdin looks like, and once in a while a spurious wake-up.
    case readableButEmpty
    /// Hung up or in error: the terminal is gone.
    case closed
}
