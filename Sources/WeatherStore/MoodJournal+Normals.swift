import Foundation
import WeatherKit

extension MoodJournal {
    /// Keeps the day's departure from normal beside the mood's weather (a column of its own, migration 6).
    func saveDeparture(_ forecast: MoodForecast, moodID: Int64) throws(DatabaseError) {
        guard let departure = forecast.departureFromNormalCelsius, departure.isFinite else { return }
        try database.execute(
            "UPDATE forecast SET departure_from_normal = ? WHERE mood_id = ?", [.real(departure), .integer(moodID)])
    }

    /// Each level seen with a departure from normal (°C, rounded to a tenth) and how many moods had it: what
    /// `MoodByNormal` groups, summed by SQLite rather than read mood by mood.
    public func departureTally() throws(DatabaseError) -> [MoodTally.Pair: Int] {
        var pairs: [MoodTally.Pair: Int] = [:]
        try database.forEachRow(
            """
            SELECT mood.level, ROUND(forecast.departure_from_normal, 1) AS departure, COUNT(*)
            FROM mood JOIN forecast ON forecast.mood_id = mood.id
            WHERE forecast.departure_from_normal IS NOT NULL
            GROUP BY mood.level, departure
            """,
            []
        ) { row in
            if row.count == 3, case .integer(let level) = row[0], let departure = row[1].double,
                case .integer(let count) = row[2]
            {
                pairs[MoodTally.Pair(level: Int(level), value: departure), default: 0] += Int(count)
            }
            return true
        }
        return pairs
    }
}
