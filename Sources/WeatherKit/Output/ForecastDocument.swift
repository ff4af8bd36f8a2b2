import Foundation
import HTTP

/// A forecast read back from the `wxdash now --format json` contract: the inverse of `ForecastJSON`.
///
/// `null` and absent optional fields become nil, an unknown condition slug becomes nil, and a `description`
/// equal to its condition's phrase becomes nil (`ForecastJSON` writes the phrase in its place). What the
/// contract does not carry comes back empty: hourly `isDay` and `SunTimes.polar` are nil.
///
/// Read for the bundled sample forecast (`--demo`, `AssetLibrary.loadSampleForecast`) and by the forecast cache's
/// migration of rows written before it had a format of its own; the cache itself stores `CachedForecast`.
public struct ForecastDocument: Sendable, Equatable {
    public var forecast: Forecast
    public var stale: Bool

    public init(forecast: Forecast, stale: Bool = false) {
        self.forecast = forecast
        self.stale = stale
    }

    public init(json data: Data) throws {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw ReadError(error)
        }
        try self.init(document)
    }

    /// What is wrong with the JSON; `field` is a path such as `hourly[3].time`.
    public enum ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        case notJSON(String)
        case missingField(String)
        case wrongType(field: String, expected: String)
        case invalidTime(field: String, value: String)
        case invalidDate(field: String, value: String)
        case unknownValue(field: String, value: String)
        /// A UTC offset no place has (beyond ±18 h): refused as a provider's would be.
        case impossibleOffset(Int)

        public var description: String {
            switch self {
            case .notJSON(let detail):
                "the forecast is not valid JSON (\(detail))"
            case .missingField(let field):
                "the forecast has no value for \(field)"
            case .wrongType(let field, let expected):
                "\(field) in the forecast should be \(expected)"
            case .invalidTime(let field, let value):
                "\(field) in the forecast is “\(value)”, not an ISO 8601 time with an offset such as 2026-11-30T10:00:00+01:00"
            case .invalidDate(let field, let value):
                "\(field) in the forecast is “\(value)”, not a date such as 2026-11-30"
            case .unknownValue(let field, let value):
                "\(field) in the forecast is “\(value)”, which wxdash does not know"
            case .impossibleOffset(let seconds):
                "location.utc_offset_seconds in the forecast is \(seconds) s, no place's UTC offset (they lie within ±18 h)"
            }
        }

        init(_ error: DecodingError) {
            switch error {
            case .keyNotFound(let key, let context):
                self = .missingField(ReadError.path(context.codingPath + [key]))
            case .valueNotFound(_, let context):
                self = .missingField(ReadError.path(context.codingPath))
            case .typeMismatch(let type, let context):
                self = .wrongType(field: ReadError.path(context.codingPath), expected: ReadError.name(of: type))
            case .dataCorrupted(let context) where context.codingPath.isEmpty:
                self = .notJSON(context.debugDescription)
            case .dataCorrupted(let context):
                self = .wrongType(field: ReadError.path(context.codingPath), expected: "a valid value")
            @unknown default:
                self = .notJSON(String(describing: error))
            }
        }

        private static func path(_ keys: [any CodingKey]) -> String {
            HTTPResponse.pathText(keys)
        }

        private static func name(of type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Double.Type, is Int.Type: "a number"
            case is Bool.Type: "true or false"
            case is [HourlyEntry].Type, is [DailyEntry].Type: "an array"
            default: "an object"
            }
        }
    }

    private init(_ document: Document) throws {
        let units = Units(
            temperature: try ForecastDocument.value(
                TemperatureUnit.init, document.units.temperature, "units.temperature"),
            windSpeed: try ForecastDocument.value(WindSpeedUnit.init, document.units.windSpeed, "units.wind_speed"),
            precipitation: try ForecastDocument.value(
                PrecipitationUnit.init, document.units.precipitation, "units.precipitation"))
        let current = document.current
        let condition = ForecastDocument.condition(current.condition)
        let location = document.location
        guard UTCOffset.isPossible(location.utcOffsetSeconds) else {
            throw ReadError.impossibleOffset(location.utcOffsetSeconds)
        }
        forecast = Forecast(
            location: Location(
                // A publisher's saved place names its region and country for others, and reads as its name alone.
                name: location.name, region: location.savedPlace == true ? nil : location.region,
                country: location.savedPlace == true ? nil : location.country,
                latitude: location.latitude, longitude: location.longitude,
                timeZoneIdentifier: location.timezone, utcOffsetSeconds: location.utcOffsetSeconds),
            units: units,
            current: CurrentConditions(
                time: try ForecastDocument.time(current.time, "current.time"),
                temperature: current.temperature, feelsLike: current.feelsLike, humidity: current.humidity,
                windSpeed: current.windSpeed, windDirection: current.windDirection, condition: condition,
                description: current.description == condition?.phrase ? nil : current.description,
                isDay: current.isDay),
            today: TodaySummary(
                high: document.today.high, low: document.today.low,
                sun: SunTimes(
                    sunrise: try ForecastDocument.optionalTime(document.today.sunrise, "today.sunrise"),
                    sunset: try ForecastDocument.optionalTime(document.today.sunset, "today.sunset"))),
            hourly: try document.hourly.enumerated().map { index, hour in
                var row = HourlyForecast(
                    time: try ForecastDocument.time(hour.time, "hourly[\(index)].time"),
                    temperature: hour.temperature, condition: ForecastDocument.condition(hour.condition),
                    precipitationProbability: hour.precipitationProbability)
                row.temperatureP10 = hour.temperatureP10
                row.temperatureP90 = hour.temperatureP90
                row.precipitation = hour.precipitation
                row.snow = hour.snow
                row.windSpeed = hour.windSpeed
                row.windGusts = hour.windGusts
                row.windDirection = hour.windDirection
                return row
            },
            daily: try document.daily.enumerated().map { index, day in
                guard let date = LocalDate(iso: day.date) else {
                    throw ReadError.invalidDate(field: "daily[\(index)].date", value: day.date)
                }
                var row = DailyForecast(
                    date: date, high: day.high, low: day.low, condition: ForecastDocument.condition(day.condition),
                    precipitationProbability: day.precipitationProbability,
                    sun: SunTimes(
                        sunrise: try ForecastDocument.optionalTime(day.sunrise, "daily[\(index)].sunrise"),
                        sunset: try ForecastDocument.optionalTime(day.sunset, "daily[\(index)].sunset")))
                let normal = DayNormal(high: day.normalHigh, low: day.normalLow, precipitation: day.normalPrecipitation)
                row.normal = normal == DayNormal() ? nil : normal
                return row
            },
            provider: try ForecastDocument.value(Provider.init, document.source.provider, "source.provider"),
            fetchedAt: try ForecastDocument.time(document.source.fetchedAt, "source.fetched_at"))
        stale = document.source.stale ?? false
        try readExtensions(document, units: units)
    }

    /// Nowcast, UV, air quality, yesterday, pressure and moon: optional in the contract, so a document without them reads as none.
    private mutating func readExtensions(_ document: Document, units: Units) throws {
        if let nowcast = document.nowcast {
            forecast.nowcast = Nowcast(
                intervalMinutes: nowcast.intervalMinutes,
                steps: try nowcast.steps.enumerated().map { index, step in
                    NowcastStep(
                        time: try ForecastDocument.time(step.time, "nowcast.steps[\(index)].time"),
                        precipitation: step.precipitation)
                },
                interpolated: nowcast.interpolated ?? false, unit: units.precipitation)
        }
        if let uv = document.uv {
            forecast.uv = UVSummary(
                index: uv.index, maxToday: uv.maxToday,
                protectFrom: try ForecastDocument.optionalTime(uv.protectFrom, "uv.protect_from"),
                protectUntil: try ForecastDocument.optionalTime(uv.protectUntil, "uv.protect_until"))
        }
        if let air = document.airQuality {
            let scale = try ForecastDocument.value(AQIScale.init, air.scale, "air_quality.scale")
            let dominant = try air.dominantPollutant.map {
                try ForecastDocument.value(Pollutant.init, $0, "air_quality.dominant_pollutant")
            }
            forecast.airQuality = AirQuality(
                scale: scale,
                europeanAQI: scale == .european ? air.index : nil,
                usAQI: scale == .us ? air.index : nil,
                subIndices: dominant.map { [scale: [$0: air.index]] } ?? [:],
                pollen: air.pollen.map(Pollen.init(kinds:)))
        }
        if let yesterday = document.yesterday {
            let daylight = document.sun.flatMap { sun in
                sun.daylightSeconds.flatMap { today in sun.daylightChangeSeconds.map { today - $0 } }
            }
            forecast.yesterday = YesterdaySummary(high: yesterday.high, low: yesterday.low, daylightSeconds: daylight)
        }
        if let pressure = document.pressure {
            forecast.pressure = PressureReading(
                value: pressure.value,
                trend: try pressure.trend.map { try ForecastDocument.value(PressureTrend.init, $0, "pressure.trend") })
        }
        if let moon = document.moon {
            forecast.today.moonrise = try ForecastDocument.optionalTime(moon.moonrise, "moon.moonrise")
            forecast.today.moonset = try ForecastDocument.optionalTime(moon.moonset, "moon.moonset")
        }
    }

    private static func condition(_ slug: String?) -> Condition? {
        slug.flatMap(Condition.init(rawValue:))
    }

    private static func value<Value>(_ make: (String) -> Value?, _ text: String, _ field: String) throws -> Value {
        guard let value = make(text) else { throw ReadError.unknownValue(field: field, value: text) }
        return value
    }

    private static func optionalTime(_ text: String?, _ field: String) throws -> Date? {
        guard let text else { return nil }
        return try time(text, field)
    }

    /// `2026-11-30T10:00:00+01:00`, `…-03:30` or `…Z`; seconds may be left out.
    private static func time(_ text: String, _ field: String) throws -> Date {
        let invalid = ReadError.invalidTime(field: field, value: text)
        var clock = Substring(text)
        var offset = 0
        if clock.hasSuffix("Z") {
            clock = clock.dropLast()
        } else {
            let suffix = clock.suffix(6)
            guard suffix.count == 6, let sign = suffix.first, sign == "+" || sign == "-" else { throw invalid }
            let parts = suffix.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
                let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...18).contains(hours),
                (0...59).contains(minutes)
            else { throw invalid }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            clock = clock.dropLast(6)
        }
        guard let instant = LocalDateTime.instant(parsing: clock, utcOffsetSeconds: offset) else { throw invalid }
        return instant
    }

    private struct Document: Decodable {
        var location: LocationEntry
        var units: UnitsEntry
        var current: CurrentEntry
        var today: TodayEntry
        var hourly: [HourlyEntry]
        var daily: [DailyEntry]
        var source: SourceEntry
        var nowcast: NowcastEntry?
        var uv: UVEntry?
        var airQuality: AirQualityEntry?
        var yesterday: YesterdayEntry?
        var pressure: PressureEntry?
        var sun: SunEntry?
        var moon: MoonEntry?

        enum CodingKeys: String, CodingKey {
            case location, units, current, today, hourly, daily, source, nowcast, uv, yesterday, pressure, sun, moon
            case airQuality = "air_quality"
        }
    }

    private struct NowcastEntry: Decodable {
        struct Step: Decodable {
            var time: String
            var precipitation: Double?
        }

        var intervalMinutes: Int
        var steps: [Step]
        var interpolated: Bool?

        enum CodingKeys: String, CodingKey {
            case steps, interpolated
            case intervalMinutes = "interval_minutes"
        }
    }

    private struct UVEntry: Decodable {
        var index: Double?
        var maxToday: Double?
        var protectFrom: String?
        var protectUntil: String?

        enum CodingKeys: String, CodingKey {
            case index
            case maxToday = "max_today"
            case protectFrom = "protect_from"
            case protectUntil = "protect_until"
        }
    }

    private struct AirQualityEntry: Decodable {
        var scale: String
        var index: Int
        var dominantPollutant: String?
        var pollen: [String: Double?]?

        enum CodingKeys: String, CodingKey {
            case scale, index, pollen
            case dominantPollutant = "dominant_pollutant"
        }
    }

    private struct YesterdayEntry: Decodable {
        var high: Double?
        var low: Double?
    }

    private struct PressureEntry: Decodable {
        var value: Double
        var trend: String?
    }

    private struct SunEntry: Decodable {
        var daylightSeconds: Int?
        var daylightChangeSeconds: Int?

        enum CodingKeys: String, CodingKey {
            case daylightSeconds = "daylight_seconds"
            case daylightChangeSeconds = "daylight_change_seconds"
        }
    }

    private struct MoonEntry: Decodable {
        var moonrise: String?
        var moonset: String?
    }

    private struct LocationEntry: Decodable {
        var name: String
        var region: String?
        var country: String?
        var latitude: Double
        var longitude: Double
        var timezone: String?
        var utcOffsetSeconds: Int
        /// `wxdash publish`'s mark of a saved place (`saved_place: true`).
        var savedPlace: Bool?

        enum CodingKeys: String, CodingKey {
            case name, region, country, latitude, longitude, timezone
            case utcOffsetSeconds = "utc_offset_seconds"
            case savedPlace = "saved_place"
        }
    }

    private struct UnitsEntry: Decodable {
        var temperature: String
        var windSpeed: String
        var precipitation: String

        enum CodingKeys: String, CodingKey {
            case temperature, precipitation
            case windSpeed = "wind_speed"
        }
    }

    private struct CurrentEntry: Decodable {
        var time: String
        var temperature: Double?
        var feelsLike: Double?
        var humidity: Double?
        var windSpeed: Double?
        var windDirection: Double?
        var condition: String?
        var description: String?
        var isDay: Bool?

        enum CodingKeys: String, CodingKey {
            case time, temperature, humidity, condition, description
            case feelsLike = "feels_like"
            case windSpeed = "wind_speed"
            case windDirection = "wind_direction"
            case isDay = "is_day"
        }
    }

    private struct TodayEntry: Decodable {
        var high: Double?
        var low: Double?
        var sunrise: String?
        var sunset: String?
    }

    private struct HourlyEntry: Decodable {
        var time: String
        var temperature: Double?
        var condition: String?
        var precipitationProbability: Double?
        var temperatureP10: Double?
        var temperatureP90: Double?
        var precipitation: Double?
        var snow: Double?
        var windSpeed: Double?
        var windGusts: Double?
        var windDirection: Double?

        enum CodingKeys: String, CodingKey {
            case time, temperature, condition, precipitation, snow
            case precipitationProbability = "precipitation_probability"
            case temperatureP10 = "temperature_p10"
            case temperatureP90 = "temperature_p90"
            case windSpeed = "wind_speed"
            case windGusts = "wind_gusts"
            case windDirection = "wind_direction"
        }
    }

    private struct DailyEntry: Decodable {
        var date: String
        var high: Double?
        var low: Double?
        var condition: String?
        var precipitationProbability: Double?
        var sunrise: String?
        var sunset: String?
        var normalHigh: Double?
        var normalLow: Double?
        var normalPrecipitation: Double?

        enum CodingKeys: String, CodingKey {
            case date, high, low, condition, sunrise, sunset
            case precipitationProbability = "precipitation_probability"
            case normalHigh = "normal_high"
            case normalLow = "normal_low"
            case normalPrecipitation = "normal_precipitation"
        }
    }

    private struct SourceEntry: Decodable {
        var provider: String
        var fetchedAt: String
        var stale: Bool?

        enum CodingKeys: String, CodingKey {
            case provider, stale
            case fetchedAt = "fetched_at"
        }
    }
}
