/// Pixels to send to a terminal as a picture: rows from the top, each pixel red, green, blue and alpha (0–255).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Nil when `pixels` is not exactly `width · height · 4` bytes or a side is not positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, pixels.count == width * height * 4 else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public struct Pixel: Sendable, Hashable {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    public subscript(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }
}
