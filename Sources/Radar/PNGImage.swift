/// A decoded picture: 8-bit red, green, blue and alpha per pixel, rows top to bottom.
public struct PNGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width · height · 4` bytes: R, G, B, A.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "an RGBA buffer's size is width × height × 4")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public struct Pixel: Sendable, Equatable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public func pixel(x: Int, y: Int) -> Pixel {
        let at = (y * width + x) * 4
        return Pixel(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], alpha: rgba[at + 3])
    }
}
