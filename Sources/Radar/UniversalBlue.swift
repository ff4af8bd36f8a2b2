/// RainViewer's "Universal Blue" colour scheme (scheme 2, the only one it serves since 2026), read backwards:
/// a tile's colour to the reflectivity it stands for.
public enum UniversalBlue {
    /// The scheme number in a tile's URL.
    public static let scheme = 2
    /// The reflectivity of the table's first row.
    public static let firstDBZ = -32

    /// Exact colours to reflectivity. Where the table gives several reflectivities one colour (the top of the
    /// scale), the lowest is kept: the decoded value never overstates the rain.
    private static let exact: [UInt32: Int8] = {
        var table: [UInt32: Int8] = [:]
        for (offset, colour) in rainColours.enumerated() where colour.3 > 0 {
            let key = packed(colour.0, colour.1, colour.2, colour.3)
            if table[key] == nil { table[key] = Int8(firstDBZ + offset) }
        }
        return table
    }()

    /// The table's echo colours, for the nearest-colour search when a pixel is not exactly in the table.
    private static let echoes: [(colour: (Int, Int, Int, Int), dbz: Int8)] = rainColours.enumerated().compactMap {
        offset, colour in
        colour.3 == 0 ? nil : ((Int(colour.0), Int(colour.1), Int(colour.2), Int(colour.3)), Int8(firstDBZ + offset))
    }

    /// The reflectivity of a pixel in dBZ, or nil where there is no echo (transparent).
    public static func dbz(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Int8? {
        guard alpha > 0 else { return nil }
        if let exact = exact[packed(red, green, blue, alpha)] { return exact }
        // A blended edge (a smoothed tile, a resampled picture): the nearest of the table's colours.
        var best: Int8? = nil
        var bestDistance = Int.max
        for echo in echoes {
            let dr = echo.colour.0 - Int(red)
            let dg = echo.colour.1 - Int(green)
            let db = echo.colour.2 - Int(blue)
            let da = echo.colour.3 - Int(alpha)
            let distance = dr * dr + dg * dg + db * db + da * da
            if distance < bestDistance {
                bestDistance = distance
                best = echo.dbz
            }
        }
        return best
    }

    /// The table's colour for a reflectivity (clamped to the table), as a tile would show it.
    public static func colour(dbz: Int) -> PNGImage.Pixel {
        let index = min(max(dbz - firstDBZ, 0), rainColours.count - 1)
        let colour = rainColours[index]
        return PNGImage.Pixel(red: colour.0, green: colour.1, blue: colour.2, alpha: colour.3)
    }

    private static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
    }
}
