import Foundation
import Radar
import WeatherKit

/// A round rain area moving straight toward a place, drawn into radar frames at zoom 7 as RainViewer would.
struct MovingRain {
    var latitude = 27.7
    var longitude = 85.32
    /// Where the rain's centre is at `start`, from the place: degrees the rain lies toward, and km.
    var fromBearing = 270.0
    var startKilometres = 160.0
    var kilometresPerHour = 60.0
    var radiusKilometres = 15.0
    var dbz = 40
    var start = Date(timeIntervalSince1970: 1_796_025_300)

    /// The rain centre's km east and north of the place at `time`.
    func centre(at time: Date) -> (east: Double, north: Double) {
        let distance = startKilometres - kilometresPerHour * time.timeIntervalSince(start) / 3600
        let radians = fromBearing * .pi / 180
        return (distance * sin(radians), distance * cos(radians))
    }

    /// The reflectivity at a coordinate at `time`, nil outside the rain.
    func dbz(latitude lat: Double, longitude lon: Double, at time: Date) -> Int? {
        let centre = centre(at: time)
        let east = (lon - longitude) * 111.320 * cos(latitude * .pi / 180) - centre.east
        let north = (lat - latitude) * 110.574 - centre.north
        return east * east + north * north <= radiusKilometres * radiusKilometres ? dbz : nil
    }

    func tile(x: Int, y: Int, zoom: Int = 7, size: Int = 512, at time: Date) -> RadarTile {
        let view = MapViewport(
            centreLatitude: 0, centreLongitude: 0, zoom: Double(zoom) + log2(Double(size) / 256), width: 0, height: 0)
        let world = view.worldPixels
        var values = [Int8](repeating: RadarTile.noEcho, count: size * size)
        for py in 0..<size {
            let n = Double.pi * (1 - 2 * (Double(y * size + py) + 0.5) / world)
            let lat = atan(sinh(n)) * 180 / .pi
            for px in 0..<size {
                let lon = (Double(x * size + px) + 0.5) / world * 360 - 180
                if let value = dbz(latitude: lat, longitude: lon, at: time) { values[py * size + px] = Int8(value) }
            }
        }
        return RadarTile(zoom: zoom, x: x, y: y, size: size, dbz: values)
    }

    func frame(at time: Date) -> RadarFrame {
        let tiles = RadarFrame.tilesAround(
            latitude: latitude, longitude: longitude, radiusKilometres: 150, zoom: 7, tileSize: 512)
        return RadarFrame(time: time, zoom: 7, tileSize: 512, tiles: tiles.map { tile(x: $0.x, y: $0.y, at: time) })
    }
}
