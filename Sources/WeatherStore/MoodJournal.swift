import Foundation
import WeatherKit

/// The mood journal in `$XDG_DATA_HOME/wxdash/journal.sqlite`: people's own data, never overwritten.
/// Each mood has at most one forecast and each forecast belongs to exactly one mood (enforced by the schema).
public final class MoodJournal {
    /// How long after a mood a forecast may still be attached to it, when none could be had at the time.
    public static let pendingWindow: TimeInterval = 3 * 3600

    /// Numbered schema steps; a file is brought forward one step per transaction, never back.
    static let migrations: [Migration] = [
        """
        CREATE TABLE mood (
            id INTEGER PRIMARY KEY,
            created_at REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL,
            level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
            comment TEXT
        );
        CREATE TABLE forecast (
            id INTEGER PRIMARY KEY,
            mood_id INTEGER NOT NULL UNIQUE REFERENCES mood(id) ON DELETE CASCADE,
            created_at REAL NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            temperature REAL,
            summary TEXT,
            condition TEXT,
            is_day INTEGER
        );
        CREATE INDEX mood_created_at ON mood(created_at);
        """,
        // 2: air quality, UV, pressure and daylight of the mood's moment; older moods keep nulls.
        """
        ALTER TABLE forecast ADD COLUMN aqi INTEGER;
        ALTER TABLE forecast ADD COLUMN aqi_scale TEXT;
        ALTER TABLE forecast ADD COLUMN uv_index REAL;
        ALTER TABLE forecast ADD COLUMN pressure REAL;
        ALTER TABLE forecast ADD COLUMN pressure_trend TEXT;
        ALTER TABLE forecast ADD COLUMN daylight_seconds INTEGER;
        """,
        // 3: the newest moods without sorting the whole journal (the order `entries` lists them in).
        """
        CREATE INDEX mood_newest ON mood(CAST(created_at AS INTEGER) DESC, id DESC);
        """,
        // 4: ids are never given twice, so an id in a script or a note always means one mood. The highest id ever
        // given is kept in a one-row table (seeded from the moods there are; one deleted before this step cannot be
        // known), raised by a trigger on every insert, and new moods take the next one. The mood table is not
        // rebuilt (AUTOINCREMENT would need that, and its forecasts would go with it through ON DELETE CASCADE).
        """
        CREATE TABLE mood_highest_id (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            id INTEGER NOT NULL
        );
        INSERT INTO mood_highest_id (only, id) SELECT 1, COALESCE(MAX(id), 0) FROM mood;
        CREATE TRIGGER mood_keeps_highest_id AFTER INSERT ON mood BEGIN
            UPDATE mood_highest_id SET id = MAX(id, NEW.id);
        END;
        """,
        // 5: what the person's own sensors said indoors (°C and %), on the mood itself: a mood saved without weather
        // may still have them. Older moods keep nulls.
        """
        ALTER TABLE mood ADD COLUMN indoor_temperature REAL;
        ALTER TABLE mood ADD COLUMN indoor_humidity REAL;
        """,
        // 6: how much warmer (positive) or colder than normal the mood's day was, in °C (`MoodJournal+Normals`).
        "ALTER TABLE forecast ADD COLUMN departure_from_normal REAL",
        // 7: whose temperature the forecast's is ('provider' or 'station', the person's own outdoor station). Older
        // moods keep null: theirs was the provider's.
        """
        ALTER TABLE forecast ADD COLUMN temperature_source TEXT;
        """
    ]

    let database: Database

    public init(path: String) throws(DatabaseError) {
        database = try Database.store(at: path, migrations: Self.migrations, foreignKeys: true)
    }

    /// The journal for reading only (list, export, stats): it works wherever the file can be read, even when it
    /// or its folder cannot be written, and changes nothing. With no file yet, an empty journal.
    public init(readingFrom path: String) throws(DatabaseError) {
        let existing: Database?
        do {
            existing = try Database.existingStore(at: path, migrations: Self.migrations)
        } catch  where error.needsUpgrade {
            // A journal from an older wxdash is brought forward when it can be written; if not, that is the error.
            guard (try? Database.store(at: path, migrations: Self.migrations, foreignKeys: true)) != nil else {
                throw error
            }
            existing = try Database.existingStore(at: path, migrations: Self.migrations)
        }
        if let existing {
            database = existing
        } else {
            database = try Database(path: ":memory:")
            try database.migrate(Self.migrations)
            // No file yet: nothing to read, and nothing may be written here either (it would vanish at exit).
            try database.execute("PRAGMA query_only = ON")
        }
    }

    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.data.path(of: "journal.sqlite", environment: environment)
    }

    /// Saves a mood, with its weather and the indoor reading when there are some, in one transaction. Returns its id.
    @discardableResult
    public func add(
        level: MoodLevel, comment: String?, at date: Date, utcOffsetSeconds: Int, forecast: MoodForecast?,
        indoor: IndoorReading? = nil
    ) throws(DatabaseError) -> Int64 {
        var id: Int64 = 0
        try database.transaction { () throws(DatabaseError) in
            try database.execute(
                // The next id after the highest ever given (the migration seeds it, a trigger keeps it): a deleted mood's id stays its own.
                """
                INSERT INTO mood (id, created_at, utc_offset_seconds, level, comment, indoor_temperature, indoor_humidity)
                VALUES ((SELECT id + 1 FROM mood_highest_id), ?, ?, ?, ?, ?, ?)
                """,
                [
                    .real(date.timeIntervalSince1970), .integer(Int64(utcOffsetSeconds)),
                    .integer(Int64(level.rawValue)), comment.map(Database.Value.text) ?? .null,
                    indoor?.temperatureCelsius.map(Database.Value.real) ?? .null,
                    indoor?.humidity.map(Database.Value.real) ?? .null
                ])
            id = try lastInsertedID()
            if let forecast { try insert(forecast, moodID: id) }
        }
        return id
    }

    /// Gives `forecast`, fetched at `fetchedAt`, to every mood that has none and was logged no more than three
    /// hours before that fetch. Returns the ids of the moods that got it.
    ///
    /// Nothing is attached from "the future": a fetch more than `FetchAge.futureTolerance` after `now` (its age is
    /// unknown: a clock that ran ahead), or a forecast whose reading is that far after its own fetch.
    @discardableResult
    public func attachPending(_ forecast: MoodForecast, fetchedAt: Date, now: Date) throws(DatabaseError) -> [Int64] {
        guard !FetchAge(fetchedAt: fetchedAt, now: now).isUnknown,
            !FetchAge(fetchedAt: forecast.createdAt, now: fetchedAt).isUnknown
        else { return [] }
        var attached: [Int64] = []
        try database.transaction { () throws(DatabaseError) in
            let observed = fetchedAt.timeIntervalSince1970
            let rows = try database.query(
                """
                SELECT mood.id FROM mood LEFT JOIN forecast ON forecast.mood_id = mood.id
                WHERE forecast.id IS NULL AND mood.created_at <= ? AND mood.created_at >= ?
                """,
                [.real(observed), .real(observed - Self.pendingWindow)])
            for row in rows {
                guard case .integer(let id)? = row.first else { continue }
                try insert(forecast, moodID: id)
                attached.append(id)
            }
        }
        return attached
    }

    /// Entries newest first, from `since` on when given: by the second they were saved in (as list and export
    /// show it), then by id, so moods saved in one second keep the order they were saved in whatever the
    /// fractions of their clocks.
    public func entries(since: Date? = nil, limit: Int? = nil) throws(DatabaseError) -> [MoodEntry] {
        var entries: [MoodEntry] = []
        try forEachEntry(since: since, limit: limit) { entries.append($0) }
        return entries
    }

    /// The moods in list order, handed to `body` one at a time as they are read: a long journal's first lines need
    /// not wait for its last.
    public func forEachEntry(since: Date? = nil, limit: Int? = nil, _ body: (MoodEntry) -> Void) throws(DatabaseError) {
        try database.forEachRow(
            """
            SELECT mood.id, mood.created_at, mood.utc_offset_seconds, mood.level, mood.comment,
                   forecast.created_at, forecast.latitude, forecast.longitude, forecast.temperature,
                   forecast.summary, forecast.condition, forecast.is_day, forecast.aqi, forecast.aqi_scale, forecast.uv_index,
                   forecast.pressure, forecast.pressure_trend, forecast.daylight_seconds, mood.indoor_temperature, mood.indoor_humidity,
                   forecast.temperature_source
            FROM mood LEFT JOIN forecast ON forecast.mood_id = mood.id
            WHERE mood.created_at >= ?
            ORDER BY CAST(mood.created_at AS INTEGER) DESC, mood.id DESC
            LIMIT ?
            """,
            [Self.since(since), .integer(Int64(limit ?? -1))]
        ) { row in
            if let entry = Self.entry(row) { body(entry) }
            return true
        }
    }

    /// What a text list must know before its first line so its columns line up: the highest id, the weather
    /// summaries, and whether any mood was logged by another clock than `localOffset` gives for its moment.
    public func listShape(since: Date? = nil, localOffset: (Date) -> Int) throws(DatabaseError) -> MoodListShape {
        var shape = MoodListShape()
        let bound = Self.since(since)
        if let row = try database.query("SELECT COUNT(*), MAX(id) FROM mood WHERE created_at >= ?", [bound]).first,
            row.count == 2
        {
            if case .integer(let count) = row[0] { shape.count = Int(count) }
            if case .integer(let highest) = row[1] { shape.highestID = highest }
        }
        shape.summaries = try database.query(
            "SELECT DISTINCT COALESCE(forecast.summary, '') FROM mood JOIN forecast ON forecast.mood_id = mood.id WHERE mood.created_at >= ?",
            [bound]
        ).compactMap { $0.first?.text }
        try database.forEachRow("SELECT created_at, utc_offset_seconds FROM mood WHERE created_at >= ?", [bound]) {
            row in
            guard row.count == 2, let created = row[0].double, case .integer(let offset) = row[1] else { return true }
            shape.otherClocks = localOffset(Date(timeIntervalSince1970: created)) != Int(offset)
            return !shape.otherClocks
        }
        return shape
    }

    private static func since(_ date: Date?) -> Database.Value {
        .real(date?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude)
    }

    /// Removes a mood and its forecast; false when there was no such mood.
    @discardableResult
    public func delete(id: Int64) throws(DatabaseError) -> Bool {
        // One statement, so of two deletes racing on one id only the one that removed it says so.
        try !database.query("DELETE FROM mood WHERE id = ? RETURNING id", [.integer(id)]).isEmpty
    }

    private func insert(_ forecast: MoodForecast, moodID: Int64) throws(DatabaseError) {
        try database.execute(
            """
            INSERT INTO forecast (
                mood_id, created_at, latitude, longitude, temperature, summary, condition, is_day,
                aqi, aqi_scale, uv_index, pressure, pressure_trend, daylight_seconds, temperature_source)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(moodID), .real(forecast.createdAt.timeIntervalSince1970), .real(forecast.latitude),
                .real(forecast.longitude),
                forecast.temperatureCelsius.map(Database.Value.real) ?? .null,
                forecast.summary.map(Database.Value.text) ?? .null,
                forecast.condition.map { .text($0.rawValue) } ?? .null,
                forecast.isDay.map { .integer($0 ? 1 : 0) } ?? .null,
                forecast.aqi.map { .integer(Int64($0)) } ?? .null,
                forecast.aqiScale.map { .text($0.rawValue) } ?? .null,
                forecast.uvIndex.map(Database.Value.real) ?? .null, forecast.pressure.map(Database.Value.real) ?? .null,
                forecast.pressureTrend.map { .text($0.rawValue) } ?? .null,
                forecast.daylightSeconds.map { .integer(Int64($0)) } ?? .null,
                forecast.temperatureSource.map { .text($0.rawValue) } ?? .null
            ])
        try saveDeparture(forecast, moodID: moodID)
    }

    private func lastInsertedID() throws(DatabaseError) -> Int64 {
        guard case .integer(let id)? = try database.query("SELECT last_insert_rowid()").first?.first else {
            throw DatabaseError(path: database.path, code: 0, detail: "the new mood got no id")
        }
        return id
    }

    private static func entry(_ row: [Database.Value]) -> MoodEntry? {
        guard row.count == 21, case .integer(let id) = row[0], case .real(let created) = row[1],
            case .integer(let offset) = row[2], case .integer(let levelNumber) = row[3],
            let level = MoodLevel(rawValue: Int(levelNumber))
        else { return nil }
        var comment: String?
        if case .text(let text) = row[4] { comment = text }
        var forecast: MoodForecast?
        if case .real(let observed) = row[5], let latitude = row[6].double, let longitude = row[7].double {
            var condition: Condition?
            if case .text(let slug) = row[10] { condition = Condition(rawValue: slug) }
            var summary: String?
            if case .text(let text) = row[9] { summary = text }
            var isDay: Bool?
            if case .integer(let flag) = row[11] { isDay = flag != 0 }
            forecast = MoodForecast(
                createdAt: Date(timeIntervalSince1970: observed), latitude: latitude, longitude: longitude,
                temperatureCelsius: row[8].double, summary: summary, condition: condition, isDay: isDay,
                aqi: row[12].double.map(\.wholeNumber), aqiScale: row[13].text.flatMap(AQIScale.init(rawValue:)),
                uvIndex: row[14].double,
                pressure: row[15].double, pressureTrend: row[16].text.flatMap(PressureTrend.init(rawValue:)),
                daylightSeconds: row[17].double.map(\.wholeNumber),
                temperatureSource: row[20].text.flatMap(MoodForecast.TemperatureSource.init(rawValue:)))
        }
        return MoodEntry(
            id: id, createdAt: Date(timeIntervalSince1970: created), utcOffsetSeconds: Int(offset), level: level,
            comment: comment, forecast: forecast,
            indoor: IndoorReading(temperatureCelsius: row[18].double, humidity: row[19].double))
    }
}

extension Database.Value {
    var double: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }
}
