import Foundation
import Translation

/// Sea-level pressure now, in hPa whatever the units, and its trend over the last three hours.
public struct PressureReading: Sendable, Equatable, Codable {
    public var value: Double
    public var trend: PressureTrend?

    public init(value: Double, trend: PressureTrend? = nil) {
        self.value = value
        self.trend = trend
    }

    /// From hourly readings: the one at `now`'s hour (or `current`) against the one three hours before it. A value
    /// outside `Forecast.plausibleHectopascals` is missing, here as in `Forecast.plausible()`: it is no reading and
    /// makes no trend.
    public init?(current: Double?, now: Date, hours: [(time: Date, value: Double?)]) {
        let believed = { (value: Double?) in Forecast.within(value, Forecast.plausibleHectopascals) }
        let hourAgo = { (seconds: Double) in
            believed(
                hours.last {
                    $0.time <= now.addingTimeInterval(-seconds) && $0.time > now.addingTimeInterval(-seconds - 3600)
                }?.value)
        }
        guard let value = believed(current) ?? hourAgo(0) else { return nil }
        self.value = value
        trend = hourAgo(PressureTrend.span).map { PressureTrend(change: value - $0) }
    }

    /// "Pressure 1013 hPa ↗ rising".
    public var text: String { text(in: .hectopascals) }

    /// "Pressure 29.91 inHg ↗ rising": the reading in `unit`, with its trend.
    public func text(in unit: PressureUnit, arrow: (PressureTrend) -> String = \.arrow, language: Language = .english)
        -> String
    {
        let reading =
            language.decimals(unit.text(hectopascals: value))
            + (trend.map { " \(arrow($0)) \(language.pressureTrend($0))" } ?? "")
        return language.text(.pressure, ["reading": reading])
    }
}
