import Foundation
import WeatherKit

/// One radar picture at one time: the tiles around a place, all at one zoom and size, read as one plane.
public struct RadarFrame: Sendable, Equatable {
    public let time: Date
    public let zoom: Int
    public let tileSize: Int
    public let tiles: [RadarTile]
    /// Tiles across the world at `zoom`, and the world's width in pixels (kept: `value` is asked per pixel).
    private let tilesAcross: Int
    private let worldWidth: Int

    public init(time: Date, zoom: Int, tileSize: Int, tiles: [RadarTile]) {
        self.time = time
        self.zoom = zoom
        self.tileSize = tileSize
        self.tiles = tiles
        tilesAcross = 1 << min(max(zoom, 0), 30)
        worldWidth = tilesAcross * tileSize
    }

    /// The world's width in this frame's pixels: `tileSize · 2^zoom`.
    public var worldPixels: Double { Double(tileSize) * pow(2, Double(zoom)) }

    /// The equivalent 256-px Web Mercator zoom, the scale `MapViewport` counts in.
    public var pixelZoom: Double { Double(zoom) + log2(Double(tileSize) / 256) }

    /// A viewport onto this frame's pixels, one frame pixel to one viewport pixel.
    public func viewport(latitude: Double, longitude: Double, width: Int, height: Int) -> MapViewport {
        MapViewport(centreLatitude: latitude, centreLongitude: longitude, zoom: pixelZoom, width: width, height: height)
    }

    /// The reflectivity at a world pixel of this frame's scale; nil outside the tiles or where there is no echo.
    public func value(worldX: Double, worldY: Double) -> Int8? {
        guard worldX.isFinite, worldY.isFinite, abs(worldX) < 1e12, abs(worldY) < 1e12, worldY >= 0 else { return nil }
        let px = Int(worldX.rounded(.down))
        let py = Int(worldY)
        let wrapped = ((px % worldWidth) + worldWidth) % worldWidth
        let tileX = wrapped / tileSize
        let tileY = py / tileSize
        guard let tile = tiles.first(where: { $0.x == tileX && $0.y == tileY }) else { return nil }
        return tile.value(x: wrapped - tileX * tileSize, y: py - tileY * tileSize)
    }

    /// Whether a world pixel lies on one of the frame's tiles (there may still be no echo there).
    public func covers(worldX: Double, worldY: Double) -> Bool {
        let tileX = Int((worldX / Double(tileSize)).rounded(.down))
        let tileY = Int((worldY / Double(tileSize)).rounded(.down))
        return tiles.contains { $0.x == tileX && $0.y == tileY }
    }

    /// The reflectivity at a coordinate, nil where there is no echo or no tile.
    public func value(latitude: Double, longitude: Double) -> Int8? {
        let point = viewport(latitude: 0, longitude: 0, width: 0, height: 0).worldPixel(
            latitude: latitude, longitude: longitude)
        return value(worldX: point.x, worldY: point.y)
    }

    /// The tiles that cover `radiusKilometres` around a coordinate at a zoom: the few a view needs.
    public static func tilesAround(
        latitude: Double, longitude: Double, radiusKilometres: Double, zoom: Int, tileSize: Int
    ) -> [(x: Int, y: Int)] {
        let scale = Double(tileSize) * pow(2, Double(zoom))
        let view = MapViewport(
            centreLatitude: latitude, centreLongitude: longitude, zoom: log2(scale / 256), width: 0, height: 0)
        let centre = view.worldPixel(latitude: latitude, longitude: longitude)
        let reach = radiusKilometres / view.kilometresPerPixel
        let tilesAcross = Int(pow(2, Double(zoom)))
        let low = (
            x: Int(((centre.x - reach) / Double(tileSize)).rounded(.down)),
            y: Int(((centre.y - reach) / Double(tileSize)).rounded(.down))
        )
        let high = (
            x: Int(((centre.x + reach) / Double(tileSize)).rounded(.down)),
            y: Int(((centre.y + reach) / Double(tileSize)).rounded(.down))
        )
        var result: [(x: Int, y: Int)] = []
        guard max(low.y, 0) <= min(high.y, tilesAcross - 1), low.x <= high.x, high.x - low.x < tilesAcross else {
            return []
        }
        for ty in max(low.y, 0)...min(high.y, tilesAcross - 1) {
            for tx in low.x...high.x {
                let wrapped = ((tx % tilesAcross) + tilesAcross) % tilesAcross
                if !result.contains(where: { $0.x == wrapped && $0.y == ty }) { result.append((wrapped, ty)) }
            }
        }
        return result
    }
}
