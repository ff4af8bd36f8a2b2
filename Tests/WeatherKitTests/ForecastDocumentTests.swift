import Foundation
import Testing

@testable import WeatherKit

@Suite struct ForecastDocumentTests {
    static let offset = 5 * 3600 + 45 * 60

    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
        LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: day), hour: hour, minute: minute, second: second,
            utcOffsetSeconds: offset)
    }

    /// Values with more decimals than the JSON keeps, a fixed offset (no zone identifier), and gaps.
    static let forecast = Forecast(
        location: Location(
            name: "Kathmandu", region: "Bagmati Province", country: nil, latitude: 27.701_69, longitude: 85.320_61,
            timeZoneIdentifier: nil, utcOffsetSeconds: offset),
        units: .metric,
        current: CurrentConditions(
            time: at(30, 15, 45), temperature: 18.04, feelsLike: -0.04, humidity: 45.4, windSpeed: 8.26,
            windDirection: 315.2,
            condition: .partlyCloudy, description: "Few clouds", isDay: true),
        today: TodaySummary(high: 21.06, low: nil, sun: SunTimes(sunrise: at(30, 6, 41), sunset: at(30, 17, 8))),
        hourly: [
            HourlyForecast(time: at(30, 15), temperature: 16.44, condition: .cloudy, precipitationProbability: 0),
            HourlyForecast(time: at(30, 16), temperature: nil, condition: nil, precipitationProbability: nil),
            HourlyForecast(
                time: at(30, 17), temperature: -3.25, condition: .thunderstorm, precipitationProbability: 70.4)
        ],
        daily: [
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 30), high: 21.06, low: 6.0, condition: .rain,
                precipitationProbability: 70, sun: SunTimes(sunrise: at(30, 6, 41), sunset: at(30, 17, 8))),
            DailyForecast(
                date: LocalDate(year: 2026, month: 12, day: 1), high: nil, low: nil, condition: nil,
                precipitationProbability: nil)
        ],
        provider: .openWeatherMap, fetchedAt: at(30, 15, 45, 7).addingTimeInterval(0.6))

    /// `forecast` as the JSON keeps it: rounded to its decimals, whole seconds, no hourly `isDay`.
    static let rounded: Forecast = {
        var copy = forecast
        let round = { (value: Double?, decimals: Double) in
            value.map { ($0 * pow(10, decimals)).rounded() / pow(10, decimals) }
        }
        copy.location.latitude = 27.7017
        copy.location.longitude = 85.3206
        copy.current.temperature = 18
        copy.current.feelsLike = 0
        copy.current.humidity = 45
        copy.current.windSpeed = 8.3
        copy.current.windDirection = 315
        copy.today.high = 21.1
        copy.hourly[0].temperature = 16.4
        copy.hourly[2].temperature = round(-3.25, 1)
        copy.hourly[2].precipitationProbability = 70
        copy.daily[0].high = 21.1
        copy.fetchedAt = at(30, 15, 45, 7)
        return copy
    }()

    private func read(_ json: String) throws -> ForecastDocument {
        try ForecastDocument(json: Data(json.utf8))
    }

    @Test func roundTripsAForecastUpToTheJSONsDecimals() throws {
        for pretty in [false, true] {
            let json = ForecastJSON(Self.forecast, stale: true).value.serialized(pretty: pretty)
            let document = try read(json)
            #expect(document.forecast == Self.rounded)
            #expect(document.stale)
            #expect(ForecastJSON(document.forecast, stale: true).value.serialized(pretty: pretty) == json)
        }
    }

    @Test func aDescriptionThatIsOnlyThePhraseComesBackNil() throws {
        var forecast = Self.forecast
        forecast.current.description = nil
        let json = ForecastJSON(forecast).value.serialized()
        #expect(json.contains(#""description":"Partly cloudy""#))
        #expect(try read(json).forecast.current.description == nil)
    }

    private static func json(replacing old: String, with new: String) -> String {
        let json = ForecastJSON(forecast).value.serialized()
        precondition(json.contains(old), "fixture lacks \(old)")
        return json.replacingOccurrences(of: old, with: new)
    }

    @Test func nullsAndUnknownConditionsBecomeNil() throws {
        let json = Self.json(replacing: #""condition":"thunderstorm""#, with: #""condition":"sandstorm""#)
            .replacingOccurrences(of: #""is_day":true"#, with: #""is_day":null"#)
            .replacingOccurrences(
                of:
                    #""sunrise":"2026-11-30T06:41:00+05:45","sunset":"2026-11-30T17:08:00+05:45","precipitation_probability""#,
                with: #""sunrise":null,"sunset":null,"precipitation_probability""#)
        let forecast = try read(json).forecast
        #expect(forecast.hourly[2].condition == nil)
        #expect(forecast.current.isDay == nil)
        #expect(forecast.today.sun == SunTimes())
    }

    @Test func missingOptionalKeysAreNil() throws {
        let json = Self.json(replacing: #","precipitation_probability":70"#, with: "")
            .replacingOccurrences(of: #","stale":false"#, with: "")
        let document = try read(json)
        #expect(document.forecast.hourly[2].precipitationProbability == nil)
        #expect(document.stale == false)
    }

    @Test func readsUTCAndNegativeOffsets() throws {
        let utc = try read(Self.json(replacing: "2026-11-30T15:45:07+05:45", with: "2026-11-30T10:00:07Z"))
        #expect(utc.forecast.fetchedAt == Self.rounded.fetchedAt)
        let west = try read(Self.json(replacing: "2026-11-30T15:45:07+05:45", with: "2026-11-30T06:30:07-03:30"))
        #expect(west.forecast.fetchedAt == Self.rounded.fetchedAt)
        let noSeconds = try read(Self.json(replacing: "2026-11-30T15:00:00+05:45", with: "2026-11-30T15:00+05:45"))
        #expect(noSeconds.forecast.hourly[0].time == Self.forecast.hourly[0].time)
    }

    @Test(arguments: [
        ("2026-11-30T15:00:00+05:45", "2026-11-30 15:00:00", "hourly[0].time"),
        ("2026-11-30T15:00:00+05:45", "2026-11-30T15:00:00", "hourly[0].time"),
        ("2026-11-30T15:00:00+05:45", "2026-11-30T25:00:00+05:45", "hourly[0].time"),
        ("2026-11-30T15:00:00+05:45", "2026-11-30T15:00:00+5:45", "hourly[0].time"),
        ("2026-11-30T15:45:07+05:45", "yesterday", "source.fetched_at"),
        (
            "2026-11-30T06:41:00+05:45\",\"sunset\":\"2026-11-30T17:08:00+05:45\",\"precipitation_probability\"",
            "2026-11-31T06:41:00+05:45\",\"sunset\":\"2026-11-30T17:08:00+05:45\",\"precipitation_probability\"",
            "today.sunrise"
        )
    ])
    func invalidTimesNameTheirField(old: String, new: String, field: String) throws {
        let json = Self.json(replacing: old, with: new)
        #expect {
            _ = try read(json)
        } throws: { error in
            guard case .invalidTime(let named, _) = error as? ForecastDocument.ReadError else { return false }
            return named == field
        }
    }

    @Test func otherProblemsAreTypedAndNamed() throws {
        let cases: [(String, ForecastDocument.ReadError)] = [
            (
                Self.json(replacing: #""date":"2026-12-01""#, with: #""date":"1 Dec""#),
                .invalidDate(field: "daily[1].date", value: "1 Dec")
            ),
            (
                Self.json(replacing: #""provider":"openweathermap""#, with: #""provider":"met-office""#),
                .unknownValue(field: "source.provider", value: "met-office")
            ),
            (
                Self.json(replacing: #""temperature":"°C""#, with: #""temperature":"K""#),
                .unknownValue(field: "units.temperature", value: "K")
            ),
            (Self.json(replacing: #""name":"Kathmandu","#, with: ""), .missingField("location.name")),
            (
                Self.json(replacing: #""time":"2026-11-30T16:00:00+05:45""#, with: #""time":null"#),
                .missingField("hourly[1].time")
            ),
            (
                Self.json(replacing: #""temperature":16.4"#, with: #""temperature":"warm""#),
                .wrongType(field: "hourly[0].temperature", expected: "a number")
            ),
            ("{\"location\":", .notJSON(""))
        ]
        for (json, expected) in cases {
            do {
                _ = try read(json)
                Issue.record("read \(expected)")
            } catch let error as ForecastDocument.ReadError {
                if case .notJSON = expected, case .notJSON = error { continue }
                #expect(error == expected)
            }
        }
        #expect(
            ForecastDocument.ReadError.invalidTime(field: "current.time", value: "x").description.contains(
                "current.time"))
    }
}
