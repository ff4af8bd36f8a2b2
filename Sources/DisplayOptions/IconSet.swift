/// Which glyph set draws conditions: the file `Assets/glyphs/<rawValue>.txt`.
public enum IconSet: String, CaseIterable, Sendable {
    /// Plain ASCII, for any terminal and font.
    case ascii
    /// One-column Unicode symbols that line up in tmux and plain xterm fonts.
    case unicode
    /// Two-column emoji symbols.
    case emoji
    /// Nerd Font weather icons (one column; needs a patched font).
    case nerd

    public static let `default` = IconSet.unicode
}
