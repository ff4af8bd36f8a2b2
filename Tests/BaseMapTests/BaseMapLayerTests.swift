import Drawing
import Foundation
import Testing
import WeatherKit

@testable import BaseMap

@Suite struct BaseMapLayerTests {
    static let map: BaseMap? = try? BaseMap.load(contentsOf: BaseMapFileTests.shipped)

    /// The set dots of a raster, from its centre: x east, y south, in dots.
    static func dots(_ raster: BrailleRaster) -> [(x: Int, y: Int)] {
        var dots: [(x: Int, y: Int)] = []
        for y in 0..<raster.dotHeight {
            for x in 0..<raster.dotWidth where raster.isSet(x: x, y: y) {
                dots.append((x - raster.dotWidth / 2, y - raster.dotHeight / 2))
            }
        }
        return dots
    }

    static func nearest(_ dots: [(x: Int, y: Int)]) -> (x: Int, y: Int)? {
        dots.min { $0.x * $0.x + $0.y * $0.y < $1.x * $1.x + $1.y * $1.y }
    }

    /// Vilnius at zoom 7 over 1024 × 600 pixels (about 720 × 420 km), one pixel to a dot.
    @Test func vilniusHasTheBelarusianBorderToTheEastAndTheBalticToTheWest() throws {
        let map = try #require(Self.map)
        let viewport = MapViewport(centreLatitude: 54.687, centreLongitude: 25.280, zoom: 7, width: 1024, height: 600)
        let borders = Self.dots(
            BaseMapLayer.raster(map, viewport: viewport, columns: 512, rows: 150, features: [.border]))
        let border = try #require(Self.nearest(borders))
        // East or south-east, about 30 km (40 dots of 0.7 km) away.
        #expect(border.x > 0 && border.y > -border.x / 2)
        #expect(border.x * border.x + border.y * border.y < 60 * 60)
        let coasts = Self.dots(
            BaseMapLayer.raster(map, viewport: viewport, columns: 512, rows: 150, features: [.coastline]))
        #expect(!coasts.isEmpty)
        // The Curonian Lagoon and the coast at Klaipėda, 270–300 km (370–420 dots) west; no sea to the east.
        #expect(coasts.allSatisfy { $0.x < -300 })
        #expect(coasts.contains { $0.y > -50 && $0.y < 50 })
    }

    /// Tucson at zoom 7 over 600 × 400 pixels (about 620 × 415 km).
    @Test func tucsonHasTheMexicanBorderToTheSouth() throws {
        let map = try #require(Self.map)
        let viewport = MapViewport(centreLatitude: 32.222, centreLongitude: -110.975, zoom: 7, width: 600, height: 400)
        let borders = Self.dots(
            BaseMapLayer.raster(map, viewport: viewport, columns: 300, rows: 100, features: [.border]))
        let border = try #require(Self.nearest(borders))
        // About 100 km (95 dots of 1.04 km) south.
        #expect(border.y > 70 && border.y < 120)
        #expect(abs(border.x) < border.y)
        // Straight south of the city, every border dot is the Mexican border's (north-west of Tucson it turns up
        // towards Yuma, out of this test's way).
        #expect(borders.filter { abs($0.x) < 20 }.allSatisfy { $0.y > 70 && $0.y < 120 })
        #expect(borders.contains { abs($0.x) < 20 })
    }

    @Test func onlyLinesNearTheViewportAreAskedFor() throws {
        let map = try #require(Self.map)
        let viewport = MapViewport(centreLatitude: 54.687, centreLongitude: 25.280, zoom: 7, width: 120, height: 80)
        let near = map.lines(in: viewport)
        #expect(!near.isEmpty)
        #expect(near.count < map.lines.count / 20)
        // Across the antimeridian: the Bering Strait shows both Chukotka (east longitudes) and Alaska (west).
        let bering = MapViewport(centreLatitude: 65.8, centreLongitude: 180, zoom: 5, width: 400, height: 300)
        let lines = map.lines(in: bering, features: [.coastline])
        #expect(lines.contains { $0.east > 170_000 })
        #expect(lines.contains { $0.west < -165_000 })
    }

    /// The map's lines around Vilnius at 60 × 20 cells, one zoom-7 pixel a dot, with the place, two saved places
    /// and a scale bar over them.
    @Test func vilniusSnapshot() throws {
        let map = try #require(Self.map)
        let rect = Rect(x: 0, y: 0, width: 60, height: 20)
        let viewport = MapViewport(centreLatitude: 54.687, centreLongitude: 25.280, zoom: 7, width: 120, height: 80)
        var canvas = Canvas(size: Size(columns: 60, rows: 20))
        BaseMapLayer.raster(map, viewport: viewport, columns: 60, rows: 20).draw(
            into: &canvas, left: 0, top: 0, style: .plain)
        let place = MapOverlay.drawPlace(
            into: &canvas, latitude: 54.687, longitude: 25.280, viewport: viewport, rect: rect, style: .plain)
        #expect(place?.column == 30 && place?.row == 10)
        let saved = [
            MapPlaceMark(name: "Trakai", latitude: 54.638, longitude: 24.934),
            MapPlaceMark(name: "Ashmyany", latitude: 54.425, longitude: 25.936)
        ]
        MapOverlay.drawSavedPlaces(
            saved, into: &canvas, viewport: viewport, rect: rect, style: .plain, occupied: place.map { [$0] } ?? [])
        let scale = MapOverlay.drawScale(
            into: &canvas, viewport: viewport, rect: rect, column: 1, row: 19, width: 20, unit: .kilometres,
            style: .plain
        ) { "\($0.distanceText) km" }
        #expect(scale == DistanceScale(distance: 20, unit: .kilometres, columns: 14))
        try Snapshot.check(canvas.text, named: "vilnius-zoom7-60x20")
    }

    /// The Baltic around Vilnius at zoom 5 over 100 × 30 cells: the coast from Gdańsk to the Gulf of Finland, the
    /// lakes Peipus and Ladoga, and the borders between.
    @Test func balticSnapshot() throws {
        let map = try #require(Self.map)
        let viewport = MapViewport(centreLatitude: 57, centreLongitude: 25.28, zoom: 5, width: 200, height: 120)
        let raster = BaseMapLayer.raster(map, viewport: viewport, columns: 100, rows: 30)
        try Snapshot.check(raster.text, named: "baltic-zoom5-100x30")
    }
}

enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Compares `text` with `Snapshots/<name>.txt`; with `WXDASH_RECORD_SNAPSHOTS=1` writes it instead.
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["WXDASH_RECORD_SNAPSHOTS"] == "1" {
            try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No snapshot \(name).txt; run the tests with WXDASH_RECORD_SNAPSHOTS=1 and read the file.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(text + "\n" == expected, sourceLocation: sourceLocation)
    }
}
