import CNcursesw
import Drawing
import KeyPress

/// Turns what ncurses' `wget_wch` read into input: a function-key code (when it returned `KEY_CODE_YES`)
/// or a character. Pure, so every mapping is testable without a terminal.
public enum KeyDecoder {
    /// nil for codes the dashboard has no use for (unknown function keys, stray control characters).
    public static func input(code: UInt32, isFunctionKey: Bool) -> TerminalInput? {
        if isFunctionKey, code == UInt32(KEY_RESIZE) { return .resize }
        return key(code: code, isFunctionKey: isFunctionKey).map(TerminalInput.key)
    }

    public static func key(code: UInt32, isFunctionKey: Bool) -> Key? {
        isFunctionKey ? functionKey(Int32(truncatingIfNeeded: code)) : character(code)
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_BACKSPACE: .backspace
        case KEY_ENTER: .enter
        case KEY_BTAB: .backTab
        default: nil
        }
    }

    private static func character(_ code: UInt32) -> Key? {
        switch code {
        case 8, 127: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(0x60 + code))))
        default:
            guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .control else { return nil }
            return .character(Character(scalar))
        }
    }
}
