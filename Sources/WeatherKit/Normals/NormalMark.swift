import Foundation

/// The mark beside a day far from its normal (`Forecast.farFromNormalCelsius` or more): ▲ warmer, ▼ colder.
public enum NormalMark: Sendable, Equatable {
    case warmer
    case colder

    /// nil for a day near its normal, or without one.
    public init?(day: DailyForecast, unit: TemperatureUnit) {
        guard let departure = day.departureFromNormal, NormalStanding.isFar(departure, unit: unit) else { return nil }
        self = departure > 0 ? .warmer : .colder
    }

    /// `▲`/`▼`, or `+`/`-` where only ASCII can be drawn.
    public func text(ascii: Bool) -> String {
        switch self {
        case .warmer: ascii ? "+" : "▲"
        case .colder: ascii ? "-" : "▼"
        }
    }
}
