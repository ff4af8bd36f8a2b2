/// One radar tile decoded to reflectivity, keeping where it lies on the Web Mercator plane: tile `x`, `y` at
/// `zoom`, `size` pixels a side (a 512-px tile at zoom 7 carries zoom-8 detail).
public struct RadarTile: Sendable, Equatable {
    public let zoom: Int
    public let x: Int
    public let y: Int
    public let size: Int
    /// `size · size` reflectivities in dBZ, rows top to bottom; `RadarTile.noEcho` where there is none.
    public let dbz: [Int8]

    public static let noEcho = Int8.min

    public init(zoom: Int, x: Int, y: Int, size: Int, dbz: [Int8]) {
        precondition(dbz.count == size * size, "a tile holds size × size reflectivities")
        self.zoom = zoom
        self.x = x
        self.y = y
        self.size = size
        self.dbz = dbz
    }

    /// Decodes a tile picture; it must be square.
    public init(zoom: Int, x: Int, y: Int, image: PNGImage) throws(PNGError) {
        guard image.width == image.height else {
            throw .unsupported("a radar tile of \(image.width)×\(image.height) pixels (tiles are square)")
        }
        var values = [Int8](repeating: RadarTile.noEcho, count: image.width * image.height)
        image.rgba.withUnsafeBufferPointer { rgba in
            // Rain comes in patches of one colour: the last colour's reading is reused along a run.
            var lastColour: UInt32 = 0
            var lastValue = RadarTile.noEcho
            for i in 0..<values.count {
                let at = i * 4
                if rgba[at + 3] == 0 { continue }
                let colour =
                    UInt32(rgba[at]) << 24 | UInt32(rgba[at + 1]) << 16 | UInt32(rgba[at + 2]) << 8
                    | UInt32(rgba[at + 3])
                if colour != lastColour {
                    lastColour = colour
                    lastValue =
                        UniversalBlue.dbz(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], alpha: rgba[at + 3])
                        ?? RadarTile.noEcho
                }
                values[i] = lastValue
            }
        }
        self.init(zoom: zoom, x: x, y: y, size: image.width, dbz: values)
    }

    /// The reflectivity at a pixel of this tile, nil where there is no echo.
    public func value(x px: Int, y py: Int) -> Int8? {
        guard px >= 0, py >= 0, px < size, py < size else { return nil }
        let value = dbz[py * size + px]
        return value == RadarTile.noEcho ? nil : value
    }
}
