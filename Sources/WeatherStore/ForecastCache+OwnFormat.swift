import Foundation
import WeatherKit

extension ForecastCache {
    /// Schema 5: each forecast written in the public JSON contract with its extras (`PublicJSONCacheRow`) is written
    /// again as a `CachedForecast`, in a table without the `extras` column and with a `format` one. A row that cannot
    /// be read is dropped: the cache only holds copies. Runs inside the migration's transaction.
    static func reencodeInOwnFormat(_ database: Database) throws(DatabaseError) {
        let rows = try database.query(
            """
            SELECT key, provider, units, fetched_at, saved_at, requested_latitude, requested_longitude, document, extras
            FROM forecasts
            """)
        try database.executeScript(
            """
            CREATE TABLE forecasts_own_format (
                key TEXT PRIMARY KEY,
                provider TEXT NOT NULL,
                units TEXT NOT NULL,
                fetched_at REAL NOT NULL,
                saved_at REAL NOT NULL,
                requested_latitude REAL,
                requested_longitude REAL,
                format INTEGER NOT NULL,
                document TEXT NOT NULL
            )
            """)
        for row in rows {
            guard row.count == 9, case .text(let document) = row[7] else { continue }
            var extras: String?
            if case .text(let text) = row[8] { extras = text }
            guard let forecast = PublicJSONCacheRow(document: document, extras: extras)?.forecast,
                let encoded = CachedForecast(forecast).text
            else { continue }
            try database.execute(
                """
                INSERT INTO forecasts_own_format
                    (key, provider, units, fetched_at, saved_at, requested_latitude, requested_longitude, format, document)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                Array(row[0..<7]) + [.integer(CachedForecast.format), .text(encoded)])
        }
        try database.executeScript("DROP TABLE forecasts; ALTER TABLE forecasts_own_format RENAME TO forecasts")
    }
}
