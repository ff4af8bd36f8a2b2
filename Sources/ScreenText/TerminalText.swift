/// Text from a provider made safe to print on a terminal: no escape sequences, no control characters,
/// no bidi overrides or invisible characters that could disguise what is shown.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        sanitized(text, keepingJoiners: false)
    }

    /// `keepingJoiners`: zero-width joiners and non-joiners stay (they hold emoji sequences and some scripts
    /// together), for text kept as someone wrote it; what goes to a screen drops them too.
    public static func sanitized(_ text: String, keepingJoiners: Bool) -> String {
        let unsafe = { (scalar: Unicode.Scalar) in isUnsafe(scalar) && !(keepingJoiners && isJoiner(scalar)) }
        // Most text is clean: hand it back without building a copy.
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        // A character that ended a sequence without belonging to it is read again as text.
        var pending: Unicode.Scalar?
        while let scalar = pending ?? scalars.next() {
            pending = nil
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                result.append(" ")
            case 0x1B:
                // An escape sequence goes whole, not just its first byte: `ESC [31m` would leave `[31m` behind.
                // (C1 introducers such as U+009B are dropped alone: UTF-8 terminals print them, not obey them.)
                pending = skipEscapeSequence(opener: scalars.next(), in: &scalars)
            case _ where unsafe(scalar):
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200C || scalar.value == 0x200D
    }

    /// Skips the rest of an ECMA-48 escape sequence after its ESC: CSI's parameters and intermediates to its final
    /// byte; OSC, DCS, SOS, PM and APC's strings to BEL or the string terminator (`ESC \\` or ST), at most 4096
    /// characters; any other escape's intermediates and final byte. Returns a character that ended the sequence
    /// without being part of it (a line break or letter inside a CSI, another ESC), to be read as text.
    private static func skipEscapeSequence(
        opener first: Unicode.Scalar?, in scalars: inout String.UnicodeScalarView.Iterator
    ) -> Unicode.Scalar? {
        var opener = first
        // A loop, not recursion: `ESC ] ESC ] …` from a server must not grow the stack.
        while let current = opener {
            opener = nil
            switch current {
            case "[":
                while let scalar = scalars.next() {
                    if (0x20...0x3F).contains(scalar.value) { continue }
                    return (0x40...0x7E).contains(scalar.value) ? nil : scalar
                }
            case "]", "P", "X", "^", "_":
                var length = 0
                while let scalar = scalars.next() {
                    if scalar.value == 0x07 || scalar.value == 0x9C { return nil }
                    if scalar.value == 0x1B {
                        // `ESC \` ends the string; any other escape ends it and is a sequence of its own.
                        let next = scalars.next()
                        if next == "\\" { return nil }
                        opener = next
                        break
                    }
                    length += 1
                    // Never terminated: what follows is text, not one endless title.
                    if length > 4096 { return nil }
                }
                if opener != nil { continue }
            default:
                // `ESC =` is whole; `ESC ( B` has intermediates (space to /) before its final byte.
                guard (0x20...0x2F).contains(current.value) else {
                    return (0x30...0x7E).contains(current.value) ? nil : current
                }
                while let scalar = scalars.next() {
                    if (0x20...0x2F).contains(scalar.value) { continue }
                    return (0x30...0x7E).contains(scalar.value) ? nil : scalar
                }
            }
            return nil
        }
        return nil
    }

    /// Outside text quoted back in a message: made safe, and cut to `limit` characters (with "…") so a
    /// megabyte value cannot flood the terminal.
    public static func echoed(_ text: String, limit: Int = 80) -> String {
        cut(sanitized(String(text.unicodeScalars.prefix(limit * 8))), to: limit)
    }

    /// `text` cut to `limit` characters, with "…" at the cut. Only the first `limit * scalarsPerCharacter` Unicode
    /// scalars are kept: a million zero-width joiners make one character, and counting characters alone would keep
    /// them all.
    public static func cut(_ text: String, to limit: Int, scalarsPerCharacter: Int = 8) -> String {
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        let bounded = String(String.UnicodeScalarView(scalars.prefix(limit * scalarsPerCharacter)))
        let boundedAway = bounded.utf8.count < text.utf8.count
        guard boundedAway || bounded.count > limit else { return text }
        return String(bounded.prefix(limit - 1)) + "…"
    }

    /// C0 and C1 controls and DEL (ESC, CSI and OSC among them), line and paragraph separators, bidi
    /// marks, overrides and isolates, zero-width and other invisible characters, and tag characters.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB,
            0xE0000...0xE007F:
            true
        default: false
        }
    }
}
