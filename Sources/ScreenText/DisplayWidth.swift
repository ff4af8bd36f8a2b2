/// How many terminal columns text takes: wide East Asian characters and emoji take two,
/// combining marks and zero-width characters none.
///
/// `of` and `isSimple` are inlinable: the canvas asks them for every cell it writes, from another module.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        var simple = 0
        for scalar in text.unicodeScalars {
            guard isSimple(scalar) else { return text.reduce(0) { $0 + of($1) } }
            simple += 1
        }
        return simple
    }

    /// A grapheme cluster's columns, measured as one: a letter with its accents takes its letter's; an emoji sequence
    /// (a ZWJ family, a flag's two regional indicators, a keycap, an emoji with its presentation selector or skin
    /// tone) is one picture of two columns, never the sum of its parts.
    @inlinable
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return of(first) }
        return clusterWidth(scalars)
    }

    @usableFromInline
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var lead = 0
        var presentation = false
        var joined = false
        var regionalIndicators = 0
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F, 0x20E3: presentation = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            case 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: joined = true
            default: break
            }
            if lead == 0 { lead = of(scalar) }
        }
        if presentation || regionalIndicators >= 2 || (joined && lead == 2) { return 2 }
        return lead
    }

    /// Whether `scalar` is one of an emoji sequence's joining parts, which a terminal cell cannot be trusted to
    /// join: the zero-width joiner, the presentation selector, skin tones, tags and the keycap mark.
    public static func isEmojiJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
        default: false
        }
    }

    /// Whether `scalar` is a regional indicator (two make a flag).
    public static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if isSimple(scalar) { return 1 }
        if value == 0 { return 0 }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Whether `scalar` is one column and a grapheme on its own, whatever follows it: printable ASCII, Latin-1, dashes,
    /// quotes and the ellipsis, arrows, and the box-drawing and block characters of charts and big digits. Answered
    /// before the Unicode property lookup, which a frame would otherwise make for every cell.
    @inlinable @inline(__always)
    public static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x259F: true
        default: false
        }
    }

    /// Cuts `text` to at most `columns`, ending with `…` when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard of(text) > columns else { return text }
        var kept = ""
        var width = 0
        for character in text {
            let characterWidth = of(character)
            if width + characterWidth > columns - 1 { break }
            kept.append(character)
            width += characterWidth
        }
        return kept + "…"
    }

    /// Splits `text` into lines of at most `columns`, between words where it can; a word longer than a line is cut.
    public static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if of(candidate) <= columns {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = of(word) <= columns ? word : truncate(word, to: columns)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` padded with spaces on the right to exactly `columns` (cut when longer).
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - of(cut)))
    }

    @usableFromInline
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return (0xFE00...0xFE0F).contains(scalar.value) || (0x200B...0x200F).contains(scalar.value)
        }
    }

    @usableFromInline
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD,
            0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797,
            0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
            0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,
            0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
