import ScreenText

/// Names and other short display strings, cut when they enter the model rather than only when printed: a
/// geocoder or a server that answers with a name of a million characters (escape sequences, zero-width
/// characters) must not make every line, cache row and `last-place.json` that large.
public enum EnteredText {
    /// The most characters a name keeps.
    public static let limit = 200

    /// `text` cut to `limit` characters with `…` at the cut, and to twice as many Unicode scalars.
    public static func cut(_ text: String) -> String {
        TerminalText.cut(text, to: limit, scalarsPerCharacter: 2)
    }

    public static func cut(_ text: String?) -> String? {
        text.map { cut($0) }
    }
}
