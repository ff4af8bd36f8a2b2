import Foundation
import WeatherKit

/// Reads a place's radar frames into words' facts: the reflectivity at the place, the nearest rain, the rain's
/// motion and when it arrives.
public enum RadarAnalysis {
    /// The least reflectivity counted as rain: about 0.15 mm/h by Marshall–Palmer; weaker echoes are mostly
    /// drizzle the ground does not notice, or clutter.
    public static let rainDBZ: Int8 = 10
    /// How far the nearest rain is looked for.
    public static let searchKilometres = 150.0
    /// How far ahead rain is followed to the place.
    public static let horizonMinutes = 120
    /// Frame pairs averaged for the motion, newest first.
    public static let motionPairs = 3

    /// `frames` oldest first, all around the same place.
    public static func observe(_ frames: [RadarFrame], latitude: Double, longitude: Double) -> RadarObservation? {
        guard let newest = frames.last else { return nil }
        let view = newest.viewport(latitude: latitude, longitude: longitude, width: 0, height: 0)
        let centre = view.worldPixel(latitude: latitude, longitude: longitude)
        let kmPerPixel = view.kilometresPerPixel
        let here = newest.value(worldX: centre.x, worldY: centre.y).flatMap { $0 > RadarTile.noEcho ? Double($0) : nil }
        let rate = here.map { RainRate.millimetresPerHour(dbz: $0) } ?? 0

        let nearest = nearestRain(newest, centreX: centre.x, centreY: centre.y, kmPerPixel: kmPerPixel)
        let motion = motion(frames, centreX: centre.x, centreY: centre.y, kmPerPixel: kmPerPixel)
        var arrival: Int? = nil
        if let here, here >= Double(rainDBZ) {
            arrival = 0
        } else if let motion, motion.kilometresPerHour > 1 {
            arrival = arrivalMinutes(
                newest, centreX: centre.x, centreY: centre.y, kmPerPixel: kmPerPixel, motion: motion)
        }
        return RadarObservation(
            frameTime: newest.time, frames: frames.count, atPlaceDBZ: here,
            atPlaceMillimetresPerHour: here.map { _ in rate } ?? 0,
            nearestRainKilometres: nearest?.kilometres, bearingDegrees: nearest?.bearing, motion: motion,
            arrivalMinutes: arrival)
    }

    /// The nearest pixel with rain within `searchKilometres`, its distance and the bearing toward it.
    static func nearestRain(_ frame: RadarFrame, centreX: Double, centreY: Double, kmPerPixel: Double) -> (
        kilometres: Double, bearing: Double
    )? {
        let reach = Int((searchKilometres / kmPerPixel).rounded(.up))
        var best: (distance: Double, dx: Int, dy: Int)?
        for dy in -reach...reach {
            for dx in -reach...reach {
                let distance = (Double(dx * dx + dy * dy)).squareRoot()
                if distance > Double(reach) || distance >= best?.distance ?? .infinity { continue }
                if let value = frame.value(worldX: centreX + Double(dx), worldY: centreY + Double(dy)), value >= rainDBZ
                {
                    best = (distance, dx, dy)
                }
            }
        }
        guard let best else { return nil }
        return (best.distance * kmPerPixel, best.distance == 0 ? 0 : bearing(dx: Double(best.dx), dy: Double(best.dy)))
    }

    /// Degrees clockwise from north of a step `dx` east and `dy` south.
    static func bearing(dx: Double, dy: Double) -> Double {
        let degrees = atan2(dx, -dy) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The mean shift of the last `motionPairs` frame pairs, as a direction and speed.
    static func motion(_ frames: [RadarFrame], centreX: Double, centreY: Double, kmPerPixel: Double) -> RadarObservation
        .Motion?
    {
        guard frames.count >= 2 else { return nil }
        let recent = Array(frames.suffix(motionPairs + 1))
        let grids = recent.map { RadarMotion.grid($0, centreX: centreX, centreY: centreY) }
        var sumX = 0.0
        var sumY = 0.0
        var seconds = 0.0
        for index in 1..<recent.count {
            let interval = recent[index].time.timeIntervalSince(recent[index - 1].time)
            guard interval > 0, let shift = RadarMotion.shift(from: grids[index - 1], to: grids[index]) else {
                continue
            }
            sumX += shift.x
            sumY += shift.y
            seconds += interval
        }
        guard seconds > 0 else { return nil }
        let kilometres = (sumX * sumX + sumY * sumY).squareRoot() * kmPerPixel
        return RadarObservation.Motion(
            towardDegrees: bearing(dx: sumX, dy: sumY), kilometresPerHour: kilometres / (seconds / 3600))
    }

    /// Minutes until the rain upwind reaches the place, moving as it moves now: the first minute at which the
    /// newest frame has rain (within a pixel or two) where the place's air was that many minutes ago.
    static func arrivalMinutes(
        _ frame: RadarFrame, centreX: Double, centreY: Double, kmPerPixel: Double, motion: RadarObservation.Motion
    ) -> Int? {
        let radians = motion.towardDegrees * .pi / 180
        let pixelsPerMinute = motion.kilometresPerHour / 60 / kmPerPixel
        let stepX = sin(radians) * pixelsPerMinute
        let stepY = -cos(radians) * pixelsPerMinute
        for minute in 1...horizonMinutes {
            let x = centreX - stepX * Double(minute)
            let y = centreY - stepY * Double(minute)
            for (ox, oy) in [(0.0, 0.0), (-1.5, 0), (1.5, 0), (0, -1.5), (0, 1.5)] {
                if let value = frame.value(worldX: x + ox, worldY: y + oy), value >= rainDBZ { return minute }
            }
        }
        return nil
    }
}
