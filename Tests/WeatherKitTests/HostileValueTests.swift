import Foundation
import HTTP
import Testing
import WeatherText

@testable import WeatherKit

/// Values no real server sends, which must never crash wxdash or reach the screen as if true.
@Suite struct HostileValueTests {
    @Test func wholeNumbersNeverTrap() {
        #expect(1e300.wholeNumber == 1_000_000_000_000_000)
        #expect((-Double.infinity).wholeNumber == 0)
        #expect(Double.nan.wholeNumber == 0)
        #expect((-0.4).wholeNumber == 0)
        #expect(ReadingFormat.degrees(1e300) == "1000000000000000°")
        #expect(ReadingFormat.percent(.infinity) == "–")
    }

    @Test func clocksClampAbsurdInstantsAndOffsets() {
        let far = LocalDateTime(instant: Date(timeIntervalSince1970: 9.2e18), utcOffsetSeconds: Int.max)
        #expect(far.utcOffsetSeconds == 18 * 3600)
        let past = LocalDateTime(instant: Date(timeIntervalSince1970: -9.2e18), utcOffsetSeconds: Int.min)
        #expect(past.utcOffsetSeconds == -18 * 3600)
        _ = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 0, minute: 0, utcOffsetSeconds: Int.min)
    }

    @Test func absurdWeatherBecomesMissing() {
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        let now = Date(timeIntervalSince1970: 1_796_031_720)
        let forecast = Forecast(
            location: location, units: .metric,
            current: CurrentConditions(
                time: now, temperature: 1e308, feelsLike: .nan, humidity: 250, windSpeed: -3, windDirection: 720),
            today: TodaySummary(high: 21, low: -1e308),
            hourly: (0..<10_000).map {
                HourlyForecast(
                    time: now.addingTimeInterval(Double($0) * 3600), temperature: 3, precipitationProbability: 140)
            },
            daily: [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 30), high: 30, low: 10)],
            provider: .openMeteo, fetchedAt: now
        ).plausible()
        #expect(forecast.current.temperature == nil)
        #expect(forecast.current.feelsLike == nil)
        #expect(forecast.current.humidity == nil)
        #expect(forecast.current.windSpeed == nil)
        #expect(forecast.current.windDirection == 0)
        #expect(forecast.today.high == 21)
        #expect(forecast.today.low == nil)
        #expect(forecast.hourly.count == 384)
        #expect(forecast.hourly[0].precipitationProbability == nil)
        var west = forecast
        west.current.windDirection = -90
        #expect(west.plausible().current.windDirection == 270)
        #expect(!ForecastJSON(forecast).value.serialized().contains("e+"), "no absurd number reaches the JSON")
    }

    @Test func timesInTheYear1970Or9999AreNotBelieved() {
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        let now = Date(timeIntervalSince1970: 1_796_031_720)
        let epoch = Date(timeIntervalSince1970: 0)
        let farFuture = Date(timeIntervalSince1970: 253_402_300_000)  // 9999-12-31
        let today = LocalDate(year: 2026, month: 11, day: 30)
        let forecast = Forecast(
            location: location, units: .metric,
            current: CurrentConditions(time: farFuture, temperature: 3),
            today: TodaySummary(high: 5, low: 1, sun: SunTimes(sunrise: epoch, sunset: now.addingTimeInterval(3600))),
            hourly: [epoch, now, now.addingTimeInterval(3600), farFuture].map {
                HourlyForecast(time: $0, temperature: 3)
            },
            daily: [LocalDate(year: 1970, month: 1, day: 1), today, LocalDate(year: 9999, month: 12, day: 31)].map {
                DailyForecast(date: $0, high: 5, low: 1, sun: SunTimes(sunrise: farFuture, sunset: now))
            },
            provider: .openMeteo, fetchedAt: now
        ).plausible()
        #expect(forecast.current.time == now, "clamped to the moment of fetching")
        #expect(forecast.today.sun.sunrise == nil, "a sunrise in 1970 is missing, not shown")
        #expect(forecast.today.sun.sunset == now.addingTimeInterval(3600))
        #expect(forecast.hourly.map(\.time) == [now, now.addingTimeInterval(3600)])
        #expect(forecast.daily.map(\.date) == [today])
        #expect(forecast.daily.first?.sun.sunrise == nil)
        #expect(ForecastTextReport(forecast, now: now).text.contains("9999") == false)
        var fromEpoch = forecast
        fromEpoch.current.time = epoch
        #expect(fromEpoch.plausible().current.time == now)
        var stale = forecast
        stale.fetchedAt = now.addingTimeInterval(400 * 86_400)
        #expect(
            stale.plausible().current.time == stale.fetchedAt,
            "a reading a year before the fetch gives way to the fetch time")
        #expect(stale.plausible().hourly.isEmpty, "and rows a year old are not shown as the hours ahead")
    }

    @Test func openMeteoWithAbsurdCodesMapsWithoutTrapping() async throws {
        let body = Data(
            #"""
            {"latitude": 1, "longitude": 2, "utc_offset_seconds": 0,
             "current": {"time": "2026-11-30T10:00", "temperature_2m": 1e300, "weather_code": 1e300, "relative_humidity_2m": 250},
             "hourly": {"time": ["2026-11-30T10:00"], "weather_code": [-1e300]},
             "daily": {"time": ["2026-11-30"], "weather_code": [1e300]}}
            """#.utf8)
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        let forecast = try await provider.forecast(
            ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)),
            now: Date(timeIntervalSince1970: 1_796_032_800)
        ).plausible()
        #expect(forecast.current.condition == nil)
        #expect(forecast.current.temperature == nil)
        #expect(forecast.current.humidity == nil, "250 % from a provider is shown as missing, not as 100 %")
        #expect(!ForecastTextReport(forecast, now: forecast.current.time).text.isEmpty)
    }

    /// 100,000 levels of arrays or objects: a bad answer, never a stack overflow.
    @Test(arguments: [String(repeating: "[", count: 100_000), String(repeating: #"{"a":"#, count: 100_000)])
    func deeplyNestedJSONIsABadAnswer(body: String) async throws {
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: Data(body.utf8)))
        await #expect(throws: WeatherError.self) {
            _ = try await provider.forecast(
                ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)),
                now: Date(timeIntervalSince1970: 1_796_032_800))
        }
        #expect(throws: (any Error).self) { _ = try ForecastDocument(json: Data(body.utf8)) }
    }

    @Test func tenThousandHourlyEntriesAreCutToSixteenDays() async throws {
        let times = (0..<10_000).map { index in
            let instant = Date(timeIntervalSince1970: 1_796_031_720 + Double(index) * 3600)
            return "\"" + LocalDateTime(instant: instant, utcOffsetSeconds: 0).iso8601.prefix(16) + "\""
        }
        let body = Data(
            """
            {"latitude": 1, "longitude": 2, "utc_offset_seconds": 0, "timezone": "UTC",
             "current": {"time": "2026-12-01T16:00", "temperature_2m": 3},
             "hourly": {"time": [\(times.joined(separator: ","))], "temperature_2m": [\(Array(repeating: "3", count: 10_000).joined(separator: ","))]},
             "daily": {"time": ["2026-12-01"]}}
            """.utf8)
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        let now = Date(timeIntervalSince1970: 1_796_140_800)
        let forecast = try await provider.forecast(
            ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)), now: now
        ).plausible()
        #expect(forecast.hourly.count <= Forecast.maximumHourlyRows)
        #expect(forecast.hourly.count > 24)
    }

    @Test func aRetryAfterOfAnAgeIsBelievedForADayAtMost() {
        let response = HTTPResponse(
            url: URL(string: "http://127.0.0.1:9/x")!, status: 429, headers: ["retry-after": "1e300"], body: Data())
        #expect(response.retryAfter() == 86_400)
        #expect(WeatherError.rateLimited(host: "h", retryAfter: 1e300).message.contains("try again in"))
    }

    @Test func secretsEchoedByAServerAreRemovedFromEveryMessage() {
        let key = "0123456789abcdef0123456789abcdef"
        let error = WeatherError.requestRejected(host: "127.0.0.1:9", status: 400, detail: "bad request for key \(key)")
        #expect(!error.redacted(by: Redactor(secrets: [key])).message.contains(key))
        let network = WeatherError.network(host: "h", detail: "GET /x?appid=\(key) failed")
        #expect(!network.redacted(by: Redactor(secrets: [])).message.contains(key))
    }
}
