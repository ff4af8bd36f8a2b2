/// One polyline of the base map: its points in the file's fixed-point degrees, latitude and longitude in turn.
public struct BaseMapLine: Sendable, Equatable {
    public let feature: BaseMapFeature
    /// Latitude, longitude, latitude, longitude… in `1 / unitsPerDegree` degrees; longitudes within ±180°.
    public let points: [Int32]
    public let unitsPerDegree: Int32
    /// The smallest box around the points, in the same units.
    public let south: Int32, north: Int32, west: Int32, east: Int32

    init(feature: BaseMapFeature, points: [Int32], unitsPerDegree: Int32) {
        self.feature = feature
        self.points = points
        self.unitsPerDegree = unitsPerDegree
        var south = Int32.max
        var north = Int32.min
        var west = Int32.max
        var east = Int32.min
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            south = min(south, points[index])
            north = max(north, points[index])
            west = min(west, points[index + 1])
            east = max(east, points[index + 1])
        }
        (self.south, self.north, self.west, self.east) = (south, north, west, east)
    }

    public var pointCount: Int { points.count / 2 }

    public func latitude(_ index: Int) -> Double { Double(points[2 * index]) / Double(unitsPerDegree) }
    public func longitude(_ index: Int) -> Double { Double(points[2 * index + 1]) / Double(unitsPerDegree) }
}
