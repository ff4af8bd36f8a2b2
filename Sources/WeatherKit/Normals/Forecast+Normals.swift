import Foundation

extension Forecast {
    /// Within this many degrees Celsius of normal a day reads "near normal" (2.7 °F).
    public static let nearNormalCelsius = 1.5
    /// A day this many degrees Celsius or more from normal is marked on the day cards and rows (5.4 °F).
    public static let farFromNormalCelsius = 3.0

    /// The forecast with each day's normal from `normals` (°C and mm, converted to this forecast's units).
    public func withNormals(_ normals: ClimateNormals?) -> Forecast {
        guard let normals else { return self }
        var copy = self
        for index in copy.daily.indices {
            guard var normal = normals.normal(for: copy.daily[index].date) else { continue }
            normal.high = normal.high.map { TemperatureUnit.celsius.convert($0, to: units.temperature) }
            normal.low = normal.low.map { TemperatureUnit.celsius.convert($0, to: units.temperature) }
            normal.precipitation = normal.precipitation.map {
                PrecipitationUnit.millimetres.convert($0, to: units.precipitation)
            }
            copy.daily[index].normal = normal
        }
        return copy
    }

    /// How much warmer (positive) or colder than normal today is, in the forecast's temperature unit: the day's mean
    /// of high and low against the normal's. Nil without a normal or a high and low for today.
    public var departureFromNormal: Double? {
        guard let today = daily.first else { return nil }
        return today.departureFromNormal
    }
}

extension DailyForecast {
    /// The day's mean of high and low against its normal's, in the forecast's unit; nil when either is unknown.
    public var departureFromNormal: Double? {
        guard let high, let low, let normal = normal?.mean else { return nil }
        return (high + low) / 2 - normal
    }
}

/// Where a departure from normal stands: the words and marks every view uses.
public enum NormalStanding: Sendable, Equatable {
    case warmer
    case near
    case colder

    /// `departure` in `unit`; within `Forecast.nearNormalCelsius` it is near normal.
    public init(departure: Double, unit: TemperatureUnit) {
        let celsius = unit == .fahrenheit ? departure / 1.8 : departure
        if abs(celsius) < Forecast.nearNormalCelsius {
            self = .near
        } else {
            self = celsius > 0 ? .warmer : .colder
        }
    }

    /// Whether `departure` is far enough from normal to be marked on a day.
    public static func isFar(_ departure: Double, unit: TemperatureUnit) -> Bool {
        abs(unit == .fahrenheit ? departure / 1.8 : departure) >= Forecast.farFromNormalCelsius
    }
}
