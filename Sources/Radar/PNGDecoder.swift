/// Reads the PNG pictures radar tiles come as: 8-bit grey, grey+alpha, RGB, RGBA and palette (with `tRNS`),
/// not interlaced, every chunk's CRC checked. The size is checked against `maximumPixels` before anything is
/// inflated.
public struct PNGDecoder: Sendable {
    /// 2048 × 2048: four times a 512-px radar tile on each side.
    public static let defaultMaximumPixels = 2048 * 2048
    public var maximumPixels: Int

    public init(maximumPixels: Int = PNGDecoder.defaultMaximumPixels) {
        self.maximumPixels = maximumPixels
    }

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    private enum ColourType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    private struct Header {
        var width: Int
        var height: Int
        var colour: ColourType
    }

    public func decode(_ data: [UInt8]) throws(PNGError) -> PNGImage {
        guard data.count >= 8, Array(data[0..<8]) == Self.signature else { throw .notPNG }
        var offset = 8
        var header: Header?
        var palette: [PNGImage.Pixel] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var ended = false
        while !ended {
            guard data.count - offset >= 12 else { throw .truncated }
            let length = Int(Self.bigEndian(data, offset))
            guard length <= 0x7FFF_FFFF, data.count - offset - 12 >= length else { throw .truncated }
            let typeBytes = data[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            let body = data[(offset + 8)..<(offset + 8 + length)]
            let stored = Self.bigEndian(data, offset + 8 + length)
            guard ZlibInflate.crc32(data[(offset + 4)..<(offset + 8 + length)]) == stored else {
                throw .badChunkCRC(chunk: Self.printable(typeBytes))
            }
            offset += 12 + length
            if header == nil, type != "IHDR" { throw .missingHeader }
            switch type {
            case "IHDR":
                guard header == nil else { throw .unsupported("a second IHDR chunk") }
                header = try readHeader(body)
            case "PLTE":
                guard body.count % 3 == 0, body.count >= 3, body.count <= 768 else {
                    throw .badPalette("\(body.count) bytes, not 1 to 256 colours of 3 bytes")
                }
                let bytes = Array(body)
                palette = stride(from: 0, to: bytes.count, by: 3).map {
                    PNGImage.Pixel(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2], alpha: 255)
                }
            case "tRNS":
                transparency = Array(body)
            case "IDAT":
                compressed.append(contentsOf: body)
            case "IEND":
                ended = true
            default:
                // An unknown chunk that is critical (upper-case first letter) changes how the picture reads.
                if let first = typeBytes.first, first & 0x20 == 0 {
                    throw .unsupported("the critical chunk \(Self.printable(typeBytes))")
                }
            }
        }
        guard let header else { throw .missingHeader }
        let stride = header.width * header.colour.channels
        let rows = try ZlibInflate.inflate(compressed, expectedCount: header.height * (stride + 1))
        let pixels = try Self.unfilter(
            rows, height: header.height, stride: stride, bytesPerPixel: header.colour.channels)
        return try expand(pixels, header: header, palette: palette, transparency: transparency)
    }

    private func readHeader(_ body: ArraySlice<UInt8>) throws(PNGError) -> Header {
        guard body.count == 13 else { throw .unsupported("an IHDR chunk of \(body.count) bytes, not 13") }
        let bytes = Array(body)
        let width = Int(Self.bigEndian(bytes, 0))
        let height = Int(Self.bigEndian(bytes, 4))
        let depth = bytes[8]
        guard width > 0, height > 0 else { throw .unsupported("a picture of \(width)×\(height) pixels") }
        guard width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels else {
            throw .tooLarge(width: width, height: height, limit: maximumPixels)
        }
        guard let colour = ColourType(rawValue: bytes[9]) else { throw .unsupported("colour type \(bytes[9])") }
        guard depth == 8 else { throw .unsupported("\(depth) bits per sample (wxdash reads 8)") }
        guard bytes[10] == 0, bytes[11] == 0 else {
            throw .unsupported("compression \(bytes[10]) or filter method \(bytes[11])")
        }
        guard bytes[12] == 0 else { throw .unsupported("interlaced (Adam7) pictures") }
        return Header(width: width, height: height, colour: colour)
    }

    /// Undoes PNG's five row filters (None, Sub, Up, Average, Paeth) in place, dropping each row's filter byte.
    static func unfilter(_ rows: [UInt8], height: Int, stride: Int, bytesPerPixel: Int) throws(PNGError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = rows[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            let hasUp = row > 0
            switch filter {
            case 0:
                for i in 0..<stride { out[target + i] = rows[source + i] }
            case 1:
                for i in 0..<stride {
                    out[target + i] = rows[source + i] &+ (i >= bytesPerPixel ? out[target + i - bytesPerPixel] : 0)
                }
            case 2:
                for i in 0..<stride { out[target + i] = rows[source + i] &+ (hasUp ? out[target - stride + i] : 0) }
            case 3:
                for i in 0..<stride {
                    let left = i >= bytesPerPixel ? Int(out[target + i - bytesPerPixel]) : 0
                    let up = hasUp ? Int(out[target - stride + i]) : 0
                    out[target + i] = rows[source + i] &+ UInt8((left + up) / 2)
                }
            case 4:
                for i in 0..<stride {
                    let left = i >= bytesPerPixel ? out[target + i - bytesPerPixel] : 0
                    let up = hasUp ? out[target - stride + i] : 0
                    let upLeft = hasUp && i >= bytesPerPixel ? out[target - stride + i - bytesPerPixel] : 0
                    out[target + i] = rows[source + i] &+ paeth(left, up, upLeft)
                }
            default:
                throw .badData("row \(row) has filter type \(filter); PNG has 0 to 4")
            }
        }
        return out
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private func expand(
        _ pixels: [UInt8], header: Header, palette: [PNGImage.Pixel], transparency: [UInt8]
    ) throws(PNGError) -> PNGImage {
        let count = header.width * header.height
        var rgba = [UInt8](repeating: 255, count: count * 4)
        switch header.colour {
        case .rgba:
            rgba = pixels
        case .rgb:
            let key = transparency.count == 6 ? [transparency[1], transparency[3], transparency[5]] : nil
            for i in 0..<count {
                rgba[i * 4] = pixels[i * 3]
                rgba[i * 4 + 1] = pixels[i * 3 + 1]
                rgba[i * 4 + 2] = pixels[i * 3 + 2]
                if let key, key[0] == pixels[i * 3], key[1] == pixels[i * 3 + 1], key[2] == pixels[i * 3 + 2] {
                    rgba[i * 4 + 3] = 0
                }
            }
        case .grey:
            let key = transparency.count == 2 ? transparency[1] : nil
            for i in 0..<count {
                let grey = pixels[i]
                rgba[i * 4] = grey
                rgba[i * 4 + 1] = grey
                rgba[i * 4 + 2] = grey
                if grey == key { rgba[i * 4 + 3] = 0 }
            }
        case .greyAlpha:
            for i in 0..<count {
                let grey = pixels[i * 2]
                rgba[i * 4] = grey
                rgba[i * 4 + 1] = grey
                rgba[i * 4 + 2] = grey
                rgba[i * 4 + 3] = pixels[i * 2 + 1]
            }
        case .palette:
            guard !palette.isEmpty else { throw .badPalette("a palette picture without a PLTE chunk") }
            guard transparency.count <= palette.count else {
                throw .badPalette("\(transparency.count) transparency entries for \(palette.count) colours")
            }
            var colours = palette
            for (index, alpha) in transparency.enumerated() { colours[index].alpha = alpha }
            for i in 0..<count {
                let index = Int(pixels[i])
                guard index < colours.count else {
                    throw .badPalette("pixel \(i) uses colour \(index) of a palette of \(colours.count)")
                }
                let colour = colours[index]
                rgba[i * 4] = colour.red
                rgba[i * 4 + 1] = colour.green
                rgba[i * 4 + 2] = colour.blue
                rgba[i * 4 + 3] = colour.alpha
            }
        }
        return PNGImage(width: header.width, height: header.height, rgba: rgba)
    }

    static func bigEndian(_ data: [UInt8], _ at: Int) -> UInt32 {
        UInt32(data[at]) << 24 | UInt32(data[at + 1]) << 16 | UInt32(data[at + 2]) << 8 | UInt32(data[at + 3])
    }

    private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(bytes.map { (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "?" })
    }
}
