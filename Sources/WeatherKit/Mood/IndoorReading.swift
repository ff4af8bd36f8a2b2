import Foundation

/// What the person's own sensors said indoors when a mood was logged: the first fresh temperature sensor's reading
/// (kept in °C) and the first fresh humidity sensor's. Either may be missing, never both.
public struct IndoorReading: Sendable, Equatable {
    public var temperatureCelsius: Double?
    public var humidity: Double?

    public init?(temperatureCelsius: Double?, humidity: Double?) {
        // Values from a file are hostile too: only what a sensor of the kind can read.
        let temperature = temperatureCelsius.flatMap { (-100...100).contains($0) ? $0 : nil }
        let humidity = humidity.flatMap { (0...100).contains($0) ? $0 : nil }
        guard temperature != nil || humidity != nil else { return nil }
        self.temperatureCelsius = temperature
        self.humidity = humidity
    }

    /// Of `readings`, the indoor ones (not an outdoor station's) that belong with saved place `place` and are not older than their `stale-after` at `now`:
    /// the first temperature (in °C or °F) and the first humidity; nil when there is neither.
    public init?(_ readings: [SensorReading], now: Date, place: String? = nil) {
        let fresh = readings.filter {
            $0.role != .outdoor && $0.belongs(to: place) && !$0.isStale(now: now) && $0.value != nil
        }
        self.init(
            temperatureCelsius: fresh.lazy.compactMap(\.celsius).first,
            humidity: fresh.first { $0.kind == .humidity }?.value)
    }

    /// The temperature in `unit` (it is stored in °C).
    public func temperature(in unit: TemperatureUnit) -> Double? {
        temperatureCelsius.map { TemperatureUnit.celsius.convert($0, to: unit) }
    }
}
