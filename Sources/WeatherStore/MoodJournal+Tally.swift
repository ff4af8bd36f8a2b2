import WeatherKit

extension MoodJournal {
    /// The journal counted for its statistics by SQLite: a few hundred rows of counts instead of every mood, with
    /// the day and hour worked out by `LocalDateTime`'s rules (floor of the instant, the offset clamped to ±18 h).
    public func tally() throws(DatabaseError) -> MoodTally {
        let limits = MoodStatistics.bandLimits.map { "(forecast.temperature >= \($0))" }.joined(separator: " + ")
        let indoorLimits = MoodStatistics.indoorBandLimits.map { "(mood.indoor_temperature >= \($0))" }.joined(
            separator: " + ")
        // As `IndoorReading` reads a stored value: only what a thermometer can read.
        let indoorKept = "mood.indoor_temperature BETWEEN -100 AND 100"
        let rows = try database.query(
            """
            WITH clamped AS (
                SELECT mood.level AS level, forecast.mood_id IS NOT NULL AS weathered, forecast.condition AS condition,
                       CASE WHEN forecast.temperature IS NULL THEN NULL ELSE \(limits) END AS band,
                       forecast.aqi AS aqi, forecast.aqi_scale AS aqi_scale, forecast.pressure_trend AS trend,
                       CASE WHEN \(indoorKept) THEN \(indoorLimits) ELSE NULL END AS indoor_band,
                       MIN(MAX(mood.created_at, -\(LocalDateTime.instantLimit)), \(LocalDateTime.instantLimit)) AS instant,
                       MIN(MAX(mood.utc_offset_seconds, -\(LocalDateTime.offsetLimit)), \(LocalDateTime.offsetLimit)) AS offset
                FROM mood LEFT JOIN forecast ON forecast.mood_id = mood.id
            ), clocked AS (
                SELECT *, CAST(instant AS INTEGER) - (instant < CAST(instant AS INTEGER)) + offset AS local FROM clamped
            ), split AS (
                SELECT *, ((local % 86400) + 86400) % 86400 AS second_of_day FROM clocked
            )
            SELECT ((((local - second_of_day) / 86400 + 3) % 7) + 7) % 7 + 1,
                   CASE WHEN second_of_day / 3600 < \(PartOfDay.afternoonStartHour) THEN 0 WHEN second_of_day / 3600 < \(PartOfDay.eveningStartHour) THEN 1 ELSE 2 END,
                   weathered, condition, band, aqi, aqi_scale, trend, indoor_band, COUNT(*), SUM(level)
            FROM split GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
            """)
        var tally = MoodTally()
        for row in rows {
            guard row.count == 11, case .integer(let weekday) = row[0], case .integer(let part) = row[1],
                PartOfDay.allCases.indices.contains(Int(part)),
                case .integer(let weathered) = row[2], case .integer(let moods) = row[9],
                case .integer(let levels) = row[10]
            else { continue }
            let key = MoodTally.Key(
                isoWeekday: Int(weekday), partOfDay: PartOfDay.allCases[Int(part)], weathered: weathered != 0,
                condition: row[3].text,
                temperatureBand: row[4].double.map(\.wholeNumber), aqi: row[5].double.map(\.wholeNumber),
                aqiScale: row[6].text.flatMap(AQIScale.init(rawValue:)), pressureTrend: row[7].text,
                indoorBand: row[8].double.map(\.wholeNumber))
            tally.add(key, MoodTally.Count(moods: Int(moods), levelSum: Int(levels)))
        }
        tally.temperaturePairs = try pairs(of: "forecast.temperature")
        tally.daylightPairs = try pairs(of: "forecast.daylight_seconds")
        return tally
    }

    /// How many moods had each level with each value of a forecast column.
    func pairs(of column: String) throws(DatabaseError) -> [MoodTally.Pair: Int] {
        let rows = try database.query(
            """
            SELECT mood.level, \(column), COUNT(*) FROM mood JOIN forecast ON forecast.mood_id = mood.id
            WHERE \(column) IS NOT NULL GROUP BY 1, 2
            """)
        var pairs: [MoodTally.Pair: Int] = [:]
        for row in rows {
            guard row.count == 3, case .integer(let level) = row[0], let value = row[1].double,
                case .integer(let moods) = row[2]
            else { continue }
            pairs[MoodTally.Pair(level: Int(level), value: value), default: 0] += Int(moods)
        }
        return pairs
    }
}
