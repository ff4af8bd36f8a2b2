/// A colour as an xterm-256 index, with the nearest of the 8 basic colours for terminals that have only those.
public struct Color: Sendable, Hashable {
    public var xterm256: UInt8
    /// 0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white.
    public var basic: UInt8
    /// Whether the bright variant of `basic` is meant (on 16-colour terminals).
    public var bright: Bool

    @inlinable public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.xterm256 == rhs.xterm256 && lhs.basic == rhs.basic && lhs.bright == rhs.bright
    }

    public init(xterm256: UInt8, basic: UInt8, bright: Bool = false) {
        self.xterm256 = xterm256
        self.basic = basic & 7
        self.bright = bright
    }
}
