import Foundation
import WeatherKit

extension ForecastCache {
    /// Where a cached forecast is for, read without decoding the forecast: enough to find a place by where it is
    /// or what it is called, when a status bar asks every few seconds.
    public struct Summary: Sendable, Equatable {
        public var key: String
        /// Nil when the column holds a provider this version does not know.
        public var provider: Provider?
        public var name: String
        public var latitude: Double
        public var longitude: Double
        /// Where the forecast was asked for; nil in entries saved before this was kept.
        public var requestedLatitude: Double?
        public var requestedLongitude: Double?

        public init(
            key: String, provider: Provider?, name: String, latitude: Double, longitude: Double,
            requestedLatitude: Double? = nil, requestedLongitude: Double? = nil
        ) {
            self.key = key
            self.provider = provider
            self.name = name
            self.latitude = latitude
            self.longitude = longitude
            self.requestedLatitude = requestedLatitude
            self.requestedLongitude = requestedLongitude
        }

        init?(row: [Database.Value]) {
            guard row.count == 7, case .text(let key) = row[0], case .text(let name) = row[2],
                let latitude = Self.number(row[3]), let longitude = Self.number(row[4])
            else { return nil }
            var provider: Provider?
            if case .text(let raw) = row[1] { provider = Provider(rawValue: raw) }
            self.init(
                key: key, provider: provider, name: name, latitude: latitude, longitude: longitude,
                requestedLatitude: Self.number(row[5]), requestedLongitude: Self.number(row[6]))
        }

        private static func number(_ value: Database.Value) -> Double? {
            switch value {
            case .real(let number): number.isFinite ? number : nil
            case .integer(let number): Double(number)
            case .null, .text: nil
            }
        }
    }

    /// Every entry whose place can be read, newest first; SQLite reads the few fields from each `CachedForecast`.
    public func summaries() throws(DatabaseError) -> [Summary] {
        let rows = try database.query(
            """
            SELECT key, provider, json_extract(document, '$.location.name'), json_extract(document, '$.location.latitude'),
                   json_extract(document, '$.location.longitude'), requested_latitude, requested_longitude
            FROM forecasts WHERE format = ? AND json_valid(document) ORDER BY fetched_at DESC
            """, [.integer(CachedForecast.format)])
        return rows.compactMap(Summary.init(row:))
    }
}
