import Foundation
import Testing

@testable import TerminalGraphics

/// The encoders against escape sequences written by hand from the protocols' specifications (Snapshots/*.txt,
/// compared byte for byte): each image is small enough to encode on paper.
@Suite struct EncoderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func expected(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    static let green = RGBAImage.Pixel(red: 0, green: 255, blue: 0)
    static let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)
    static let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    static let clear = RGBAImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    static func image(_ width: Int, _ height: Int, _ pixels: [RGBAImage.Pixel]) throws -> RGBAImage {
        try #require(
            RGBAImage(width: width, height: height, pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }))
    }

    @Test func kittyOnePixel() throws {
        let output = KittyGraphics.display(.rgba(try Self.image(1, 1, [Self.red])), columns: 2, rows: 1)
        #expect(Array(output.utf8) == (try Self.expected("kitty-red-pixel.txt")))
    }

    @Test func kittyPNGWithAnID() throws {
        let output = KittyGraphics.display(.png([0x89, 0x50, 0x4E, 0x47]), columns: 10, rows: 5, imageID: 7)
        #expect(Array(output.utf8) == (try Self.expected("kitty-png-id.txt")))
    }

    /// 32 × 33 pixels are 4224 bytes, 5632 in base64: a first chunk of 4096 with every key and `m=1`, then the
    /// rest with only `m=0` (and `q`).
    @Test func kittySplitsIntoChunksOf4096() throws {
        let image = try Self.image(32, 33, Array(repeating: Self.clear, count: 32 * 33))
        let output = KittyGraphics.display(.rgba(image), columns: 16, rows: 8)
        #expect(Array(output.utf8) == (try Self.expected("kitty-two-chunks.txt")))
    }

    @Test func base64PadsAsRFC4648Says() {
        #expect(Base64.encode([]) == "")
        #expect(Base64.encode(Array("f".utf8)) == "Zg==")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    }

    /// Red and green over blue and a transparent pixel: one band, a pass per colour, the transparent pixel never
    /// drawn, empty columns at a pass's end left out.
    @Test func sixelTwoByTwo() throws {
        let output = Sixel.encode(try Self.image(2, 2, [Self.red, Self.green, Self.blue, Self.clear]))
        #expect(Array(output.utf8) == (try Self.expected("sixel-2x2.txt")))
    }

    @Test func sixelRunLength() throws {
        let white = Sixel.encode(try Self.image(10, 1, Array(repeating: Self.white, count: 10)))
        #expect(Array(white.utf8) == (try Self.expected("sixel-run.txt")))
        let mixed = Sixel.encode(try Self.image(6, 1, [Self.red, Self.red, Self.red, Self.red, Self.blue, Self.red]))
        #expect(Array(mixed.utf8) == (try Self.expected("sixel-runs-and-gaps.txt")))
        // Three alike stay as they are: "!3@" is no shorter.
        #expect(Sixel.encode(try Self.image(3, 1, Array(repeating: Self.white, count: 3))).contains("#0@@@\u{1B}"))
    }

    @Test func sixelBandsOfSixRows() throws {
        let output = Sixel.encode(try Self.image(1, 7, Array(repeating: Self.red, count: 7)))
        #expect(Array(output.utf8) == (try Self.expected("sixel-two-bands.txt")))
    }

    /// 400 colours are more than a palette holds: they are reduced to the 6 × 7 × 6 cube, and every pixel is drawn.
    @Test func sixelQuantisesToAtMost256Colours() throws {
        var pixels: [RGBAImage.Pixel] = []
        for index in 0..<400 {
            pixels.append(
                RGBAImage.Pixel(
                    red: UInt8(index % 20 * 13), green: UInt8(index / 20 * 13), blue: UInt8(index * 37 % 256)))
        }
        let image = try Self.image(20, 20, pixels)
        let (palette, indices) = Sixel.quantised(image)
        #expect(palette.count <= 252)
        #expect(Set(palette).count == palette.count)
        #expect(indices.allSatisfy { $0 != nil })
        let output = Sixel.encode(image)
        #expect(output.matches(of: /#[0-9]+;2;[0-9]+;[0-9]+;[0-9]+/).count == palette.count)
        // Few colours are kept exactly.
        let few = Sixel.quantised(try Self.image(2, 1, [RGBAImage.Pixel(red: 1, green: 2, blue: 3), Self.white]))
        #expect(few.palette == [RGBAImage.Pixel(red: 1, green: 2, blue: 3), Self.white])
    }

    @Test func anImageMustHoldItsPixels() {
        #expect(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: 0, height: 0, pixels: []) == nil)
    }
}
