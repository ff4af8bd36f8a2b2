import Foundation
import Testing

@testable import Radar

@Suite struct ReflectivityTests {
    @Test(.enabled(if: RecordedRainViewer.directory != nil, "needs ../shared/fixtures/recorded/rainviewer"))
    func everyColourOfThePublishedTableReadsBackToItsReflectivity() throws {
        let csv = String(decoding: try RecordedRainViewer.file("universal_blue_rain.csv"), as: UTF8.self)
        var seen: Set<[Int]> = []
        var checked = 0
        for line in csv.split(separator: "\n").dropFirst() {
            let v = line.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            try #require(v.count == 5)
            let decoded = UniversalBlue.dbz(red: UInt8(v[1]), green: UInt8(v[2]), blue: UInt8(v[3]), alpha: UInt8(v[4]))
            if v[4] == 0 {
                #expect(decoded == nil, "\(v[0]) dBZ is no echo")
            } else if seen.insert(Array(v[1...])).inserted {
                #expect(decoded.map(Int.init) == v[0], "\(line)")
                checked += 1
            } else {
                // The top of the scale repeats one colour: read as its lowest reflectivity, never more.
                #expect(decoded.map(Int.init).map { $0 < v[0] } == true, "\(line)")
            }
        }
        #expect(checked > 70)
    }

    @Test func aBlendedColourReadsAsTheNearestInTheTable() {
        // Halfway between 20 dBZ (0,163,224) and 21 dBZ (0,154,213), rounded toward 20.
        #expect(UniversalBlue.dbz(red: 0, green: 160, blue: 220, alpha: 255) == 20)
        #expect(UniversalBlue.dbz(red: 250, green: 236, blue: 4, alpha: 255) == 35)
        #expect(UniversalBlue.dbz(red: 0, green: 0, blue: 0, alpha: 0) == nil)
    }

    @Test func marshallPalmer() {
        // Z = 200 R^1.6: 1 mm/h is 10·log10(200) = 23.0 dBZ; 10 mm/h is 39 dBZ; 100 mm/h 55 dBZ.
        #expect(abs(RainRate.millimetresPerHour(dbz: 23.0103) - 1) < 0.001)
        #expect(abs(RainRate.millimetresPerHour(dbz: 39.0103) - 10) < 0.01)
        #expect(abs(RainRate.millimetresPerHour(dbz: 55.0103) - 100) < 0.1)
        #expect(RainRate.Intensity(millimetresPerHour: 0.05) == .none)
        #expect(RainRate.Intensity(millimetresPerHour: 1) == .light)
        #expect(RainRate.Intensity(millimetresPerHour: 5) == .moderate)
        #expect(RainRate.Intensity(millimetresPerHour: 12) == .heavy)
    }

    @Test func aTileKeepsItsPlaceOnTheMap() throws {
        // Zoom 7, 512-px tiles: Vilnius (54.69 N, 25.28 E) lies in tile x 72, y 40, 6 px from its east edge.
        let latitude = 54.6872
        let longitude = 25.2797
        let frame = RadarFrame(time: Date(timeIntervalSince1970: 0), zoom: 7, tileSize: 512, tiles: [])
        let at = frame.viewport(latitude: 0, longitude: 0, width: 0, height: 0).worldPixel(
            latitude: latitude, longitude: longitude)
        let tileX = Int(at.x) / 512
        let tileY = Int(at.y) / 512
        #expect(tileX == 72 && tileY == 40)
        let px = Int(at.x) - tileX * 512
        let py = Int(at.y) - tileY * 512
        let png = PNGWriter.tile(size: 512) { x, y in abs(x - px) <= 1 && abs(y - py) <= 1 ? 42 : (x < 40 ? 10 : nil) }
        let tile = try RadarTile(zoom: 7, x: tileX, y: tileY, image: try PNGDecoder().decode(png))
        let placed = RadarFrame(time: frame.time, zoom: 7, tileSize: 512, tiles: [tile])
        #expect(placed.value(latitude: latitude, longitude: longitude) == 42)
        // 20 km east is clear; the tile's west edge has 10 dBZ; the next tile west is not there at all.
        #expect(placed.value(latitude: latitude, longitude: longitude + 0.3) == nil)
        #expect(placed.value(worldX: Double(tileX * 512 + 5), worldY: Double(tileY * 512 + 5)) == 10)
        #expect(placed.value(worldX: Double(tileX * 512 - 5), worldY: Double(tileY * 512 + 5)) == nil)
        #expect(!placed.covers(worldX: Double(tileX * 512 - 5), worldY: Double(tileY * 512 + 5)))
    }

    @Test func theTilesAViewNeeds() {
        let one = RadarFrame.tilesAround(
            latitude: 54.6872, longitude: 25.2797, radiusKilometres: 1, zoom: 7, tileSize: 512)
        #expect(one.map { [$0.x, $0.y] } == [[72, 40]])
        // 20 km reaches over the east edge into the next tile.
        let two = RadarFrame.tilesAround(
            latitude: 54.6872, longitude: 25.2797, radiusKilometres: 20, zoom: 7, tileSize: 512)
        #expect(two.map { [$0.x, $0.y] } == [[72, 40], [73, 40]])
        let around = RadarFrame.tilesAround(
            latitude: 54.6872, longitude: 25.2797, radiusKilometres: 150, zoom: 7, tileSize: 512)
        #expect(around.count >= 2 && around.count <= 9)
        // The client picks the deepest zoom where they are four at most.
        let chosen = RainViewerClient.tiles(latitude: 54.6872, longitude: 25.2797, radiusKilometres: 150, deepest: 7)
        #expect(chosen.zoom == 6 && chosen.tiles.count <= 4)
        // Across the antimeridian the tile numbers wrap.
        let fiji = RadarFrame.tilesAround(
            latitude: -17.7, longitude: 179.9, radiusKilometres: 100, zoom: 7, tileSize: 512)
        #expect(fiji.contains { $0.x == 0 } && fiji.contains { $0.x == 127 })
    }
}
