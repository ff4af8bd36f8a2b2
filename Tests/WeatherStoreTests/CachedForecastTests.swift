import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// The cache's own encoding keeps everything the dashboard shows, exactly.
@Suite struct CachedForecastTests {
    /// Every part of the model filled in, with instants that are not whole seconds.
    static func everything() -> Forecast {
        let now = Date(timeIntervalSince1970: 1_796_031_720.123_456)
        var forecast = ForecastCacheTests.forecast()
        forecast.fetchedAt = now.addingTimeInterval(0.5)
        forecast.current.feelsLike = -7.25
        forecast.current.windSpeed = 12.5
        forecast.current.windDirection = 225
        forecast.today.sun = SunTimes(polar: .polarNight)
        forecast.today.moonrise = now.addingTimeInterval(3_600)
        forecast.today.moonset = now.addingTimeInterval(-7_200)
        forecast.hourly[0].isDay = false
        forecast.hourly[0].uvIndex = 0.4
        forecast.hourly[0].pressure = 1_012.5
        forecast.hourly.append(
            HourlyForecast(time: now.addingTimeInterval(3_600), temperature: nil, condition: nil, isDay: true))
        forecast.daily[0].sun = SunTimes(
            sunrise: now.addingTimeInterval(-20_000), sunset: now.addingTimeInterval(10_000))
        forecast.daily[0].uvIndexMax = 2.75
        forecast.daily[0].moonrise = now.addingTimeInterval(3_600)
        forecast.daily.append(
            DailyForecast(date: LocalDate(year: 2026, month: 12, day: 1), sun: SunTimes(polar: .midnightSun)))
        forecast.nowcast = Nowcast(
            intervalMinutes: 15,
            steps: [
                NowcastStep(time: now, precipitation: 0.25),
                NowcastStep(time: now.addingTimeInterval(900), precipitation: nil)
            ],
            interpolated: true)
        forecast.uv = UVSummary(
            index: 1.5, maxToday: 3.25, protectFrom: now.addingTimeInterval(3_600),
            protectUntil: now.addingTimeInterval(7_200))
        forecast.airQuality = AirQuality(
            scale: .european, time: now, europeanAQI: 42, usAQI: 57,
            subIndices: [.european: [.pm2_5: 42, .ozone: 12], .us: [.pm2_5: 57]],
            concentrations: [.pm2_5: 12.4, .nitrogenDioxide: 20.5],
            pollen: Pollen(birch: 3, grass: 0),
            hourly: [AirQuality.Hour(time: now, europeanAQI: 42, usAQI: nil)])
        forecast.yesterday = YesterdaySummary(high: 1.5, low: -6, daylightSeconds: 34_000)
        forecast.pressure = PressureReading(value: 1_013.25, trend: .falling)
        return forecast
    }

    @Test func everyPartOfTheForecastComesBackExactly() throws {
        let forecast = Self.everything()
        let text = try #require(CachedForecast(forecast).text)
        #expect(CachedForecast(text: text, format: CachedForecast.format)?.forecast == forecast)
    }

    @Test func everyPartOfTheForecastSurvivesTheCacheFile() throws {
        let path = ForecastCacheTests.temporaryPath()
        try ForecastCache(path: path).save(Self.everything(), key: "k")
        #expect(try ForecastCache(path: path).load(key: "k")?.forecast == Self.everything())
    }

    @Test func numbersNoJSONCanHoldAreKeptAsWords() throws {
        var forecast = Self.everything()
        forecast.current.temperature = .nan
        forecast.today.high = .infinity
        forecast.today.low = -.infinity
        let text = try #require(CachedForecast(forecast).text)
        let read = try #require(CachedForecast(text: text, format: CachedForecast.format)?.forecast)
        #expect(read.current.temperature?.isNaN == true)
        #expect(read.today.high == .infinity && read.today.low == -.infinity)
    }

    /// Format 1 as written to disk: a change to the model that would make this unreadable needs a new format and a migration.
    @Test func formatOneAsWrittenReadsBack() throws {
        let text = """
            {"current":{"condition":"snow","description":"Light snow","humidity":40,"isDay":false,"temperature":-3.5,"time":817724520},\
            "daily":[{"condition":"snow","date":"2026-11-30","high":2,"low":-4,"precipitationProbability":80,"sun":{"polar":"polar-night"}}],\
            "fetchedAt":817724520,"hourly":[{"condition":"snow","isDay":false,"precipitationProbability":80,"pressure":1012.5,"temperature":-3.5,"time":817724520,"uvIndex":0.4}],\
            "location":{"country":"Japan","latitude":35.6895,"longitude":139.6917,"name":"東京","region":"Tokyo","timeZoneIdentifier":"Asia/Tokyo","utcOffsetSeconds":32400},\
            "nowcast":{"interpolated":true,"intervalMinutes":15,"steps":[{"precipitation":0.25,"time":817724520}],"unit":"mm"},\
            "provider":"open-meteo","today":{"high":2,"low":-4,"sun":{"polar":"polar-night"}},\
            "units":{"precipitation":"mm","temperature":"°C","windSpeed":"km/h"},"uv":{"index":1.5}}
            """
        var expected = ForecastCacheTests.forecast()
        expected.today.sun.polar = .polarNight
        expected.daily[0].sun.polar = .polarNight
        expected.hourly[0].isDay = false
        expected.hourly[0].uvIndex = 0.4
        expected.hourly[0].pressure = 1_012.5
        expected.nowcast = Nowcast(
            intervalMinutes: 15, steps: [NowcastStep(time: expected.fetchedAt, precipitation: 0.25)], interpolated: true
        )
        expected.uv = UVSummary(index: 1.5)
        #expect(CachedForecast(text: text, format: 1)?.forecast == expected)
        #expect(
            CachedForecast(expected).text == text, "the encoding is stable: sorted keys, instants as Date's own seconds"
        )
    }

    @Test func anotherFormatOrABrokenDocumentIsNotRead() throws {
        let text = try #require(CachedForecast(Self.everything()).text)
        #expect(CachedForecast(text: text, format: CachedForecast.format + 1) == nil)
        #expect(CachedForecast(text: String(text.dropLast()), format: CachedForecast.format) == nil)
        let impossibleDay = text.replacingOccurrences(of: "\"2026-11-30\"", with: "\"2026-02-30\"")
        #expect(impossibleDay != text)
        #expect(CachedForecast(text: impossibleDay, format: CachedForecast.format) == nil)
        let noStep = text.replacingOccurrences(of: "\"intervalMinutes\":15", with: "\"intervalMinutes\":0")
        #expect(CachedForecast(text: noStep, format: CachedForecast.format)?.forecast.nowcast?.intervalMinutes == 1)
    }
}
