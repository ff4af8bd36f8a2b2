/// How a cell is drawn. A nil colour is the terminal's own default.
public struct Style: Sendable, Hashable {
    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    @inlinable public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.bold == rhs.bold && lhs.dim == rhs.dim && lhs.reverse == rhs.reverse && lhs.underline == rhs.underline
            && lhs.foreground == rhs.foreground && lhs.background == rhs.background
    }

    public var bolded: Style {
        var copy = self
        copy.bold = true
        return copy
    }

    /// Stepped back: dim, and never bold too (terminals draw bold over dim, so big digits stayed bright).
    public var dimmed: Style {
        var copy = self
        copy.dim = true
        copy.bold = false
        return copy
    }
}
