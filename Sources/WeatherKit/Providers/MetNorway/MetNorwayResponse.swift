import Foundation

/// MET Norway Locationforecast 2.0 (`compact` or `complete`) exactly as it comes: a GeoJSON Feature whose
/// `properties.timeseries` holds one step per hour for about two and a half days, then one per six hours.
/// Every value is optional: a step may have `instant` only, and the period blocks have holes.
struct MetNorwayResponse: Decodable, Sendable {
    var geometry: Geometry?
    var properties: Properties

    struct Geometry: Decodable, Sendable {
        /// `[longitude, latitude, altitude]`: longitude first.
        var coordinates: [Double?]?
    }

    struct Properties: Decodable, Sendable {
        var meta: Meta?
        var timeseries: [Step]
    }

    struct Meta: Decodable, Sendable {
        var updatedAt: String?
        var units: [String: String]?

        enum CodingKeys: String, CodingKey {
            case updatedAt = "updated_at"
            case units
        }
    }

    struct Step: Decodable, Sendable {
        /// `2026-02-06T21:00:00Z`, always UTC.
        var time: String
        var data: StepData?
    }

    struct StepData: Decodable, Sendable {
        var instant: Instant?
        var nextHour: Period?
        var nextSixHours: Period?
        var nextTwelveHours: Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case nextHour = "next_1_hours"
            case nextSixHours = "next_6_hours"
            case nextTwelveHours = "next_12_hours"
        }
    }

    struct Instant: Decodable, Sendable {
        var details: InstantDetails?
    }

    struct InstantDetails: Decodable, Sendable {
        /// °C
        var airTemperature: Double?
        /// °C; only some `complete` answers have it.
        var apparentAirTemperature: Double?
        /// %
        var relativeHumidity: Double?
        /// m/s
        var windSpeed: Double?
        /// Degrees, where the wind comes from.
        var windFromDirection: Double?
        /// hPa
        var airPressureAtSeaLevel: Double?
        var ultravioletIndexClearSky: Double?

        enum CodingKeys: String, CodingKey {
            case airTemperature = "air_temperature"
            case apparentAirTemperature = "apparent_air_temperature"
            case relativeHumidity = "relative_humidity"
            case windSpeed = "wind_speed"
            case windFromDirection = "wind_from_direction"
            case airPressureAtSeaLevel = "air_pressure_at_sea_level"
            case ultravioletIndexClearSky = "ultraviolet_index_clear_sky"
        }
    }

    /// What the period starting at the step's time holds (`next_1_hours`, `next_6_hours`, `next_12_hours`).
    struct Period: Decodable, Sendable {
        var summary: Summary?
        var details: PeriodDetails?
    }

    struct Summary: Decodable, Sendable {
        var symbolCode: String?

        enum CodingKeys: String, CodingKey {
            case symbolCode = "symbol_code"
        }
    }

    struct PeriodDetails: Decodable, Sendable {
        /// mm over the period.
        var precipitationAmount: Double?
        /// %; only inside the Nordic area.
        var probabilityOfPrecipitation: Double?
        /// °C over the period (`next_6_hours` of `complete`).
        var airTemperatureMax: Double?
        var airTemperatureMin: Double?

        enum CodingKeys: String, CodingKey {
            case precipitationAmount = "precipitation_amount"
            case probabilityOfPrecipitation = "probability_of_precipitation"
            case airTemperatureMax = "air_temperature_max"
            case airTemperatureMin = "air_temperature_min"
        }
    }
}
