import Foundation
import Testing

@testable import WeatherKit

/// A server's clock, offset and zone name are not believed when no place on Earth could have them.
@Suite struct HostileTimeTests {
    /// 2026-11-30 10:42 UTC.
    static let fetchedAt = Date(timeIntervalSince1970: 1_796_035_320)

    /// Hourly rows for 2026-11-30 to 12-02 and daily rows for those days, around `fetchedAt`; `current` as given.
    static func openMeteoBody(current: String, offset: String = "0", zone: String = "\"UTC\"") -> Data {
        let hours = (0..<72).map { index in
            "\"2026-\(index < 24 ? "11-30" : index < 48 ? "12-01" : "12-02")T\(String(format: "%02d", index % 24)):00\""
        }
        return Data(
            """
            {"latitude": 1, "longitude": 2, "utc_offset_seconds": \(offset), "timezone": \(zone),
             "current": {"time": "\(current)", "temperature_2m": 3},
             "hourly": {"time": [\(hours.joined(separator: ","))], "temperature_2m": [\(Array(repeating: "4", count: 72).joined(separator: ","))]},
             "daily": {"time": ["2026-11-30", "2026-12-01", "2026-12-02"], "temperature_2m_max": [5, 6, 7], "temperature_2m_min": [1, 2, 3]}}
            """.utf8)
    }

    static func openMeteo(_ body: Data) async throws -> Forecast {
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        return try await provider.forecast(
            ForecastRequest(place: .coordinates(latitude: 1, longitude: 2)), now: fetchedAt
        ).plausible()
    }

    @Test(arguments: [
        "9999-12-31T00:00", "1970-01-01T00:00", "2026-12-03T10:45", "2026-11-29T10:45", "2021-06-01T12:00"
    ])
    func anAbsurdReadingTimeGivesWayToTheFetchTimeAndTheRowsStay(current: String) async throws {
        let forecast = try await Self.openMeteo(Self.openMeteoBody(current: current))
        #expect(forecast.current.time == Self.fetchedAt, "the fetch time stands in")
        #expect(
            forecast.hourly.first?.time == Date(timeIntervalSince1970: 1_796_032_800), "rows from 10:00 of the fetch")
        #expect(forecast.hourly.count == 48, "\(forecast.hourly.count) hourly rows")
        #expect(forecast.daily.first?.date == LocalDate(year: 2026, month: 11, day: 30), "today is the fetch's day")
        #expect(forecast.daily.count == 3)
        #expect(forecast.today.high == 5)
        let json = ForecastJSON(forecast).value.serialized()
        #expect(!json.contains("9999") && !json.contains("1970") && !json.contains("2021-"))
    }

    @Test func theFetchTimesFractionOfASecondKeepsTheCurrentHour() {
        let kathmandu = Location(name: "K", latitude: 27.7, longitude: 85.3, utcOffsetSeconds: 20_700)
        let start = kathmandu.startOfHour(containing: Date(timeIntervalSince1970: 1_796_032_800.25))
        #expect(start == Date(timeIntervalSince1970: 1_796_030_100), "15:00 local, not a quarter second after it")
    }

    @Test func aReadingAFewHoursOffIsBelieved() async throws {
        let forecast = try await Self.openMeteo(Self.openMeteoBody(current: "2026-11-30T08:45"))
        #expect(forecast.current.time == Date(timeIntervalSince1970: 1_796_028_300))
        #expect(
            forecast.hourly.first?.time == Date(timeIntervalSince1970: 1_796_025_600),
            "rows from 08:00, the reading's hour")
    }

    @Test func openWeatherMapReadingsThreeDaysAheadDoNotShiftToday() async throws {
        let current = OpenWeatherMapProviderTests.zurichCurrent.replacingOccurrences(
            of: "\"dt\":1784103600", with: "\"dt\":1784362800")
        let http = StubHTTP(answers: [
            "/data/2.5/weather": (200, current), "/data/2.5/forecast": (200, OpenWeatherMapProviderTests.zurichForecast)
        ])
        let provider = OpenWeatherMapProvider(
            base: URL(string: "https://api.openweathermap.org")!, apiKey: OpenWeatherMapProviderTests.key, http: http)
        let now = OpenWeatherMapProviderTests.now
        let forecast = try await provider.forecast(ForecastRequest(place: OpenWeatherMapProviderTests.zurich), now: now)
            .plausible()
        #expect(forecast.current.time == now)
        #expect(forecast.daily.first?.date == forecast.location.localTime(at: now).date)
        #expect(forecast.hourly.count >= 8)
    }

    @Test(arguments: ["1000000000", "-64801", "64801", "9223372036854775807"])
    func anImpossibleUTCOffsetIsRefused(offset: String) async throws {
        let error = await #expect(throws: WeatherError.self) {
            _ = try await Self.openMeteo(Self.openMeteoBody(current: "2026-11-30T10:45", offset: offset))
        }
        #expect(error?.message.contains("UTC offset") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
    }

    @Test func openWeatherMapsImpossibleOffsetIsRefusedToo() async throws {
        let current = OpenWeatherMapProviderTests.zurichCurrent.replacingOccurrences(
            of: "\"timezone\":7200,", with: "\"timezone\":1000000000,")
        let http = StubHTTP(answers: [
            "/data/2.5/weather": (200, current), "/data/2.5/forecast": (200, OpenWeatherMapProviderTests.zurichForecast)
        ])
        let provider = OpenWeatherMapProvider(
            base: URL(string: "https://api.openweathermap.org")!, apiKey: OpenWeatherMapProviderTests.key, http: http)
        let error = await #expect(throws: WeatherError.self) {
            try await provider.forecast(
                ForecastRequest(place: OpenWeatherMapProviderTests.zurich), now: OpenWeatherMapProviderTests.now)
        }
        #expect(error?.message.contains("UTC offset of 1000000000 s") == true, "\(error?.message ?? "")")
    }

    @Test func theWidestRealOffsetsAreKept() async throws {
        let kiribati = try await Self.openMeteo(
            Self.openMeteoBody(current: "2026-12-01T00:45", offset: "50400", zone: "\"Pacific/Kiritimati\""))
        #expect(kiribati.location.utcOffsetSeconds == 50_400)
        let baker = try await Self.openMeteo(
            Self.openMeteoBody(current: "2026-11-29T22:45", offset: "-43200", zone: "\"Etc/GMT+12\""))
        #expect(baker.location.utcOffsetSeconds == -43_200)
    }

    @Test(arguments: [
        "\"../../../../etc/passwd\"", "\"Europe/Berlin\\u001b[31m\"", "\"\"", "\"/UTC\"", "\"Europe//Berlin\"",
        "\"\(String(repeating: "A", count: 200))\""
    ])
    func aTimeZoneNameThatIsNoIANAIdentifierIsRefused(zone: String) async throws {
        await #expect(throws: WeatherError.self) {
            _ = try await Self.openMeteo(Self.openMeteoBody(current: "2026-11-30T10:45", zone: zone))
        }
    }

    @Test func unknownTimeZoneNamesAreNotCached() {
        #expect(TimeZoneCache.zone("Europe/Berlin") != nil)
        for index in 0..<(TimeZoneCache.capacity * 2) {
            #expect(TimeZoneCache.zone("Nowhere/Place_\(index)") == nil)
            #expect(TimeZoneCache.zone("../../x\(index)") == nil)
        }
        #expect(!TimeZoneCache.isCached("Nowhere/Place_0"))
        #expect(TimeZoneCache.isCached("Europe/Berlin"), "known zones stay")
        #expect(TimeZoneIdentifier.isWellFormed("America/Argentina/Buenos_Aires"))
        #expect(TimeZoneIdentifier.isWellFormed("Etc/GMT+5"))
        #expect(!TimeZoneIdentifier.isWellFormed("../etc"))
    }
}
