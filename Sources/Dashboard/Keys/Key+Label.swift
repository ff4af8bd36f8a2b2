import Drawing
import KeyPress

extension Key {
    /// The key's name as printed on keyboards and in help: `←`, `PgUp`, `Shift-Tab`, `Ctrl-C`, `q`.
    public func label(asciiOnly: Bool = false) -> String {
        switch self {
        case .left: asciiOnly ? "Left" : "←"
        case .right: asciiOnly ? "Right" : "→"
        case .up: asciiOnly ? "Up" : "↑"
        case .down: asciiOnly ? "Down" : "↓"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .escape: "Esc"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        }
    }
}
