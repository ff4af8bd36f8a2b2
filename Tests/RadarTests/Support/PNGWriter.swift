import CZlib
import Radar

/// A small PNG writer for the tests: any of the five row filters per row, any 8-bit colour type, and hooks to
/// damage a picture on purpose.
struct PNGWriter {
    enum Colour: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6
    }

    var width: Int
    var height: Int
    var colour: Colour
    var bitDepth: UInt8 = 8
    var interlace: UInt8 = 0
    /// The filter type for each row (cycled): 0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth.
    var filters: [UInt8] = [0, 1, 2, 3, 4]
    var palette: [UInt8] = []
    var transparency: [UInt8]? = nil
    /// Extra chunks written before IDAT: (type, body).
    var extraChunks: [(String, [UInt8])] = []

    /// `samples` are the unfiltered rows, `width · channels` bytes each.
    func png(samples: [UInt8]) -> [UInt8] {
        let channels = [Colour.grey: 1, .rgb: 3, .palette: 1, .greyAlpha: 2, .rgba: 4][colour]!
        let stride = width * channels
        var filtered: [UInt8] = []
        for row in 0..<height {
            let filter = filters[row % filters.count]
            filtered.append(filter)
            for i in 0..<stride {
                let raw = samples[row * stride + i]
                let left = i >= channels ? samples[row * stride + i - channels] : 0
                let up = row > 0 ? samples[(row - 1) * stride + i] : 0
                let upLeft = row > 0 && i >= channels ? samples[(row - 1) * stride + i - channels] : 0
                let predictor: UInt8 =
                    switch filter {
                    case 1: left
                    case 2: up
                    case 3: UInt8((Int(left) + Int(up)) / 2)
                    case 4: Self.paeth(left, up, upLeft)
                    default: 0
                    }
                filtered.append(raw &- predictor)
            }
        }
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [bitDepth, colour.rawValue, 0, 0, interlace]
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        out += Self.chunk("IHDR", header)
        if !palette.isEmpty { out += Self.chunk("PLTE", palette) }
        if let transparency { out += Self.chunk("tRNS", transparency) }
        for (type, body) in extraChunks { out += Self.chunk(type, body) }
        let compressed = Self.deflate(filtered)
        // Two IDAT chunks, to test that they are joined.
        let half = compressed.count / 2
        out += Self.chunk("IDAT", Array(compressed[..<half]))
        out += Self.chunk("IDAT", Array(compressed[half...]))
        out += Self.chunk("IEND", [])
        return out
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&out, &size, bytes, UInt(bytes.count), 9)
        precondition(status == Z_OK)
        return Array(out[..<Int(size)])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// A radar tile as RainViewer draws one: transparent where there is no echo, the Universal Blue colour of
    /// each reflectivity elsewhere.
    static func tile(size: Int, dbz: (Int, Int) -> Int?) -> [UInt8] {
        var samples: [UInt8] = []
        samples.reserveCapacity(size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                if let value = dbz(x, y) {
                    let c = UniversalBlue.colour(dbz: value)
                    samples += [c.red, c.green, c.blue, c.alpha]
                } else {
                    samples += [0, 0, 0, 0]
                }
            }
        }
        return PNGWriter(width: size, height: size, colour: .rgba).png(samples: samples)
    }
}
