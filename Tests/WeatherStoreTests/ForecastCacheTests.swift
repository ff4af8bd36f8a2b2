import CSQLite
import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

@Suite struct ForecastCacheTests {
    static func temporaryPath(_ name: String = "cache.sqlite") -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-cache-\(UUID().uuidString)")
        return directory.appendingPathComponent(name).path
    }

    static func forecast(temperature: Double = -3.5) -> Forecast {
        let location = Location(
            name: "東京", region: "Tokyo", country: "Japan", latitude: 35.6895, longitude: 139.6917,
            timeZoneIdentifier: "Asia/Tokyo", utcOffsetSeconds: 32_400)
        let now = Date(timeIntervalSince1970: 1_796_031_720)
        return Forecast(
            location: location, units: .metric,
            current: CurrentConditions(
                time: now, temperature: temperature, humidity: 40, condition: .snow, description: "Light snow",
                isDay: false),
            today: TodaySummary(high: 2, low: -4),
            hourly: [
                HourlyForecast(time: now, temperature: temperature, condition: .snow, precipitationProbability: 80)
            ],
            daily: [
                DailyForecast(
                    date: LocalDate(year: 2026, month: 11, day: 30), high: 2, low: -4, condition: .snow,
                    precipitationProbability: 80)
            ],
            provider: .openMeteo, fetchedAt: now)
    }

    @Test func savesAndLoadsTheLastForecastPerKey() throws {
        let path = Self.temporaryPath()
        let cache = try ForecastCache(path: path)
        #expect(try cache.load(key: "open-meteo|metric|city:tokyo") == nil)
        try cache.save(Self.forecast(), key: "open-meteo|metric|city:tokyo")
        try cache.save(Self.forecast(temperature: 1.5), key: "open-meteo|metric|city:tokyo")
        try cache.save(Self.forecast(temperature: 30), key: "open-meteo|imperial|city:tokyo")
        let reopened = try ForecastCache(path: path)
        let entry = try #require(try reopened.load(key: "open-meteo|metric|city:tokyo"))
        #expect(entry.forecast.current.temperature == 1.5, "the last save wins")
        #expect(entry.forecast.location.name == "東京")
        #expect(entry.forecast.fetchedAt == Self.forecast().fetchedAt)
        #expect(entry.forecast.daily.first?.date.description == "2026-11-30")
        #expect(try reopened.load(key: "open-meteo|imperial|city:tokyo")?.forecast.current.temperature == 30)
    }

    @Test func aCorruptFileIsReportedNotOverwrittenOrCrashed() throws {
        let path = Self.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: DatabaseError.self) { try ForecastCache(path: path) }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func aFolderThatCannotBeWrittenIsAnErrorNotACrash() throws {
        // /proc refuses new files even to root, which ignores permission bits.
        #expect(throws: DatabaseError.self) { try ForecastCache(path: "/proc/wxdash-test/cache.sqlite") }
        let directory = (Self.temporaryPath() as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory) }
        if getuid() != 0 {
            #expect(throws: DatabaseError.self) { try ForecastCache(path: directory + "/sub/cache.sqlite") }
        }
    }

    @Test func twoDashboardsShareOneCache() throws {
        let path = Self.temporaryPath()
        let first = try ForecastCache(path: path)
        let second = try ForecastCache(path: path)
        for round in 0..<20 {
            try first.save(Self.forecast(temperature: Double(round)), key: "a")
            try second.save(Self.forecast(temperature: Double(-round)), key: "b")
            #expect(try second.load(key: "a")?.forecast.current.temperature == Double(round))
            #expect(try first.load(key: "b")?.forecast.current.temperature == Double(-round))
        }
    }

    @Test func aLockedDatabaseTimesOutWithAnErrorInsteadOfHanging() throws {
        let path = Self.temporaryPath()
        let cache = try ForecastCache(path: path)
        var other: OpaquePointer?
        #expect(sqlite3_open(path, &other) == SQLITE_OK)
        defer { sqlite3_close(other) }
        #expect(sqlite3_exec(other, "BEGIN EXCLUSIVE", nil, nil, nil) == SQLITE_OK)
        let locked = try Database(path: path, busyTimeoutMilliseconds: 50)
        #expect(throws: DatabaseError.self) {
            try locked.execute(
                "INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, format, document) VALUES ('k', 'p', 'u', 0, 0, 1, '{}')"
            )
        }
        sqlite3_exec(other, "ROLLBACK", nil, nil, nil)
        try cache.save(Self.forecast(), key: "after")
        #expect(try cache.load(key: "after") != nil)
    }

    @Test func aCacheFromANewerWxdashIsRefused() throws {
        let path = Self.temporaryPath()
        _ = try ForecastCache(path: path)
        try Database(path: path).execute("PRAGMA user_version = 99")
        #expect(throws: DatabaseError.self) { try ForecastCache(path: path) }
    }

    @Test func defaultPathFollowsXDG() {
        #expect(
            ForecastCache.defaultPath(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])
                == "/x/cache/wxdash/cache.sqlite")
        #expect(ForecastCache.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.cache/wxdash/cache.sqlite")
        #expect(
            ForecastCache.defaultPath(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.cache/wxdash/cache.sqlite")
    }
}

@Suite struct ForecastCacheDayNightAndOldSchemaTests {
    @Test func polarDaysAndHourlyNightsSurviveTheCache() throws {
        let path = ForecastCacheTests.temporaryPath()
        var forecast = ForecastCacheTests.forecast()
        forecast.today.sun = SunTimes(polar: .polarNight)
        forecast.daily[0].sun = SunTimes(polar: .polarNight)
        forecast.hourly[0].isDay = false
        let cache = try ForecastCache(path: path)
        try cache.save(forecast, key: "k")
        let loaded = try #require(try cache.load(key: "k")).forecast
        #expect(loaded.today.sun.polar == .polarNight)
        #expect(loaded.daily[0].sun.polar == .polarNight)
        #expect(loaded.hourly[0].isDay == false)
    }

    @Test func aVersionOneCacheIsMigratedKeepingItsRows() throws {
        let path = ForecastCacheTests.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try old.migrate(Array(ForecastCache.migrations.prefix(1)))
        try old.execute(
            "INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, document) VALUES ('k', 'open-meteo', 'metric', 0, 0, ?)",
            [.text(ForecastJSON(ForecastCacheTests.forecast()).value.serialized())])
        let cache = try ForecastCache(path: path)
        #expect(try Database(path: path).userVersion() == ForecastCache.migrations.count)
        #expect(try cache.load(key: "k")?.forecast.location.name == "東京")
    }
}

/// Finding a place in the cache reads a few fields of each entry, not whole forecasts.
@Suite struct ForecastCacheSummaryTests {
    @Test func summariesNameEachPlaceNewestFirstAndSkipWhatCannotBeRead() throws {
        let path = ForecastCacheTests.temporaryPath()
        let cache = try ForecastCache(path: path)
        var older = ForecastCacheTests.forecast()
        older.fetchedAt -= 3_600
        try cache.save(older, key: "older", requested: (35.69, 139.69))
        var newer = ForecastCacheTests.forecast()
        newer.location = Location(name: "Kathmandu", latitude: 27, longitude: 85.324, utcOffsetSeconds: 20_700)
        newer.provider = .openWeatherMap
        try cache.save(newer, key: "newer")
        try cache.database.execute(
            "INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, format, document) VALUES ('broken', 'open-meteo', 'metric', 9e9, 0, 1, '{not json')"
        )
        try cache.database.execute(
            "INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, format, document) VALUES ('nameless', 'gone', 'metric', 9e9, 0, 1, '{\"location\": {}}')"
        )

        let summaries = try cache.summaries()
        #expect(summaries.map(\.key) == ["newer", "older"])
        let first = try #require(summaries.first)
        #expect(
            first.name == "Kathmandu" && first.latitude == 27 && first.longitude == 85.324,
            "a whole-number latitude reads too")
        #expect(first.provider == .openWeatherMap && first.requestedLatitude == nil)
        #expect(
            summaries.last?.name == "東京" && summaries.last?.requestedLatitude == 35.69
                && summaries.last?.requestedLongitude == 139.69)
    }
}
