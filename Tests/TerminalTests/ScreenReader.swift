import CNcursesw

/// What ncurses holds for one cell of a window, read back with `mvwin_wch` and `getcchar`.
struct ScreenCell: Equatable {
    var text: String
    var attributes: attr_t
    var pair: Int16

    func has(_ attribute: attr_t) -> Bool { attributes & attribute != 0 }

    @MainActor static func read(column: Int, row: Int, from window: UnsafeMutablePointer<WINDOW>? = wx_stdscr())
        -> ScreenCell?
    {
        var character = cchar_t()
        guard mvwin_wch(window, Int32(row), Int32(column), &character) != ERR else { return nil }
        var wide = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        guard getcchar(&character, &wide, &attributes, &pair, nil) != ERR else { return nil }
        var text = String.UnicodeScalarView()
        for value in wide.prefix(while: { $0 != 0 }) {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { text.append(scalar) }
        }
        return ScreenCell(text: String(text), attributes: attributes, pair: pair)
    }

    @MainActor static func colors(ofPair pair: Int16) -> (foreground: Int16, background: Int16) {
        var foreground: Int16 = 0
        var background: Int16 = 0
        pair_content(pair, &foreground, &background)
        return (foreground, background)
    }
}
