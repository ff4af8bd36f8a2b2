import Dashboard

/// The rain radar the Radar page asks for, as events: a live value (RainViewer through the disk cache and the
/// request budget) built by the command line, and in tests any answers a test likes.
public struct RadarClient: Sendable {
    /// The frames around a place's coordinates: `radarFetched` or `radarFailed` for saved place `place`.
    public var fetch: @Sendable (_ place: Int, _ latitude: Double, _ longitude: Double) async -> DashboardEvent

    public init(
        fetch: @escaping @Sendable (_ place: Int, _ latitude: Double, _ longitude: Double) async -> DashboardEvent
    ) {
        self.fetch = fetch
    }

}
