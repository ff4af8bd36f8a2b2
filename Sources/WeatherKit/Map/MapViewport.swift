import Foundation

/// A window onto the Web Mercator plane, the projection map tiles are cut in: the radar's tiles and the base map
/// are both drawn through one, so a coastline and the rain over it land on the same pixel.
///
/// At zoom `z` the whole world is `256 · 2^z` pixels wide; `x` grows east and `y` grows south from the window's
/// top-left corner.
public struct MapViewport: Sendable, Equatable {
    public var centreLatitude: Double
    public var centreLongitude: Double
    /// The Web Mercator zoom level; fractional zooms scale between tile levels.
    public var zoom: Double
    public var width: Int
    public var height: Int

    public init(centreLatitude: Double, centreLongitude: Double, zoom: Double, width: Int, height: Int) {
        self.centreLatitude = centreLatitude
        self.centreLongitude = centreLongitude
        self.zoom = zoom
        self.width = width
        self.height = height
    }

    /// Web Mercator is undefined at the poles; latitudes are clamped to the tiles' edge.
    public static let latitudeLimit = 85.051_128_78

    /// The world's width in pixels at this zoom.
    public var worldPixels: Double { 256 * pow(2, zoom) }

    /// The position of a coordinate on the whole world's plane at this zoom, in pixels from 180° W, 85° N.
    public func worldPixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let clamped = min(max(latitude, -Self.latitudeLimit), Self.latitudeLimit) * .pi / 180
        let x = (longitude + 180) / 360 * worldPixels
        let y = (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2 * worldPixels
        return (x, y)
    }

    /// The position of a coordinate in this window, in pixels from its top-left corner (may lie outside it).
    public func pixel(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let centre = worldPixel(latitude: centreLatitude, longitude: centreLongitude)
        let point = worldPixel(latitude: latitude, longitude: longitude)
        var dx = point.x - centre.x
        // The shorter way round the antimeridian.
        if dx > worldPixels / 2 { dx -= worldPixels }
        if dx < -worldPixels / 2 { dx += worldPixels }
        return (dx + Double(width) / 2, point.y - centre.y + Double(height) / 2)
    }

    /// The coordinate under a pixel of this window.
    public func coordinate(x: Double, y: Double) -> (latitude: Double, longitude: Double) {
        let centre = worldPixel(latitude: centreLatitude, longitude: centreLongitude)
        let worldX = centre.x + x - Double(width) / 2
        let worldY = centre.y + y - Double(height) / 2
        var longitude = worldX / worldPixels * 360 - 180
        longitude = (longitude + 540).truncatingRemainder(dividingBy: 360) - 180
        let n = Double.pi * (1 - 2 * worldY / worldPixels)
        let latitude = atan(sinh(n)) * 180 / .pi
        return (latitude, longitude)
    }

    /// Kilometres on the ground across one pixel at the window's centre.
    public var kilometresPerPixel: Double {
        let equator = 40_075.016_686
        return equator * cos(centreLatitude * .pi / 180) / worldPixels
    }
}
