import Foundation

/// The rain's motion between consecutive frames, by cross-correlation: the shift that best lays one frame's rain
/// over the next, on a coarse grid around the place, refined between grid steps by a parabola through the peak.
struct RadarMotion {
    /// Frame pixels averaged into one grid cell.
    static let cell = 4
    /// Grid cells each side of the place: 64 cells of 4 px (about 90 km at 55° N on zoom 7's 512-px tiles).
    static let halfWidth = 64
    /// The largest shift tried, in cells each way (about 140 km/h at 55° N between frames 10 minutes apart).
    static let reach = 16

    /// A frame around a point as a grid of rain weights (dBZ above zero, 0 with no echo), `2·halfWidth` cells a side.
    static func grid(_ frame: RadarFrame, centreX: Double, centreY: Double) -> [Float] {
        let side = 2 * halfWidth
        var grid = [Float](repeating: 0, count: side * side)
        for gy in 0..<side {
            for gx in 0..<side {
                var sum: Float = 0
                for sy in 0..<cell {
                    for sx in 0..<cell {
                        let wx = centreX + Double((gx - halfWidth) * cell + sx)
                        let wy = centreY + Double((gy - halfWidth) * cell + sy)
                        if let dbz = frame.value(worldX: wx, worldY: wy), dbz > 0 { sum += Float(dbz) }
                    }
                }
                grid[gy * side + gx] = sum / Float(cell * cell)
            }
        }
        return grid
    }

    /// The shift in frame pixels (x east, y south) that carries `older`'s rain onto `newer`'s; nil when either
    /// has no rain or the best match is no match.
    static func shift(from older: [Float], to newer: [Float]) -> (x: Double, y: Double)? {
        let side = 2 * halfWidth
        guard older.contains(where: { $0 > 0 }), newer.contains(where: { $0 > 0 }) else { return nil }
        let span = 2 * reach + 1
        var scores = [Double](repeating: 0, count: span * span)
        // Rain is sparse: each wet cell of the older frame adds its product at every shift.
        for y in 0..<side {
            for x in 0..<side {
                let a = older[y * side + x]
                if a == 0 { continue }
                for dy in max(-reach, -y)...min(reach, side - 1 - y) {
                    let newRow = (y + dy) * side
                    let scoreRow = (dy + reach) * span + reach
                    for dx in max(-reach, -x)...min(reach, side - 1 - x) {
                        scores[scoreRow + dx] += Double(a * newer[newRow + x + dx])
                    }
                }
            }
        }
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] > 0 else { return nil }
        let bx = best % span
        let by = best / span
        let refine = { (minus: Double?, centre: Double, plus: Double?) -> Double in
            guard let minus, let plus else { return 0 }
            let curvature = minus - 2 * centre + plus
            return curvature < 0 ? max(-0.5, min(0.5, (minus - plus) / (2 * curvature))) : 0
        }
        let fx = refine(bx > 0 ? scores[best - 1] : nil, scores[best], bx < span - 1 ? scores[best + 1] : nil)
        let fy = refine(by > 0 ? scores[best - span] : nil, scores[best], by < span - 1 ? scores[best + span] : nil)
        return ((Double(bx - reach) + fx) * Double(cell), (Double(by - reach) + fy) * Double(cell))
    }
}
