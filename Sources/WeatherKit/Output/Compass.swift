/// Wind direction words and arrows, in the one convention of wind maps, wttr.in and yr.no: the arrow points where
/// the air moves, the letters name where it comes from. A south-westerly (from 225°) is "↗ SW", a westerly "→ W".
public enum Compass {
    private static let points = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"
    ]
    /// The arrow of each 45° sector the air moves toward, from north round by east.
    private static let arrows = ["↑", "↗", "→", "↘", "↓", "↙", "←", "↖"]

    /// The 16-point name of a direction the wind comes from: 225 → "SW".
    public static func point(degrees: Double) -> String {
        points[index(degrees, sectors: 16)]
    }

    /// The way the air moves, for a wind from `degrees`: 225 (from the south-west) → "↗", 0 (a northerly) → "↓".
    public static func arrow(degrees: Double) -> String {
        guard degrees.isFinite else { return arrows[0] }
        return arrows[index(degrees + 180, sectors: 8)]
    }

    private static func index(_ degrees: Double, sectors: Int) -> Int {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return Int((positive / (360 / Double(sectors))).rounded()) % sectors
    }
}
