import Foundation
import WeatherKit

/// A forecast as the cache stored it up to schema 4, before it had a format of its own: the `wxdash now --format json`
/// document (read back with `ForecastDocument`) and, beside it, `extras`, what that contract leaves out (hourly
/// day/night, polar days, hourly UV and pressure, the daily UV maximum, every air quality reading). Only the migration
/// to `CachedForecast` reads it.
struct PublicJSONCacheRow {
    var forecast: Forecast

    /// Nil when the document cannot be read; extras that cannot be read are left out, as the old cache did.
    init?(document: String, extras: String?) {
        guard var forecast = try? ForecastDocument(json: Data(document.utf8)).forecast else { return nil }
        if let extras, let decoded = try? JSONDecoder().decode(Extras.self, from: Data(extras.utf8)) {
            decoded.apply(to: &forecast)
        }
        self.forecast = forecast
    }

    /// The `extras` column's JSON. The last four were added later, so entries may lack them.
    struct Extras: Decodable {
        var hourlyIsDay: [Bool?]
        var dailyPolar: [String?]
        var todayPolar: String?
        var hourlyUV: [Double?]?
        var hourlyPressure: [Double?]?
        var dailyUVMax: [Double?]?
        var air: AirExtras?

        /// What the contract's `air_quality` leaves out: both scales, every sub-index, concentrations, the hours.
        struct AirExtras: Decodable {
            var europeanAQI: Int?
            var usAQI: Int?
            var subIndices: [String: [String: Int]]
            var concentrations: [String: Double]
            var hourTimes: [Double]
            var hourlyEuropean: [Int?]
            var hourlyUS: [Int?]
        }

        func apply(to forecast: inout Forecast) {
            for index in forecast.hourly.indices {
                forecast.hourly[index].isDay = Self.element(hourlyIsDay, index)
                forecast.hourly[index].uvIndex = Self.element(hourlyUV ?? [], index)
                forecast.hourly[index].pressure = Self.element(hourlyPressure ?? [], index)
            }
            for index in forecast.daily.indices {
                forecast.daily[index].sun.polar = Self.element(dailyPolar, index).flatMap(
                    SunTimes.Polar.init(rawValue:))
                forecast.daily[index].uvIndexMax = Self.element(dailyUVMax ?? [], index)
            }
            forecast.today.sun.polar = todayPolar.flatMap(SunTimes.Polar.init(rawValue:))
            if let air, var quality = forecast.airQuality {
                quality.europeanAQI = air.europeanAQI
                quality.usAQI = air.usAQI
                var subIndices: [AQIScale: [Pollutant: Int]] = [:]
                for (scale, indices) in air.subIndices {
                    guard let scale = AQIScale(rawValue: scale) else { continue }
                    subIndices[scale] = Self.byPollutant(indices)
                }
                quality.subIndices = subIndices
                quality.concentrations = Self.byPollutant(air.concentrations)
                quality.hourly = air.hourTimes.enumerated().map { index, seconds in
                    AirQuality.Hour(
                        time: Date(timeIntervalSince1970: seconds),
                        europeanAQI: Self.element(air.hourlyEuropean, index), usAQI: Self.element(air.hourlyUS, index))
                }
                forecast.airQuality = quality
            }
        }

        private static func element<Value>(_ values: [Value?], _ index: Int) -> Value? {
            values.indices.contains(index) ? values[index] : nil
        }

        /// Pollutants this wxdash knows; a name twice keeps the first value rather than trapping.
        private static func byPollutant<Value>(_ values: [String: Value]) -> [Pollutant: Value] {
            Dictionary(
                values.compactMap { name, value in Pollutant(rawValue: name).map { ($0, value) } },
                uniquingKeysWith: { first, _ in first })
        }
    }
}
