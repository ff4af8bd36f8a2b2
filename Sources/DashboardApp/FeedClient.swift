import Dashboard

/// Events pushed from outside rather than asked for: the person's own sensors, a publisher's new forecast on the
/// broker. A live value built by the command line (a subscription), and in tests any events a test likes. `start`
/// hands each event over on any thread (libmosquitto's own): the runtime hops to its queue before it touches the
/// state.
public struct FeedClient: Sendable {
    public var start: @Sendable (_ send: @escaping @Sendable (DashboardEvent) -> Void) -> Void
    public var stop: @Sendable () -> Void

    public init(
        start: @escaping @Sendable (_ send: @escaping @Sendable (DashboardEvent) -> Void) -> Void,
        stop: @escaping @Sendable () -> Void
    ) {
        self.start = start
        self.stop = stop
    }
}
