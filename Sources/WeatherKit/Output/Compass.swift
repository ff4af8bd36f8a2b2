/// Wind direction words and arrows.
public enum Compass {
    private static let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
    /// Arrows point toward the compass point the wind comes from, as in "↙ SW".
    private static let arrows = ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"]

    /// The 16-point name of a direction the wind comes from: 225 → "SW".
    public static func point(degrees: Double) -> String {
        points[index(degrees, sectors: 16)]
    }

    public static func arrow(degrees: Double) -> String {
        arrows[index(degrees, sectors: 8)]
    }

    private static func index(_ degrees: Double, sectors: Int) -> Int {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return Int((positive / (360 / Double(sectors))).rounded()) % sectors
    }
}
