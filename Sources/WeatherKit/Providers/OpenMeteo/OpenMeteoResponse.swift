import Foundation

/// The `/v1/forecast` body exactly as sent. Blocks are kept as named columns because their keys vary:
/// renamed variables (`weathercode` → `weather_code`), model suffixes (`_best_match`), and times that are
/// local clock strings or, with `timeformat=unixtime`, epoch seconds.
struct OpenMeteoResponse: Decodable {
    let latitude: Double
    let longitude: Double
    let utcOffsetSeconds: Int?
    let timezone: String?
    let current: [String: OpenMeteoValue]?
    /// The pre-2023 `current_weather=true` block.
    let currentWeather: [String: OpenMeteoValue]?
    let hourly: [String: [OpenMeteoValue]]?
    let daily: [String: [OpenMeteoValue]]?
    let minutely15: [String: [OpenMeteoValue]]?
    /// What unit each variable is in (`"temperature_2m": "°F"`), as the server says.
    let currentUnits: [String: OpenMeteoValue]?
    let hourlyUnits: [String: OpenMeteoValue]?
    let dailyUnits: [String: OpenMeteoValue]?
    let minutely15Units: [String: OpenMeteoValue]?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
        case minutely15Units = "minutely_15_units"
        case currentWeather = "current_weather"
        case minutely15 = "minutely_15"
    }
}

/// One cell of an Open-Meteo block: a number, a string, or `null` (which stays missing, never zero).
enum OpenMeteoValue: Decodable, Equatable {
    case number(Double)
    case text(String)
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if (try? container.decode(Bool.self)) != nil {
            self = .null
        } else {
            throw DecodingError.typeMismatch(
                OpenMeteoValue.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected a number, a string or null"))
        }
    }

    var number: Double? {
        if case .number(let value) = self, value.isFinite { return value }
        return nil
    }
}
