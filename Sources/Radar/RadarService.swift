import Foundation
import WeatherKit

/// The radar for one place, as `now` and the dashboard ask for it: the newest frames from RainViewer (or the disk
/// cache), read into a `RadarObservation`.
public struct RadarService: Sendable {
    /// Frames read for `now`: three pairs for the motion.
    public static let nowFrames = 4
    /// Frames read for the Radar page's animation: RainViewer's two hours.
    public static let pageFrames = 13
    /// Around the place: far enough to see rain an hour or two away at usual speeds.
    public static let radiusKilometres = 150.0

    public let client: RainViewerClient

    public init(client: RainViewerClient) {
        self.client = client
    }

    /// The service on this machine: the disk cache and the request budget in `$XDG_CACHE_HOME/wxdash/radar`.
    public init(
        base: URL?, http: any HTTPFetching, environment: [String: String], clock: @escaping @Sendable () -> Date
    ) {
        client = RainViewerClient(
            base: base ?? RainViewerClient.defaultBase, http: http, cache: .standard(environment: environment),
            budget: .standard(environment: environment), clock: clock)
    }

    public struct Reading: Sendable {
        public var observation: RadarObservation?
        public var frames: [RadarFrame]
        public var problems: [String]
        /// The request budget stopped the read (`RainViewerClient.Result.budgetSpent`).
        public var budgetSpent = false
    }

    public func read(
        latitude: Double, longitude: Double, frames count: Int = RadarService.nowFrames, offline: Bool = false
    ) async -> Reading {
        let result = await client.frames(
            latitude: latitude, longitude: longitude, radiusKilometres: Self.radiusKilometres, count: count,
            offline: offline)
        let observation = RadarAnalysis.observe(result.frames, latitude: latitude, longitude: longitude)
        return Reading(
            observation: observation, frames: result.frames, problems: result.problems, budgetSpent: result.budgetSpent)
    }
}
