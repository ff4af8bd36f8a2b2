/// Text from a provider made safe to print on a terminal: no escape sequences, no control characters,
/// no bidi overrides or invisible characters that could disguise what is shown.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        // Most text is clean: hand it back without building a copy.
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                result.append(" ")
            case _ where isUnsafe(scalar):
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Outside text quoted back in a message: made safe, and cut to `limit` characters (with "…") so a
    /// megabyte value cannot flood the terminal.
    public static func echoed(_ text: String, limit: Int = 80) -> String {
        let safe = sanitized(String(text.unicodeScalars.prefix(limit * 8)))
        return safe.count > limit ? safe.prefix(limit - 1) + "…" : safe
    }

    /// C0 and C1 controls and DEL (ESC, CSI and OSC among them), line and paragraph separators, bidi
    /// marks, overrides and isolates, zero-width and other invisible characters, and tag characters.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F: true
        default: false
        }
    }
}
