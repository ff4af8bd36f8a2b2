/// Names and other short display strings, cut when they enter the model rather than only when printed: a
/// geocoder or a server that answers with a name of a million characters (escape sequences, zero-width
/// characters) must not make every line, cache row and `last-place.json` that large.
public enum EnteredText {
    /// The most characters a name keeps.
    public static let limit = 200

    /// `text` cut to `limit` characters with `…` at the cut, and to twice as many Unicode scalars (zero-width
    /// joiners can make one character of a million scalars).
    public static func cut(_ text: String, to limit: Int = limit) -> String {
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        let bounded = scalars.count > limit * 2 ? String(String.UnicodeScalarView(scalars.prefix(limit * 2))) : text
        guard bounded.count > limit || bounded.unicodeScalars.count < scalars.count else { return text }
        return String(bounded.prefix(limit - 1)) + "…"
    }

    public static func cut(_ text: String?) -> String? {
        text.map { cut($0) }
    }
}
