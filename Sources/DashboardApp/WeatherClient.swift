import Dashboard

/// The weather the dashboard asks for, as events: a live value (the providers, the cache) built by the command
/// line, and in tests any answers a test likes.
public struct WeatherClient: Sendable {
    /// The forecast of saved place `place` (0 when there is one): `fetchSucceeded` or `fetchFailed` for that place.
    public var fetch: @Sendable (_ place: Int) async -> DashboardEvent
    /// Its official alerts: `alertsFetched` or `alertsFailed` for that place.
    public var fetchAlerts: @Sendable (_ place: Int) async -> DashboardEvent

    public init(
        fetch: @escaping @Sendable (_ place: Int) async -> DashboardEvent,
        fetchAlerts: @escaping @Sendable (_ place: Int) async -> DashboardEvent
    ) {
        self.fetch = fetch
        self.fetchAlerts = fetchAlerts
    }
}
