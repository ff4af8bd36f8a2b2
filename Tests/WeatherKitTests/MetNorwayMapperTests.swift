import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// The project's own Locationforecast bodies, laid out from a pinned instant: polar day and night, the hourly part
/// ending after 60 hours, nulls and missing blocks.
struct MetNorwayMapperTests {
    static let tromso = Place(
        name: "Tromsø", countryCode: "NO", latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo")
    static let oslo = Place(
        name: "Oslo", countryCode: "NO", latitude: 59.9139, longitude: 10.7522, timeZoneIdentifier: "Europe/Oslo")

    static func instant(_ text: String) -> Date {
        MetNorwayMapper.instant(text) ?? Date(timeIntervalSince1970: 0)
    }

    static func forecast(_ body: String, place: Place, now: Date, units: UnitSystem = .metric, days: Int = 10) throws
        -> Forecast
    {
        let response = HTTPResponse(
            url: URL(string: "http://127.0.0.1:9" + MetNorwayProvider.path)!, status: 200, body: Data(body.utf8))
        let decoded = try response.decode(MetNorwayResponse.self)
        return try MetNorwayMapper(
            response: decoded, request: ForecastRequest(place: place, units: units, days: days), fetchedAt: now,
            host: "127.0.0.1:9"
        ).forecast()
    }

    @Test func polarNightIsNightAllDay() throws {
        let now = Self.instant("2026-12-15T09:30:00Z")
        let body = MetNorwayBody(start: Self.instant("2026-12-15T09:00:00Z"), latitude: 69.6492, longitude: 18.9553)
            .json()
        let forecast = try Self.forecast(body, place: Self.tromso, now: now)
        #expect(forecast.current.isDay == false)
        #expect(forecast.today.sun.polar == .polarNight)
        #expect(forecast.today.sun.sunrise == nil)
        #expect(forecast.hourly.prefix(24).allSatisfy { $0.isDay == false })
    }

    @Test func polarDayIsDayAllNight() throws {
        let now = Self.instant("2026-06-21T22:10:00Z")
        let body = MetNorwayBody(start: Self.instant("2026-06-21T22:00:00Z"), latitude: 69.6492, longitude: 18.9553)
            .json()
        let forecast = try Self.forecast(body, place: Self.tromso, now: now)
        #expect(forecast.current.isDay == true)
        #expect(forecast.daily.first?.sun.polar == .midnightSun)
        #expect(forecast.hourly.prefix(24).allSatisfy { $0.isDay == true })
    }

    @Test func hoursUntilSixtyThenSixHourSteps() throws {
        let start = Self.instant("2026-03-10T12:00:00Z")
        let forecast = try Self.forecast(
            MetNorwayBody(start: start).json(), place: Self.oslo, now: start.addingTimeInterval(600))
        let times = forecast.hourly.map(\.time)
        let hourly = times.filter { $0 < start.addingTimeInterval(60 * 3600) }
        #expect(hourly.count == 60)
        #expect(zip(hourly, hourly.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3600 })
        let later = times.filter { $0 >= start.addingTimeInterval(60 * 3600) }
        #expect(!later.isEmpty)
        #expect(zip(later, later.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 6 * 3600 })
        // The six-hourly steps have a condition from next_6_hours; the last step (instant only) is no row.
        #expect(forecast.hourly.allSatisfy { $0.condition == .cloudy })
        // Ten days asked for, the body covers them all but the last partial day.
        #expect(forecast.daily.count >= 6)
        #expect(forecast.daily.first?.date == LocalDate(year: 2026, month: 3, day: 10))
    }

    @Test func nullsAndMissingBlocksAreUnknownNotZero() throws {
        let start = Self.instant("2026-03-10T12:00:00Z")
        var body = MetNorwayBody(start: start, hourlySteps: 30, sixHourlySteps: 8)
        body.temperature = { $0 == 0 ? nil : 3 }
        body.symbol = { $0 == 0 ? nil : "rain" }
        var json = body.json()
        // A step with no data at all, one with an unreadable time: both left out.
        json = json.replacingOccurrences(
            of: "\"timeseries\":[",
            with: "\"timeseries\":[{\"time\":\"2026-03-10T11:00:00Z\"},{\"time\":\"yesterday\",\"data\":{}},")
        let forecast = try Self.forecast(json, place: Self.oslo, now: start)
        #expect(forecast.current.temperature == nil)
        #expect(forecast.current.condition == nil)
        #expect(forecast.current.words == nil)
        #expect(forecast.hourly.first?.temperature == nil)
        #expect(forecast.hourly.dropFirst().first?.condition == .rain)
        #expect(forecast.daily.first?.high == 3)
    }

    @Test func emptyTimeseriesSaysWhat() throws {
        let body = #"{"type":"Feature","properties":{"timeseries":[]}}"#
        #expect(
            throws: WeatherError.invalidResponse(
                host: "127.0.0.1:9", reason: "its timeseries has no step with a readable time")
        ) {
            try Self.forecast(body, place: Self.oslo, now: Self.instant("2026-03-10T12:00:00Z"))
        }
    }

    @Test func imperialConverts() throws {
        let start = Self.instant("2026-03-10T12:00:00Z")
        var body = MetNorwayBody(start: start)
        body.temperature = { _ in 10 }
        let forecast = try Self.forecast(body.json(), place: Self.oslo, now: start, units: .imperial)
        #expect(forecast.current.temperature == 50)
        // 5 m/s
        let wind = try #require(forecast.current.windSpeed)
        #expect(abs(wind - 11.18) < 0.01)
        #expect(forecast.hourly.first?.pressure == 1013.2)
    }

    @Test func urlHasFourDecimals() {
        let provider = MetNorwayProvider(base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP())
        let place = Place(name: "Oslo", latitude: 59.913912345, longitude: 10.752245678)
        let url = provider.url(for: ForecastRequest(place: place))
        #expect(url.path == "/weatherapi/locationforecast/2.0/complete")
        #expect(url.query("lat") == "59.9139")
        #expect(url.query("lon") == "10.7522")
    }
}
