/// The country of bare coordinates, only where a simple box says it without doubt: boxes drawn well inside
/// one country's borders (and its coastal waters), so a point near a border is "unknown" rather than a guess.
enum CoarseCountry {
    struct Box {
        var code: String
        var south: Double, north: Double, west: Double, east: Double

        func contains(latitude: Double, longitude: Double) -> Bool {
            (south...north).contains(latitude) && (west...east).contains(longitude)
        }
    }

    static let boxes = [
        // The US west of Minnesota's border and north of Mexico's, south of the 49th parallel.
        Box(code: "US", south: 33.0, north: 48.8, west: -124.8, east: -95.3),
        // The US east of that, south of the Great Lakes and Canada's southernmost point (41.7°N).
        Box(code: "US", south: 31.5, north: 41.3, west: -95.3, east: -70.0),
        Box(code: "US", south: 24.5, north: 31.5, west: -97.0, east: -80.0),
        // Hawaii.
        Box(code: "US", south: 18.5, north: 22.5, west: -160.5, east: -154.5),
        // Canada north of the US border (49°N; Maine reaches 47.5°N) and south of Greenland's latitudes.
        Box(code: "CA", south: 49.5, north: 60.0, west: -139.0, east: -57.0)
    ]

    static func code(latitude: Double, longitude: Double) -> String? {
        boxes.first { $0.contains(latitude: latitude, longitude: longitude) }?.code
    }
}
