import Drawing

/// How many colours the screen uses, and which terminal colour number stands for a `Color` there.
enum ColorDepth: Sendable, Equatable {
    /// No colour at all: monochrome mode, or a terminal with fewer than 8 colours.
    case none
    case basic8
    case basic16
    case xterm256

    /// The depth for a terminal that reports `colors` colours (ncurses' `COLORS`).
    init(colors: Int) {
        switch colors {
        case 256...: self = .xterm256
        case 16...: self = .basic16
        case 8...: self = .basic8
        default: self = .none
        }
    }

    /// The colour number for `color`; nil when this depth has no colours.
    func number(for color: Color) -> Int16? {
        switch self {
        case .none: nil
        case .basic8: Int16(color.basic)
        case .basic16: Int16(color.basic) + (color.bright ? 8 : 0)
        case .xterm256: Int16(color.xterm256)
        }
    }
}
