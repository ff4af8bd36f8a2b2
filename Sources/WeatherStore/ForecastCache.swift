import CSQLite
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

    static let migrations: [Migration] = [
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
        // The cache's own encoding (`CachedForecast`) in place of the public JSON and its extras, with its format number.
        Migration { database throws(DatabaseError) in try ForecastCache.reencodeInOwnFormat(database) },
        // Requests sent to each provider per UTC day, by every wxdash on the machine (the daily budget).
        "CREATE TABLE requests (provider TEXT NOT NULL, day TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (provider, day))",
        // The last answer to each conditional request (MET Norway's), with its Last-Modified and Expires, so that a
        // `wxdash now` after another asks nothing before Expires and sends If-Modified-Since after it.
        "CREATE TABLE responses (url TEXT PRIMARY KEY, body TEXT NOT NULL, last_modified TEXT, expires REAL, saved_at REAL NOT NULL)",
        // Each place's climate normals (`ClimateNormals`, computed from the archive), kept for a month or more, and
        // when the archive was last asked (an answer of nulls or a failure waits before it is asked again).
        "CREATE TABLE normals (key TEXT PRIMARY KEY, asked_at REAL NOT NULL, saved_at REAL, document TEXT, problem TEXT)"
    ]

    let database: Database

    public init(path: String) throws(DatabaseError) {
        database = try Database.store(at: path, migrations: Self.migrations)
    }

    /// The cache for reading only (`--offline`): nil when there is no cache file yet. A cache from an older wxdash is
    /// brought forward first when it can be written; when it cannot, that is the error.
    public init?(readingFrom path: String) throws(DatabaseError) {
        let existing: Database?
        do {
            existing = try Database.existingStore(at: path, migrations: Self.migrations)
        } catch  where error.needsUpgrade {
            guard (try? Database.store(at: path, migrations: Self.migrations)) != nil else { throw error }
            existing = try Database.existingStore(at: path, migrations: Self.migrations)
        }
        guard let existing else { return nil }
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
        guard let document = CachedForecast(forecast).text else {
            throw DatabaseError(
                path: database.path, code: SQLITE_MISUSE,
                detail: "could not encode the forecast for \(forecast.location.name)")
        }
        try database.execute(
            """
            INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, requested_latitude, requested_longitude, format, document)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET provider = excluded.provider, units = excluded.units,
                fetched_at = excluded.fetched_at, saved_at = excluded.saved_at,
                requested_latitude = excluded.requested_latitude, requested_longitude = excluded.requested_longitude,
                format = excluded.format, document = excluded.document
            """,
            [
                .text(key), .text(forecast.provider.rawValue), .text(forecast.units.system.rawValue),
                .real(forecast.fetchedAt.timeIntervalSince1970), .real(now.timeIntervalSince1970),
                requested.map { .real($0.latitude) } ?? .null, requested.map { .real($0.longitude) } ?? .null,
                .integer(CachedForecast.format), .text(document)
            ])
    }

    /// The entry saved under `key`; nil when there is none or it can no longer be read.
    public func load(key: String) throws(DatabaseError) -> Entry? {
        let rows = try database.query(
            "SELECT format, document, saved_at, requested_latitude, requested_longitude FROM forecasts WHERE key = ?",
            [.text(key)])
        return rows.first.flatMap(Self.entry)
    }

    private static func entry(_ row: [Database.Value]) -> Entry? {
        guard row.count == 5, case .integer(let format) = row[0], case .text(let document) = row[1],
            case .real(let savedAt) = row[2],
            let cached = CachedForecast(text: document, format: format)
        else { return nil }
        var entry = Entry(forecast: cached.forecast, savedAt: Date(timeIntervalSince1970: savedAt))
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

    /// The newest alerts saved under a key that starts with `prefix` (another language's, say); nil when there are
    /// none or they can no longer be read.
    public func newestAlerts(keyPrefix prefix: String) throws(DatabaseError) -> AlertReport? {
        let rows = try database.query(
            // substr counts characters (code points), as unicodeScalars does.
            "SELECT document FROM alerts WHERE substr(key, 1, ?) = ? ORDER BY fetched_at DESC LIMIT 1",
            [.integer(Int64(prefix.unicodeScalars.count)), .text(prefix)])
        guard let row = rows.first, case .text(let document)? = row.first else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(AlertReport.self, from: Data(document.utf8))
    }

    /// The alerts last saved under `key`; nil when there are none or they can no longer be read.
    public func loadAlerts(key: String) throws(DatabaseError) -> AlertReport? {
        let rows = try database.query("SELECT document FROM alerts WHERE key = ?", [.text(key)])
        guard let row = rows.first, case .text(let document)? = row.first else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(AlertReport.self, from: Data(document.utf8))
    }
}
