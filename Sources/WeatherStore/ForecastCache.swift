import Foundation
import WeatherKit

/// The last good forecast per place, provider and units, in `$XDG_CACHE_HOME/wxdash/cache.sqlite`.
/// Safe to delete: it only saves a fetch and lets the dashboard paint at once and work offline.
public final class ForecastCache {
    public struct Entry: Sendable, Equatable {
        public var forecast: Forecast
        public var savedAt: Date
        /// Where the forecast was asked for (a provider answers for its nearest grid point, which can be
        /// kilometres away); nil in entries saved before this was kept.
        public var requestedLatitude: Double?
        public var requestedLongitude: Double?
    }

    static let migrations = [
        """
        CREATE TABLE forecasts (
            key TEXT PRIMARY KEY,
            provider TEXT NOT NULL,
            units TEXT NOT NULL,
            fetched_at REAL NOT NULL,
            saved_at REAL NOT NULL,
            document TEXT NOT NULL
        )
        """,
        // What the JSON contract leaves out: hourly day/night and polar days.
        "ALTER TABLE forecasts ADD COLUMN extras TEXT",
        // Official alerts, beside the forecast under the same key, fetched on their own schedule.
        "CREATE TABLE alerts (key TEXT PRIMARY KEY, fetched_at REAL NOT NULL, document TEXT NOT NULL)",
        // The place as asked for, so `--offline` finds it by where it is.
        "ALTER TABLE forecasts ADD COLUMN requested_latitude REAL; ALTER TABLE forecasts ADD COLUMN requested_longitude REAL",
    ]

    let database: Database

    public init(path: String) throws(DatabaseError) {
        database = try Database.store(at: path, migrations: Self.migrations)
    }

    /// The cache for reading only (`--offline`): nil when there is no cache file yet.
    public init?(readingFrom path: String) throws(DatabaseError) {
        guard let existing = try Database.existingStore(at: path, migrations: Self.migrations) else { return nil }
        database = existing
    }

    /// `$XDG_CACHE_HOME/wxdash/cache.sqlite`, with the XDG default `~/.cache`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "cache.sqlite", environment: environment)
    }

    /// `requested`: where the forecast was asked for, when that is known.
    public func save(
        _ forecast: Forecast, key: String, now: Date = Date(), requested: (latitude: Double, longitude: Double)? = nil
    ) throws(DatabaseError) {
        try database.execute(
            """
            INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, document, extras, requested_latitude, requested_longitude)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET provider = excluded.provider, units = excluded.units,
                fetched_at = excluded.fetched_at, saved_at = excluded.saved_at, document = excluded.document,
                extras = excluded.extras, requested_latitude = excluded.requested_latitude,
                requested_longitude = excluded.requested_longitude
            """,
            [
                .text(key), .text(forecast.provider.rawValue), .text(forecast.units.system.rawValue),
                .real(forecast.fetchedAt.timeIntervalSince1970), .real(now.timeIntervalSince1970),
                .text(ForecastJSON(forecast).value.serialized()),
                .text(Extras(forecast).encoded),
                requested.map { .real($0.latitude) } ?? .null, requested.map { .real($0.longitude) } ?? .null,
            ])
    }

    /// The entry saved under `key`; nil when there is none or it can no longer be read.
    public func load(key: String) throws(DatabaseError) -> Entry? {
        let rows = try database.query("SELECT document, saved_at, extras, requested_latitude, requested_longitude FROM forecasts WHERE key = ?", [.text(key)])
        return rows.first.flatMap(Self.entry)
    }

    private static func entry(_ row: [Database.Value]) -> Entry? {
        guard row.count == 5, case .text(let document) = row[0], case .real(let savedAt) = row[1],
              var forecast = try? ForecastDocument(json: Data(document.utf8)).forecast
        else { return nil }
        if case .text(let extras) = row[2] { Extras.decode(extras)?.apply(to: &forecast) }
        var entry = Entry(forecast: forecast, savedAt: Date(timeIntervalSince1970: savedAt))
        if case .real(let latitude) = row[3], case .real(let longitude) = row[4] {
            (entry.requestedLatitude, entry.requestedLongitude) = (latitude, longitude)
        }
        return entry
    }

    public func saveAlerts(_ report: AlertReport, key: String) throws(DatabaseError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let document = (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        try database.execute(
            """
            INSERT INTO alerts (key, fetched_at, document) VALUES (?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET fetched_at = excluded.fetched_at, document = excluded.document
            """,
            [.text(key), .real(report.fetchedAt.timeIntervalSince1970), .text(document)])
    }

    /// The alerts last saved under `key`; nil when there are none or they can no longer be read.
    public func loadAlerts(key: String) throws(DatabaseError) -> AlertReport? {
        let rows = try database.query("SELECT document FROM alerts WHERE key = ?", [.text(key)])
        guard let row = rows.first, case .text(let document)? = row.first else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(AlertReport.self, from: Data(document.utf8))
    }

    /// Hourly day/night and daily polar state, kept beside the JSON document so a cached forecast draws
    /// exactly as the live one did.
    struct Extras: Codable {
        var hourlyIsDay: [Bool?]
        var dailyPolar: [String?]
        var todayPolar: String?
        // Issue 13: absent from entries saved before it, so all optional.
        var hourlyUV: [Double?]?
        var hourlyPressure: [Double?]?
        var dailyUVMax: [Double?]?
        var air: AirExtras?

        /// What the contract's `air_quality` leaves out: both scales, every sub-index, concentrations, the hours.
        struct AirExtras: Codable {
            var europeanAQI: Int?
            var usAQI: Int?
            var subIndices: [String: [String: Int]]
            var concentrations: [String: Double]
            var hourTimes: [Double]
            var hourlyEuropean: [Int?]
            var hourlyUS: [Int?]
        }

        init(_ forecast: Forecast) {
            hourlyIsDay = forecast.hourly.map(\.isDay)
            dailyPolar = forecast.daily.map { $0.sun.polar?.rawValue }
            todayPolar = forecast.today.sun.polar?.rawValue
            hourlyUV = forecast.hourly.map(\.uvIndex)
            hourlyPressure = forecast.hourly.map(\.pressure)
            dailyUVMax = forecast.daily.map(\.uvIndexMax)
            air = forecast.airQuality.map { air in
                AirExtras(
                    europeanAQI: air.europeanAQI, usAQI: air.usAQI,
                    subIndices: Dictionary(uniqueKeysWithValues: air.subIndices.map { scale, indices in
                        (scale.rawValue, Dictionary(uniqueKeysWithValues: indices.map { ($0.key.rawValue, $0.value) }))
                    }),
                    concentrations: Dictionary(uniqueKeysWithValues: air.concentrations.map { ($0.key.rawValue, $0.value) }),
                    hourTimes: air.hourly.map(\.time.timeIntervalSince1970),
                    hourlyEuropean: air.hourly.map(\.europeanAQI), hourlyUS: air.hourly.map(\.usAQI))
            }
        }

        var encoded: String {
            (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }

        static func decode(_ text: String) -> Extras? {
            try? JSONDecoder().decode(Extras.self, from: Data(text.utf8))
        }

        func apply(to forecast: inout Forecast) {
            for index in forecast.hourly.indices where index < hourlyIsDay.count {
                forecast.hourly[index].isDay = hourlyIsDay[index]
            }
            for index in forecast.daily.indices where index < dailyPolar.count {
                forecast.daily[index].sun.polar = dailyPolar[index].flatMap(SunTimes.Polar.init(rawValue:))
            }
            forecast.today.sun.polar = todayPolar.flatMap(SunTimes.Polar.init(rawValue:))
            for index in forecast.hourly.indices {
                forecast.hourly[index].uvIndex = hourlyUV?[safe: index] ?? nil
                forecast.hourly[index].pressure = hourlyPressure?[safe: index] ?? nil
            }
            for index in forecast.daily.indices {
                forecast.daily[index].uvIndexMax = dailyUVMax?[safe: index] ?? nil
            }
            if let air, var quality = forecast.airQuality {
                quality.europeanAQI = air.europeanAQI
                quality.usAQI = air.usAQI
                var subIndices: [AQIScale: [Pollutant: Int]] = [:]
                for (scale, indices) in air.subIndices {
                    guard let scale = AQIScale(rawValue: scale) else { continue }
                    subIndices[scale] = Dictionary(uniqueKeysWithValues: indices.compactMap { name, value in Pollutant(rawValue: name).map { ($0, value) } })
                }
                quality.subIndices = subIndices
                quality.concentrations = Dictionary(uniqueKeysWithValues: air.concentrations.compactMap { name, value in Pollutant(rawValue: name).map { ($0, value) } })
                quality.hourly = air.hourTimes.enumerated().map { index, seconds in
                    AirQuality.Hour(
                        time: Date(timeIntervalSince1970: seconds),
                        europeanAQI: air.hourlyEuropean[safe: index] ?? nil, usAQI: air.hourlyUS[safe: index] ?? nil)
                }
                forecast.airQuality = quality
            }
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
