import WeatherKit

extension MoodJournal {
    /// The journal's figures for its statistics, counted by SQLite in four aggregate passes (every mood by the hour of
    /// its week and indoor band; the moods with weather by what the weather was; levels with each temperature and
    /// daylight length), a few hundred rows in all whatever the journal's length. The same figures as the moods
    /// themselves give (`MoodFigures(MoodTally(entries))`): the day and hour by `LocalDateTime`'s rules.
    public func figures() throws(DatabaseError) -> MoodFigures {
        var figures = MoodFigures()
        try countEveryMood(into: &figures)
        try countWeather(into: &figures)
        figures.temperaturePairs = try pairs(of: "forecast.temperature")
        figures.daylightPairs = try pairs(of: "forecast.daylight_seconds")
        return figures
    }

    /// A multiple of a week's seconds that makes every clamped local time positive, so SQLite's integer division
    /// (which truncates) floors.
    static let weekShift = 604_800 * 200_000

    /// Every mood by the hour of its week (by its own clock, Monday 00:00 first), whether it has weather, and its
    /// indoor band, packed in one integer so SQLite sorts one column: hour × 16 + weathered × 8 + band (7: none).
    private func countEveryMood(into figures: inout MoodFigures) throws(DatabaseError) {
        let indoorLimits = MoodStatistics.indoorBandLimits.map { "(indoor >= \($0))" }.joined(separator: " + ")
        // The inner select is a co-routine (LIMIT keeps SQLite from flattening it), so each row's clamps are worked once.
        try database.forEachRow(
            """
            SELECT (((CAST(instant AS INTEGER) - (instant < CAST(instant AS INTEGER)) + offset + \(Self.weekShift)) / 3600 + 72) % 168) * 16
                       + weathered * 8 + CASE WHEN indoor BETWEEN -100 AND 100 THEN \(indoorLimits) ELSE 7 END,
                   COUNT(*), SUM(level)
            FROM (
                SELECT MIN(MAX(mood.created_at, -\(LocalDateTime.instantLimit)), \(LocalDateTime.instantLimit)) AS instant,
                       MIN(MAX(mood.utc_offset_seconds, -\(LocalDateTime.offsetLimit)), \(LocalDateTime.offsetLimit)) AS offset,
                       mood.level AS level, forecast.mood_id IS NOT NULL AS weathered, mood.indoor_temperature AS indoor
                FROM mood LEFT JOIN forecast ON forecast.mood_id = mood.id LIMIT -1
            )
            GROUP BY 1
            """
        ) { row in
            guard row.count == 3, case .integer(let key) = row[0], case .integer(let moods) = row[1],
                case .integer(let levels) = row[2]
            else {
                return true
            }
            let hourOfWeek = Int(key / 16)
            let count = MoodFigures.Count(moods: Int(moods), levelSum: Int(levels))
            let band = Int(key % 8)
            figures.addEvery(count, isoWeekday: hourOfWeek / 24 + 1, indoorBand: band == 7 ? nil : band)
            if key % 16 >= 8 { figures.addWeathered(count, partOfDay: PartOfDay(hour: hourOfWeek % 24)) }
            return true
        }
    }

    /// The moods with weather by condition, temperature band, air quality and pressure trend.
    private func countWeather(into figures: inout MoodFigures) throws(DatabaseError) {
        let limits = MoodStatistics.bandLimits.map { "(forecast.temperature >= \($0))" }.joined(separator: " + ")
        try database.forEachRow(
            """
            SELECT forecast.condition, CASE WHEN forecast.temperature IS NULL THEN NULL ELSE \(limits) END,
                   forecast.aqi, forecast.aqi_scale, forecast.pressure_trend, COUNT(*), SUM(mood.level)
            FROM forecast JOIN mood ON mood.id = forecast.mood_id
            GROUP BY 1, 2, 3, 4, 5
            """
        ) { row in
            guard row.count == 7, case .integer(let moods) = row[5], case .integer(let levels) = row[6] else {
                return true
            }
            figures.addWeather(
                // Slugs as a mood reads them: one this wxdash does not know counts as none.
                MoodFigures.Count(moods: Int(moods), levelSum: Int(levels)),
                condition: row[0].text.flatMap(Condition.init(rawValue:))?.rawValue,
                temperatureBand: row[1].double.map(\.wholeNumber), aqi: row[2].double.map(\.wholeNumber),
                aqiScale: row[3].text.flatMap(AQIScale.init(rawValue:)),
                pressureTrend: row[4].text.flatMap(PressureTrend.init(rawValue:))?.rawValue)
            return true
        }
    }
}
