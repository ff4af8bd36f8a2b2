import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Real MET Norway Locationforecast 2.0 answers recorded by other projects, read from
/// `../shared/fixtures/recorded/metno`. Skipped where that folder is absent; never copied into the project.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct MetNorwayRecordedTests {
    static let oslo = "metno_locationforecast-compact_oslo_snow-minus6C_2026-02_magicmirror.json"
    static let trondheim = "metno_locationforecast-complete_trondheim_nordic-percentiles_2026-07_intervalinsights.json"
    static let kerry =
        "metno_locationforecast-complete_kerry-ireland_outside-nordic_apparent-air-temperature_2026-10_datahub.json"

    static func data(_ name: String) throws -> Data {
        let directory = try #require(FixtureFile.recordedDirectory)
        return try Data(contentsOf: directory.appendingPathComponent("metno").appendingPathComponent(name))
    }

    /// The whole path after the HTTP call: status, decoding, mapping; fetched when MET last updated it.
    static func forecast(
        _ name: String, place: Place, units: UnitSystem = .metric, days: Int = ForecastRequest.maximumDays
    ) throws -> Forecast {
        let response = HTTPResponse(
            url: URL(string: "http://127.0.0.1:9" + MetNorwayProvider.path)!, status: 200, body: try data(name))
        try response.checkStatus(provider: nil)
        let decoded = try response.decode(MetNorwayResponse.self)
        let updated = try #require(decoded.properties.meta?.updatedAt.flatMap(MetNorwayMapper.instant))
        let request = ForecastRequest(place: place, units: units, days: days)
        return try MetNorwayMapper(
            response: decoded, request: request, fetchedAt: updated, host: response.hostDescription
        ).forecast()
    }

    static let osloPlace = Place(
        name: "Oslo", country: "Norway", countryCode: "NO", latitude: 59.9139, longitude: 10.7522,
        timeZoneIdentifier: "Europe/Oslo")
    static let trondheimPlace = Place(
        name: "Trondheim", countryCode: "NO", latitude: 63.43, longitude: 10.4, timeZoneIdentifier: "Europe/Oslo")
    static let kerryPlace = Place(
        name: "Killarney", countryCode: "IE", latitude: 52.25, longitude: -9.45, timeZoneIdentifier: "Europe/Dublin")

    @Test func everyRecordedLocationforecastMaps() throws {
        let files = FixtureFile.recordedFiles(in: "metno").filter {
            $0.lastPathComponent.hasPrefix("metno_locationforecast")
        }
        #expect(files.count >= 3)
        for file in files {
            let forecast = try Self.forecast(file.lastPathComponent, place: Self.osloPlace)
            #expect(forecast.provider == .metNorway)
            #expect(!forecast.hourly.isEmpty, "\(file.lastPathComponent)")
            #expect(forecast.daily.count >= 8, "\(file.lastPathComponent)")
            #expect(forecast.current.temperature != nil)
            #expect(forecast.current.condition != nil, "\(file.lastPathComponent)")
            // Every symbol in the recordings is one the table knows.
            #expect(forecast.hourly.allSatisfy { $0.condition != nil }, "\(file.lastPathComponent)")
            #expect(
                forecast.daily.allSatisfy { $0.high != nil && $0.low != nil && $0.condition != nil },
                "\(file.lastPathComponent)")
            #expect(forecast.plausible() == forecast, "\(file.lastPathComponent)")
        }
    }

    @Test func osloSnowAtNight() throws {
        let forecast = try Self.forecast(Self.oslo, place: Self.osloPlace)
        // Updated 20:27Z, first step 21:00Z: the first step stands for now.
        #expect(forecast.current.temperature == -5.8)
        #expect(forecast.current.condition == .snow)
        #expect(forecast.current.words == "Snow")
        #expect(forecast.current.isDay == false)
        // m/s → km/h
        let wind = try #require(forecast.current.windSpeed)
        #expect(wind > 0)
        #expect(forecast.units == .metric)
        // Hours on Oslo's clock (+01:00 in February): 22:00 on the 6th is the first row.
        let first = try #require(forecast.hourly.first)
        #expect(forecast.location.localTime(at: first.time).iso8601.hasPrefix("2026-02-06T22:00"))
        #expect(forecast.daily.first?.date == LocalDate(year: 2026, month: 2, day: 6))
        // Hourly rows to 23:00Z on the 8th, then six-hourly ones.
        let gaps = zip(forecast.hourly, forecast.hourly.dropFirst()).map { $1.time.timeIntervalSince($0.time) }
        #expect(gaps.prefix(50).allSatisfy { $0 == 3600 })
        #expect(gaps.suffix(5).allSatisfy { $0 == 6 * 3600 })
        // Oslo's 7 February: the hourly temperatures of that local day.
        let seventh = try #require(forecast.daily.first { $0.date == LocalDate(year: 2026, month: 2, day: 7) })
        #expect(seventh.low == -5.9)
        #expect(seventh.high == -2.7)
        #expect(seventh.condition == .snow)
    }

    @Test func trondheimSummerWithProbabilities() throws {
        let forecast = try Self.forecast(Self.trondheim, place: Self.trondheimPlace)
        // Updated 07:28Z: the 07:00Z step has begun and is now.
        #expect(forecast.current.time == MetNorwayMapper.instant("2026-07-18T07:00:00Z"))
        #expect(forecast.current.temperature == 12.9)
        #expect(forecast.current.condition == .cloudy)
        #expect(forecast.current.isDay == true)
        #expect(forecast.hourly.first?.precipitationProbability != nil)
        #expect(forecast.daily.first?.precipitationProbability != nil)
        #expect(forecast.today.sun.sunrise != nil)
    }

    /// A place in another zone than Oslo: MET's UTC hours are shown on the place's own clock.
    @Test func kerryOnIrishTimeWithFeelsLike() throws {
        let forecast = try Self.forecast(Self.kerry, place: Self.kerryPlace, units: .imperial)
        #expect(forecast.location.timeZoneIdentifier == "Europe/Dublin")
        let first = try #require(forecast.hourly.first)
        // 10:00Z is 11:00 Irish Summer Time.
        #expect(forecast.location.localTime(at: first.time).iso8601.hasPrefix("2026-10-04T11:00"))
        #expect(forecast.location.localTime(at: first.time).iso8601.hasSuffix("+01:00"))
        #expect(forecast.current.feelsLike != nil)
        #expect(forecast.units == .imperial)
        // 15.9 °C
        let temperature = try #require(forecast.current.temperature)
        #expect(abs(temperature - 60.62) < 0.01)
        #expect(forecast.current.condition == .showers)
        #expect(forecast.current.words == "Light rain showers")
        // No probabilities outside the Nordic area: unknown, not zero.
        #expect(forecast.hourly.allSatisfy { $0.precipitationProbability == nil })
    }
}
