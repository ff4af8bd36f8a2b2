import Foundation
import WeatherKit

extension ForecastCache {
    /// Adds `count` requests sent to `provider` on the UTC day `day`, and answers the day's total. Days older than a
    /// week are forgotten.
    @discardableResult
    public func countRequests(_ count: Int, provider: Provider, day: LocalDate) throws(DatabaseError) -> Int {
        if count > 0 {
            try database.execute(
                """
                INSERT INTO requests (provider, day, count) VALUES (?, ?, ?)
                ON CONFLICT(provider, day) DO UPDATE SET count = count + excluded.count
                """,
                [.text(provider.rawValue), .text(day.description), .integer(Int64(count))])
            try database.execute("DELETE FROM requests WHERE day < ?", [.text(day.adding(days: -7).description)])
        }
        return try requests(provider: provider, day: day)
    }

    /// Requests sent to `provider` on the UTC day `day` by every wxdash using this cache.
    public func requests(provider: Provider, day: LocalDate) throws(DatabaseError) -> Int {
        let rows = try database.query(
            "SELECT count FROM requests WHERE provider = ? AND day = ?",
            [.text(provider.rawValue), .text(day.description)])
        guard case .integer(let count)? = rows.first?.first else { return 0 }
        return Int(count)
    }
}
