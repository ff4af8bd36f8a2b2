import Foundation
import WeatherKit

/// The last good forecast per place, provider and units, in `$XDG_CACHE_HOME/wxdash/cache.sqlite`.
/// Safe to delete: it only saves a fetch and lets the dashboard paint at once and work offline.
public final class ForecastCache {
    public struct Entry: Sendable, Equatable {
        public var forecast: Forecast
        public var savedAt: Date
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
    ]

    private let database: Database

    public init(path: String) throws(DatabaseError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DatabaseError(path: path, code: 0, detail: "cannot create the folder \(directory)")
        }
        database = try Database(path: path)
        try database.migrate(Self.migrations)
    }

    /// `$XDG_CACHE_HOME/wxdash/cache.sqlite`, with the XDG default `~/.cache`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.cache.path(of: "cache.sqlite", environment: environment)
    }

    public func save(_ forecast: Forecast, key: String, now: Date = Date()) throws(DatabaseError) {
        try database.execute(
            """
            INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, document) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET provider = excluded.provider, units = excluded.units,
                fetched_at = excluded.fetched_at, saved_at = excluded.saved_at, document = excluded.document
            """,
            [
                .text(key), .text(forecast.provider.rawValue), .text(forecast.units.system.rawValue),
                .real(forecast.fetchedAt.timeIntervalSince1970), .real(now.timeIntervalSince1970),
                .text(ForecastJSON(forecast).value.serialized()),
            ])
    }

    /// The entry saved under `key`; nil when there is none or it can no longer be read.
    public func load(key: String) throws(DatabaseError) -> Entry? {
        let rows = try database.query("SELECT document, saved_at FROM forecasts WHERE key = ?", [.text(key)])
        guard let row = rows.first, row.count == 2, case .text(let document) = row[0], case .real(let savedAt) = row[1],
              let forecast = try? ForecastDocument(json: Data(document.utf8)).forecast
        else { return nil }
        return Entry(forecast: forecast, savedAt: Date(timeIntervalSince1970: savedAt))
    }
}
