/// Sixel (DEC's raster graphics, spoken by xterm -ti vt340, foot, mlterm, WezTerm, iTerm2, Windows Terminal): the
/// picture in bands six pixels tall, one pass per colour of a palette of at most 256.
public enum Sixel {
    public static let maximumColours = 256

    /// The picture as one device control string, drawn from the cursor. Pixels with alpha under 128 are left
    /// transparent (`P2=1`): what was on screen shows through them.
    public static func encode(_ image: RGBAImage) -> String {
        let (palette, indices) = quantised(image)
        var output = "\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)"
        for (number, colour) in palette.enumerated() {
            output += "#\(number);2;\(percent(colour.red));\(percent(colour.green));\(percent(colour.blue))"
        }
        var bands: [String] = []
        for top in stride(from: 0, to: image.height, by: 6) {
            let bottom = min(top + 6, image.height)
            var passes: [String] = []
            // Per colour, its six bits in each column of the band.
            var bits = [[UInt8]](repeating: [UInt8](repeating: 0, count: image.width), count: palette.count)
            var present = [Bool](repeating: false, count: palette.count)
            for y in top..<bottom {
                for x in 0..<image.width {
                    guard let index = indices[y * image.width + x] else { continue }
                    bits[index][x] |= 1 << UInt8(y - top)
                    present[index] = true
                }
            }
            for index in palette.indices where present[index] {
                passes.append("#\(index)" + runLength(bits[index]))
            }
            bands.append(passes.joined(separator: "$"))
        }
        return output + bands.joined(separator: "-") + "\u{1B}\\"
    }

    /// A colour's channel as sixel's percentages.
    private static func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }

    /// The sixel characters of one colour's pass over a band, runs of four or more as `!count`, with the empty
    /// columns at its end left out.
    private static func runLength(_ columns: [UInt8]) -> String {
        var end = columns.count
        while end > 0 && columns[end - 1] == 0 { end -= 1 }
        var output = ""
        var index = 0
        while index < end {
            var run = 1
            while index + run < end && columns[index + run] == columns[index] { run += 1 }
            let character = Character(Unicode.Scalar(63 + columns[index]))
            output += run >= 4 ? "!\(run)\(character)" : String(repeating: character, count: run)
            index += run
        }
        return output
    }

    /// The picture's colours, at most 256, in the order they first appear (row by row), and each pixel's place
    /// among them (nil for a transparent one). A picture of more colours is first reduced to a cube of 6 reds,
    /// 7 greens and 6 blues (252 colours), each pixel to the cube's nearest.
    static func quantised(_ image: RGBAImage) -> (palette: [RGBAImage.Pixel], indices: [Int?]) {
        var distinct = Set<RGBAImage.Pixel>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                var pixel = image[x, y]
                guard pixel.alpha >= 128 else { continue }
                pixel.alpha = 255
                distinct.insert(pixel)
                if distinct.count > maximumColours { break }
            }
        }
        let reduce = distinct.count > maximumColours
        var palette: [RGBAImage.Pixel] = []
        var numbers: [RGBAImage.Pixel: Int] = [:]
        var indices = [Int?](repeating: nil, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                var pixel = image[x, y]
                guard pixel.alpha >= 128 else { continue }
                pixel.alpha = 255
                if reduce { pixel = cube(pixel) }
                if let number = numbers[pixel] {
                    indices[y * image.width + x] = number
                } else {
                    numbers[pixel] = palette.count
                    indices[y * image.width + x] = palette.count
                    palette.append(pixel)
                }
            }
        }
        return (palette, indices)
    }

    /// The nearest colour of the 6 × 7 × 6 cube.
    private static func cube(_ pixel: RGBAImage.Pixel) -> RGBAImage.Pixel {
        func level(_ channel: UInt8, _ steps: Int) -> UInt8 {
            let step = (Int(channel) * (steps - 1) + 127) / 255
            return UInt8(step * 255 / (steps - 1))
        }
        return RGBAImage.Pixel(red: level(pixel.red, 6), green: level(pixel.green, 7), blue: level(pixel.blue, 6))
    }
}
