import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// Schema 5 brought onto a cache written by schema 4, when each forecast was the `now --format json` document plus extras.
@Suite struct ForecastCacheMigrationTests {
    /// The `extras` column as schema 4 wrote it for `ForecastCacheTests.forecast()` with a European air quality reading.
    static let oldExtras = """
        {"hourlyIsDay":[false],"dailyPolar":["polar-night"],"todayPolar":"polar-night","hourlyUV":[0.4],"hourlyPressure":[1012.5],\
        "dailyUVMax":[2.75],"air":{"europeanAQI":42,"usAQI":57,"subIndices":{"european_aqi":{"pm2_5":42,"ozone":12},"us_aqi":{"pm2_5":57}},\
        "concentrations":{"pm2_5":12.4,"mystery":1},"hourTimes":[1796031720],"hourlyEuropean":[42],"hourlyUS":[null]}}
        """

    /// What the old rows hold: the contract's parts and the extras' parts.
    static func oldForecast() -> Forecast {
        var forecast = ForecastCacheTests.forecast()
        forecast.current.time = Date(timeIntervalSince1970: 1_796_031_720)
        forecast.airQuality = AirQuality(
            scale: .european, europeanAQI: 42, usAQI: 57,
            subIndices: [.european: [.pm2_5: 42, .ozone: 12], .us: [.pm2_5: 57]],
            concentrations: [.pm2_5: 12.4], pollen: Pollen(birch: 3),
            hourly: [AirQuality.Hour(time: Date(timeIntervalSince1970: 1_796_031_720), europeanAQI: 42)])
        forecast.pressure = PressureReading(value: 1_013, trend: .rising)
        forecast.yesterday = YesterdaySummary(high: 1, low: -5)
        forecast.today.sun.polar = .polarNight
        forecast.daily[0].sun.polar = .polarNight
        forecast.daily[0].uvIndexMax = 2.75
        forecast.hourly[0].isDay = false
        forecast.hourly[0].uvIndex = 0.4
        forecast.hourly[0].pressure = 1_012.5
        return forecast
    }

    /// A cache file exactly as the previous wxdash left it: schema 4, rows in the public JSON with extras.
    static func schemaFourCache() throws -> String {
        let path = ForecastCacheTests.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try old.migrate(Array(ForecastCache.migrations.prefix(4)))
        let insert = """
            INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, document, extras, requested_latitude, requested_longitude)
            VALUES (?, 'open-meteo', 'metric', ?, 1796031000, ?, ?, ?, ?)
            """
        let document = ForecastJSON(oldForecast()).value.serialized()
        try old.execute(
            insert,
            [.text("tokyo"), .real(1_796_031_720), .text(document), .text(oldExtras), .real(35.69), .real(139.69)])
        try old.execute(insert, [.text("no extras"), .real(1_796_031_000), .text(document), .null, .null, .null])
        try old.execute(
            insert,
            [.text("bad extras"), .real(1_796_030_000), .text(document), .text("{\"hourlyIsDay\": 7}"), .null, .null])
        try old.execute(insert, [.text("not json"), .real(9e9), .text("{not json"), .null, .real(35.69), .real(139.69)])
        try old.execute(
            insert,
            [.text("not a forecast"), .real(9e9), .text("{\"location\": {\"name\": \"Nowhere\"}}"), .null, .null, .null]
        )
        try old.execute("INSERT INTO alerts (key, fetched_at, document) VALUES ('tokyo', 1796031720, '{}')")
        #expect(try old.userVersion() == 4)
        return path
    }

    @Test func oldRowsAreWrittenAgainInTheCachesOwnFormat() throws {
        let path = try Self.schemaFourCache()
        let cache = try ForecastCache(path: path)
        #expect(try cache.database.userVersion() == ForecastCache.migrations.count)
        let entry = try #require(try cache.load(key: "tokyo"))
        #expect(
            entry.forecast == Self.oldForecast(),
            "the contract's parts and the extras' parts, nothing lost; an unknown pollutant is left out")
        #expect(entry.savedAt == Date(timeIntervalSince1970: 1_796_031_000))
        #expect(entry.requestedLatitude == 35.69 && entry.requestedLongitude == 139.69)

        var withoutExtras = Self.oldForecast()
        withoutExtras.today.sun.polar = nil
        withoutExtras.daily[0].sun.polar = nil
        withoutExtras.daily[0].uvIndexMax = nil
        withoutExtras.hourly[0] = HourlyForecast(
            time: withoutExtras.hourly[0].time, temperature: -3.5, condition: .snow, precipitationProbability: 80)
        withoutExtras.airQuality = AirQuality(
            scale: .european, europeanAQI: 42, subIndices: [.european: [.pm2_5: 42]], pollen: Pollen(birch: 3))
        #expect(
            try cache.load(key: "no extras")?.forecast == withoutExtras, "the document alone, as the old cache read it")
        #expect(try cache.load(key: "bad extras")?.forecast == withoutExtras)

        let rows = try cache.database.query("SELECT key, format FROM forecasts ORDER BY key")
        #expect(
            rows == [
                [.text("bad extras"), .integer(1)], [.text("no extras"), .integer(1)], [.text("tokyo"), .integer(1)]
            ],
            "rows that cannot be read are dropped")
        let columns = try cache.database.query("SELECT name FROM pragma_table_info('forecasts')").compactMap {
            row -> String? in
            guard case .text(let name)? = row.first else { return nil }
            return name
        }
        #expect(!columns.contains("extras"))
        #expect(
            try cache.loadAlerts(key: "tokyo") == nil && cache.database.query("SELECT key FROM alerts").count == 1,
            "alerts are left as they were")
    }

    @Test func placesAreFoundByWhereTheyAreAfterTheMigration() throws {
        let cache = try ForecastCache(path: try Self.schemaFourCache())
        let summaries = try cache.summaries()
        #expect(summaries.map(\.key) == ["tokyo", "no extras", "bad extras"])
        #expect(
            summaries.first?.name == "東京" && summaries.first?.latitude == 35.6895
                && summaries.first?.requestedLatitude == 35.69)
    }

    @Test func readingOnlyBringsAnOldCacheForward() throws {
        let path = try Self.schemaFourCache()
        let cache = try #require(try ForecastCache(readingFrom: path))
        #expect(try cache.load(key: "tokyo")?.forecast == Self.oldForecast())
    }

    @Test func aCacheWithNothingReadableIsMigratedEmpty() throws {
        let path = ForecastCacheTests.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try old.migrate(Array(ForecastCache.migrations.prefix(4)))
        try old.execute(
            "INSERT INTO forecasts (key, provider, units, fetched_at, saved_at, document) VALUES ('k', 'p', 'u', 0, 0, ?)",
            [.text(String(repeating: "[", count: 100_000))])
        let cache = try ForecastCache(path: path)
        #expect(try cache.database.query("SELECT key FROM forecasts").isEmpty)
        try cache.save(ForecastCacheTests.forecast(), key: "k")
        #expect(try cache.load(key: "k")?.forecast == ForecastCacheTests.forecast())
    }
}
