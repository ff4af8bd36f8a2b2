import WeatherKit

/// The person's own sensors as the dashboard hears them: a live value (a subscription on the broker) built by the
/// command line, and in tests any readings a test likes. `start` hands over every change of the readings, on any
/// thread (libmosquitto's own): the runtime hops to its queue before it touches the state.
public struct SensorClient: Sendable {
    public var start: @Sendable (_ onChange: @escaping @Sendable ([SensorReading]) -> Void) -> Void
    public var stop: @Sendable () -> Void

    public init(start: @escaping @Sendable (_ onChange: @escaping @Sendable ([SensorReading]) -> Void) -> Void, stop: @escaping @Sendable () -> Void) {
        self.start = start
        self.stop = stop
    }

    /// No sensors configured, or no broker to hear them on.
    public static let none = SensorClient(start: { _ in }, stop: {})
}
