import Testing

@testable import Radar

@Suite struct PNGDecoderTests {
    /// Varied bytes so every filter predicts something different from the raw value.
    static func samples(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ ($0 / 7) &* 11) }
    }

    @Test func rgbaThroughEveryFilterReadsBackExactly() throws {
        let samples = Self.samples(9 * 10 * 4)
        for filter: UInt8 in 0...4 {
            let png = PNGWriter(width: 9, height: 10, colour: .rgba, filters: [filter]).png(samples: samples)
            let image = try PNGDecoder().decode(png)
            #expect(image.width == 9 && image.height == 10)
            #expect(image.rgba == samples, "filter \(filter)")
        }
        let mixed = try PNGDecoder().decode(PNGWriter(width: 9, height: 10, colour: .rgba).png(samples: samples))
        #expect(mixed.rgba == samples)
    }

    @Test func rgbGainsOpaqueAlphaAndItsTransparentKey() throws {
        var samples = Self.samples(4 * 3 * 3)
        samples[0...2] = [10, 20, 30]
        var writer = PNGWriter(width: 4, height: 3, colour: .rgb)
        writer.transparency = [0, 10, 0, 20, 0, 30]
        let image = try PNGDecoder().decode(writer.png(samples: samples))
        #expect(image.pixel(x: 0, y: 0) == .init(red: 10, green: 20, blue: 30, alpha: 0))
        #expect(image.pixel(x: 1, y: 0) == .init(red: samples[3], green: samples[4], blue: samples[5], alpha: 255))
        #expect(image.pixel(x: 3, y: 2) == .init(red: samples[33], green: samples[34], blue: samples[35], alpha: 255))
    }

    @Test func greyAndGreyAlpha() throws {
        let grey = try PNGDecoder().decode(
            PNGWriter(width: 5, height: 2, colour: .grey).png(samples: [0, 50, 100, 150, 200, 250, 1, 2, 3, 4]))
        #expect(grey.pixel(x: 2, y: 0) == .init(red: 100, green: 100, blue: 100, alpha: 255))
        #expect(grey.pixel(x: 4, y: 1) == .init(red: 4, green: 4, blue: 4, alpha: 255))
        let greyAlpha = try PNGDecoder().decode(
            PNGWriter(width: 2, height: 2, colour: .greyAlpha).png(samples: [9, 0, 80, 128, 7, 255, 6, 5]))
        #expect(greyAlpha.pixel(x: 0, y: 0) == .init(red: 9, green: 9, blue: 9, alpha: 0))
        #expect(greyAlpha.pixel(x: 1, y: 0) == .init(red: 80, green: 80, blue: 80, alpha: 128))
        #expect(greyAlpha.pixel(x: 1, y: 1) == .init(red: 6, green: 6, blue: 6, alpha: 5))
    }

    @Test func paletteWithTransparency() throws {
        var writer = PNGWriter(width: 3, height: 2, colour: .palette)
        writer.palette = [0, 0, 0, 0, 163, 224, 255, 238, 0]
        writer.transparency = [0, 200]
        let image = try PNGDecoder().decode(writer.png(samples: [0, 1, 2, 2, 1, 0]))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 1, y: 0) == .init(red: 0, green: 163, blue: 224, alpha: 200))
        #expect(image.pixel(x: 2, y: 0) == .init(red: 255, green: 238, blue: 0, alpha: 255))
        #expect(image.pixel(x: 0, y: 1) == .init(red: 255, green: 238, blue: 0, alpha: 255))
    }

    @Test func paletteIndexPastTheEndIsRefused() {
        var writer = PNGWriter(width: 2, height: 1, colour: .palette)
        writer.palette = [1, 2, 3]
        #expect(throws: PNGError.badPalette("pixel 1 uses colour 5 of a palette of 1")) {
            try PNGDecoder().decode(writer.png(samples: [0, 5]))
        }
        #expect(throws: PNGError.badPalette("a palette picture without a PLTE chunk")) {
            try PNGDecoder().decode(PNGWriter(width: 2, height: 1, colour: .palette).png(samples: [0, 0]))
        }
    }

    @Test func aDamagedChunkFailsItsCRC() {
        var png = PNGWriter(width: 4, height: 4, colour: .grey).png(samples: Self.samples(16))
        // A byte of the first IDAT's body: after the signature (8) and IHDR (25), its length and type (8).
        png[8 + 25 + 8] ^= 0x40
        #expect(throws: PNGError.badChunkCRC(chunk: "IDAT")) { try PNGDecoder().decode(png) }
    }

    @Test func hugeDimensionsAreRefusedBeforeInflating() {
        let header = PNGWriter.bigEndian(100_000) + PNGWriter.bigEndian(100_000) + [8, 6, 0, 0, 0]
        // No IDAT at all: the header alone must be refused.
        let png = PNGDecoder.signature + PNGWriter.chunk("IHDR", header) + PNGWriter.chunk("IEND", [])
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: PNGDecoder.defaultMaximumPixels)) {
            try PNGDecoder().decode(png)
        }
        let small = PNGWriter(width: 40, height: 40, colour: .grey).png(samples: Self.samples(1600))
        #expect(throws: PNGError.tooLarge(width: 40, height: 40, limit: 1000)) {
            try PNGDecoder(maximumPixels: 1000).decode(small)
        }
    }

    @Test func whatItDoesNotReadIsRefusedByName() {
        var sixteen = PNGWriter(width: 2, height: 2, colour: .grey)
        sixteen.bitDepth = 16
        #expect(throws: PNGError.unsupported("16 bits per sample (wxdash reads 8)")) {
            try PNGDecoder().decode(sixteen.png(samples: Self.samples(8)))
        }
        var interlaced = PNGWriter(width: 2, height: 2, colour: .grey)
        interlaced.interlace = 1
        #expect(throws: PNGError.unsupported("interlaced (Adam7) pictures")) {
            try PNGDecoder().decode(interlaced.png(samples: Self.samples(4)))
        }
        var critical = PNGWriter(width: 2, height: 2, colour: .grey)
        critical.extraChunks = [("ABCD", [1])]
        #expect(throws: PNGError.unsupported("the critical chunk ABCD")) {
            try PNGDecoder().decode(critical.png(samples: Self.samples(4)))
        }
        var ancillary = PNGWriter(width: 2, height: 2, colour: .grey)
        ancillary.extraChunks = [("tEXt", Array("Comment\u{0}hello".utf8))]
        #expect((try? PNGDecoder().decode(ancillary.png(samples: Self.samples(4))))?.width == 2)
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode(Array("<html>404</html>".utf8)) }
    }

    @Test func aCutOffDownloadIsTruncated() {
        let png = PNGWriter(width: 8, height: 8, colour: .rgba).png(samples: Self.samples(256))
        for cut in [9, 30, png.count / 2, png.count - 1] {
            #expect(throws: PNGError.truncated) { try PNGDecoder().decode(Array(png[..<cut])) }
        }
    }

    @Test func rowsThatDoNotMatchTheHeaderAreRefused() {
        // Three rows of data under a header that says two.
        let rows = PNGWriter.deflate([0, 1, 2, 0, 3, 4, 0, 5, 6])
        let header = PNGWriter.bigEndian(2) + PNGWriter.bigEndian(2) + [8, 0, 0, 0, 0]
        let long =
            PNGDecoder.signature + PNGWriter.chunk("IHDR", header) + PNGWriter.chunk("IDAT", rows)
            + PNGWriter.chunk("IEND", [])
        #expect(throws: PNGError.badData("more pixel rows than the header promises")) { try PNGDecoder().decode(long) }
        let short =
            PNGDecoder.signature + PNGWriter.chunk("IHDR", header)
            + PNGWriter.chunk("IDAT", PNGWriter.deflate([0, 1, 2]))
            + PNGWriter.chunk("IEND", [])
        #expect(throws: PNGError.badData("3 bytes of pixel rows where the header promises 6")) {
            try PNGDecoder().decode(short)
        }
        let badFilter =
            PNGDecoder.signature + PNGWriter.chunk("IHDR", header)
            + PNGWriter.chunk("IDAT", PNGWriter.deflate([7, 1, 2, 0, 3, 4])) + PNGWriter.chunk("IEND", [])
        #expect(throws: PNGError.badData("row 0 has filter type 7; PNG has 0 to 4")) {
            try PNGDecoder().decode(badFilter)
        }
    }
}
