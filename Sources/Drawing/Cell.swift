/// One character cell. A wide character fills its cell and the next, which is a continuation with no text.
public struct Cell: Sendable, Equatable {
    /// One grapheme cluster; nil in the right half of a wide character.
    public var text: String?
    public var style: Style

    public init(text: String?, style: Style) {
        self.text = text
        self.style = style
    }

    public var isContinuation: Bool { text == nil }

    // Spelled out and inlinable: the screen compares every cell of every frame with the last one, and a
    // synthesized == is an opaque call across the module boundary.
    @inlinable public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.style == rhs.style && lhs.text == rhs.text
    }
}
