import CZlib
import Dashboard
import Dispatch
import Drawing
import Foundation
import Radar
import Translation
import WeatherKit

/// The radar's figures: decoding one 512-px tile, and composing a Radar page at the two large sizes.
extension Benchmarks {
    func radar() throws {
        let png = Self.radarTilePNG()
        var samples: [TimeInterval] = []
        for _ in 0..<50 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try RadarTile(zoom: 7, x: 94, y: 53, image: try PNGDecoder().decode(png))
            samples.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        report(
            "decode a 512-px radar tile to dBZ (\(png.count / 1024) KiB, 50 runs)", samples[samples.count / 2],
            goal: 0.005)

        let tile = try RadarTile(zoom: 7, x: 94, y: 53, image: try PNGDecoder().decode(png))
        let tiles = RadarFrame.tilesAround(
            latitude: 27.7, longitude: 85.32, radiusKilometres: 150, zoom: 7, tileSize: 512)
        let frame = RadarFrame(
            time: Date(timeIntervalSince1970: 1_796_032_500), zoom: 7, tileSize: 512,
            tiles: tiles.map {
                RadarTile(zoom: 7, x: $0.x, y: $0.y, size: 512, dbz: tile.dbz)
            })
        let location = Location(
            name: "Kathmandu", latitude: 27.7, longitude: 85.32, timeZoneIdentifier: "Asia/Kathmandu",
            utcOffsetSeconds: 20_700)
        let palette = Palette.make(condition: .rain, isDay: true, theme: .dark, dimmed: false)
        for (size, goal) in [(Size(columns: 200, rows: 60), 0.005), (Size(columns: 320, rows: 90), 0.010)] {
            var frameSamples: [TimeInterval] = []
            for _ in 0..<50 {
                let start = DispatchTime.now().uptimeNanoseconds
                var canvas = Canvas(size: size, background: palette.page)
                RadarPageView(
                    frames: [frame], frameIndex: 0, location: location, observation: nil, now: frame.time,
                    language: .english,
                    timeStyle: .standard, colour: true, asciiOnly: false, palette: palette
                ).draw(in: canvas.area, on: &canvas)
                frameSamples.append(TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            frameSamples.sort()
            report("compose a Radar page \(size) (50 frames)", frameSamples[frameSamples.count / 2], goal: goal)
        }
    }

    /// A tile as RainViewer draws one: rings of Universal Blue colours on transparency, RGBA, filter Sub.
    static func radarTilePNG() -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<512 {
            rows.append(0)
            for x in 0..<512 {
                let distance = Double((x - 256) * (x - 256) + (y - 300) * (y - 300)).squareRoot()
                if distance < 200 {
                    let colour = UniversalBlue.colour(dbz: 50 - Int(distance / 8))
                    rows += [colour.red, colour.green, colour.blue, colour.alpha]
                } else {
                    rows += [0, 0, 0, 0]
                }
            }
        }
        var size = compressBound(UInt(rows.count))
        var compressed = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&compressed, &size, rows, UInt(rows.count), 6)
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", bigEndian(512) + bigEndian(512) + [8, 6, 0, 0, 0])
            + chunk("IDAT", Array(compressed[..<Int(size)])) + chunk("IEND", [])
    }
}
