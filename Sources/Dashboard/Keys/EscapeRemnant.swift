import Drawing
import KeyPress

/// What is left of an escape sequence that reached the dashboard in pieces. ncurses waits 25 ms for the rest of
/// a sequence after ESC; over a slow ssh link or a serial console an arrow's `ESC [ C` can take longer, and then
/// arrives as Esc, `[` and `C`. After a lone Esc, a `[` or `O` with the parameters and final character after it
/// are swallowed rather than read as keys (`[` would switch places).
public enum EscapeRemnant: Sendable, Equatable {
    case none
    /// The last key was Esc.
    case afterEscape
    /// Inside the rest of a split sequence: parameters until the final character.
    case inSequence

    /// Whether `key` is part of a split sequence (and so not a key), and what to expect after it.
    public func reading(_ key: Key) -> (swallowed: Bool, next: EscapeRemnant) {
        if key == .escape { return (false, .afterEscape) }
        switch self {
        case .none:
            return (false, .none)
        case .afterEscape:
            return key == .character("[") || key == .character("O") ? (true, .inSequence) : (false, .none)
        case .inSequence:
            guard case .character(let character) = key, let scalar = character.unicodeScalars.first,
                character.unicodeScalars.count == 1
            else { return (false, .none) }
            switch scalar.value {
            // Parameters and intermediates (digits, `;`, `?`, space…): the sequence goes on.
            case 0x20...0x3F: return (true, .inSequence)
            // The final character ends it.
            case 0x40...0x7E: return (true, .none)
            default: return (false, .none)
            }
        }
    }
}
