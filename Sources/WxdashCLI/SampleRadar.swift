import Foundation
import Radar
import WeatherKit

/// `--demo`'s rain radar, made to agree with the sample: a band of light rain (a moderate core) south-west of the
/// place, moving north-east with the sample's south-west wind, whose front reaches the place about half an hour after the
/// sample's now, as its nowcast starts the rain. RainViewer's two hours of frames, ten minutes apart, the newest
/// at the last ten-minute mark before now, on the tiles and zoom a live read would use.
enum SampleRadar {
    static let towardDegrees = 45.0
    static let kilometresPerHour = 40.0
    /// How far the band's front is from the place at `now`: 25 km at 40 km/h is 38 minutes, a little after the
    /// nowcast's start, so the nowcast's sentence stays the Now page's.
    static let frontKilometres = 25.0
    /// The band's depth along its motion and half its length across it.
    static let depthKilometres = 30.0
    static let halfLengthKilometres = 90.0

    static func frames(latitude: Double, longitude: Double, now: Date, count: Int = RadarService.pageFrames)
        -> [RadarFrame]
    {
        let newest = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 600).rounded(.down) * 600)
        let (zoom, tiles) = RainViewerClient.tiles(
            latitude: latitude, longitude: longitude, radiusKilometres: RadarService.radiusKilometres)
        let size = RainViewerClient.tileSize
        let view = MapViewport(
            centreLatitude: latitude, centreLongitude: longitude, zoom: Double(zoom) + log2(Double(size) / 256),
            width: 0, height: 0)
        let centre = view.worldPixel(latitude: latitude, longitude: longitude)
        let kmPerPixel = view.kilometresPerPixel
        // Unit vectors along the motion (north-east) and across it, in (east, south) kilometres.
        let radians = towardDegrees * .pi / 180
        let along = (east: sin(radians), south: -cos(radians))
        let across = (east: -along.south, south: along.east)
        return (0..<count).map { step in
            let time = newest.addingTimeInterval(Double(step - count + 1) * 600)
            // The front's distance behind the place (up-wind) at this frame's time.
            let front = frontKilometres + kilometresPerHour * now.timeIntervalSince(time) / 3600
            let decoded = tiles.map { tile in
                var values = [Int8](repeating: RadarTile.noEcho, count: size * size)
                for py in 0..<size {
                    let south = (Double(tile.y * size + py) - centre.y) * kmPerPixel
                    for px in 0..<size {
                        let east = (Double(tile.x * size + px) - centre.x) * kmPerPixel
                        // The band is an ellipse: its front `front` up-wind of the place on the place's line, `depth`
                        // deep and twice `halfLength` long across the motion; a moderate core inside.
                        let behind = -(east * along.east + south * along.south) - front
                        let u = (behind - depthKilometres / 2) / (depthKilometres / 2)
                        let v = (east * across.east + south * across.south) / halfLengthKilometres
                        let reach = u * u + v * v
                        if reach <= 1 { values[py * size + px] = reach <= 0.3 ? 32 : 22 }
                    }
                }
                return RadarTile(zoom: zoom, x: tile.x, y: tile.y, size: size, dbz: values)
            }
            return RadarFrame(time: time, zoom: zoom, tileSize: size, tiles: decoded)
        }
    }
}
