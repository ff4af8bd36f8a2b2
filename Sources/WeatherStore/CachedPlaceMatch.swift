import Foundation
import WeatherKit

/// Ranks the cached forecasts that are for a place, by where the place is or what it is called.
public struct CachedPlaceMatch: Sendable {
    /// Coordinates this close are the same place (a geocoder and a person round differently).
    public static let radius = 1_000.0
    private static let earthRadius = 6_371_000.0

    public typealias Candidate = ForecastCache.Summary

    /// Entries from this provider are preferred: they say the same as a live run would.
    public var provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func ranked(_ entries: [Candidate], near latitude: Double, _ longitude: Double) -> [Candidate] {
        preferred(
            entries.filter { entry in
                if let requestedLatitude = entry.requestedLatitude, let requestedLongitude = entry.requestedLongitude,
                    Self.distance(latitude, longitude, requestedLatitude, requestedLongitude) <= Self.radius
                {
                    return true
                }
                return Self.distance(latitude, longitude, entry.latitude, entry.longitude) <= Self.radius
            })
    }

    public func ranked(_ entries: [Candidate], named name: String) -> [Candidate] {
        preferred(entries.filter { Self.sameName($0.name, name) })
    }

    /// `Kathmandu` is `kathmandu` and `Kathmandu, NP`: the part before a comma, in any case.
    public static func sameName(_ cached: String, _ asked: String) -> Bool {
        let bare = asked.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return !bare.isEmpty && cached.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(bare) == .orderedSame
    }

    /// This provider's, newest first, then the others newest first (the entries come newest first).
    private func preferred(_ entries: [Candidate]) -> [Candidate] {
        entries.filter { $0.provider == provider } + entries.filter { $0.provider != provider }
    }

    /// Metres along the earth's surface (haversine).
    public static func distance(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double)
        -> Double
    {
        let radians = Double.pi / 180
        let deltaLatitude = (latitude2 - latitude1) * radians
        let deltaLongitude = (longitude2 - longitude1) * radians
        let a =
            sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(deltaLongitude / 2) * sin(deltaLongitude / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
