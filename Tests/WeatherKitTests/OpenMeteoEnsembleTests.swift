import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// The Ensemble API's answer: members found by prefix whatever their count, nulls and missing members, units;
/// and the spread laid onto a forecast.
@Suite struct OpenMeteoEnsembleTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    static func spread(_ body: Data, unit: TemperatureUnit = .celsius) throws -> EnsembleSpread {
        let response = HTTPResponse(url: URL(string: "http://127.0.0.1:9/v1/ensemble")!, status: 200, body: body)
        let decoded = try response.decode(OpenMeteoResponse.self)
        return try OpenMeteoEnsembleMapper(
            response: decoded, temperatureUnit: unit, fetchedAt: fetchedAt, host: response.hostDescription
        ).spread()
    }

    static func body(
        members: [[Double?]], unit: String = "°C", precipitation: [[Double?]]? = nil,
        times: [String] = ["2026-12-03T13:00", "2026-12-03T14:00"]
    ) -> Data {
        var hourly: [String: Any] = ["time": times]
        var units: [String: Any] = ["time": "iso8601"]
        for (index, column) in members.enumerated() {
            let key = index == 0 ? "temperature_2m" : String(format: "temperature_2m_member%02d", index)
            hourly[key] = column.map { $0 as Any? ?? NSNull() }
            units[key] = unit
        }
        for (index, column) in (precipitation ?? []).enumerated() {
            let key = index == 0 ? "precipitation" : String(format: "precipitation_member%02d", index)
            hourly[key] = column.map { $0 as Any? ?? NSNull() }
            units[key] = "mm"
        }
        let object: [String: Any] = [
            "latitude": 48.1, "longitude": 11.6, "utc_offset_seconds": 3600, "timezone": "Europe/Berlin",
            "hourly_units": units, "hourly": hourly
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    @Test func percentilesInterpolateBetweenNeighbours() {
        #expect(EnsembleSpread.percentile(0.1, of: []) == nil)
        #expect(EnsembleSpread.percentile(0.9, of: [4]) == 4)
        let p10 = EnsembleSpread.percentile(0.1, of: [17.2, 15.7, 16.8, 15.7, 16.1, 16.7])
        let p90 = EnsembleSpread.percentile(0.9, of: [17.2, 15.7, 16.8, 15.7, 16.1, 16.7])
        #expect(p10.map { abs($0 - 15.7) < 1e-9 } == true)
        #expect(p90.map { abs($0 - 17.0) < 1e-9 } == true)
        #expect(EnsembleSpread.percentile(0.5, of: [1, .nan, 3]) == 2, "non-finite values are left out")
    }

    @Test func membersAreFoundByPrefixWhateverTheirCount() throws {
        for count in [5, 20, 30, 50] {
            let members = (0...count).map { member -> [Double?] in [Double(member), Double(member) + 1] }
            let spread = try Self.spread(Self.body(members: members))
            #expect(spread.hours.count == 2)
            #expect(spread.hours[0].members == count + 1, "the control run and \(count) members")
            let expected = EnsembleSpread.percentile(0.9, of: (0...count).map(Double.init))
            #expect(spread.hours[0].temperatureP90 == expected)
            #expect(
                spread.hours[0].time
                    == LocalDateTime.instant(
                        date: LocalDate(year: 2026, month: 12, day: 3), hour: 13, minute: 0, utcOffsetSeconds: 3600))
        }
    }

    @Test func nullsAndMissingMembersLeaveFewerValues() throws {
        // Hour 1: three members left; hour 2: two, too few for a percentile. Member 4 is null throughout (a model's
        // shorter horizon), member 2 missing from the body.
        let members: [[Double?]] = [[1, 1], [2, nil], [3, 5], [nil, nil]]
        let spread = try Self.spread(Self.body(members: members))
        #expect(spread.hours[0].members == 3)
        #expect(spread.hours[0].temperatureP10 != nil)
        #expect(spread.hours[1].members == 2)
        #expect(spread.hours[1].temperatureP10 == nil)
        #expect(spread.hours[1].temperatureP90 == nil)
    }

    @Test func implausibleMembersAreLeftOutAsTheForecastLeavesThemOut() throws {
        // Members at 1,000–399,000 °C (issue 43) gave a 10th percentile of 12,900 °C and an axis reading "3018…".
        let members: [[Double?]] = [[5, 1_000], [6, 399_000], [7, 12_900], [8, 6], [-150, 7], [9, 8]]
        let spread = try Self.spread(Self.body(members: members))
        #expect(spread.hours[0].members == 5, "-150 °C is left out")
        #expect(spread.hours[1].members == 3, "only the members at 6, 7 and 8 °C are left")
        #expect(spread.hours.allSatisfy { ($0.temperatureP10 ?? 0) < 70 && ($0.temperatureP90 ?? 0) < 70 })
        #expect(spread.hours[1].temperatureP90.map { $0 <= 8 } == true)
        let rain: [[Double?]] = [[0, 9_999], [0, 1], [0, 1], [0, 1]]
        let wet = try Self.spread(Self.body(members: [[1, 1], [2, 2], [3, 3], [4, 4]], precipitation: rain))
        #expect(wet.hours[1].wetShare == 1, "a member at 9,999 mm in an hour is left out, not counted wet")
        let fahrenheit = try Self.spread(
            Self.body(members: [[41, 41], [42, 1_900], [43, 43], [44, 44]], unit: "°F"), unit: .fahrenheit)
        #expect(fahrenheit.hours[1].members == 3)
    }

    @Test func fahrenheitIsConvertedToTheWantedUnit() throws {
        let members: [[Double?]] = [[32, 50], [32, 50], [32, 50], [32, 50]]
        let spread = try Self.spread(Self.body(members: members, unit: "°F"), unit: .celsius)
        #expect(spread.hours[0].temperatureP10.map { abs($0) < 1e-9 } == true)
        #expect(spread.hours[1].temperatureP90.map { abs($0 - 10) < 1e-9 } == true)
    }

    @Test func wetShareCountsMembersWithPrecipitation() throws {
        let members: [[Double?]] = [[1, 1], [2, 2], [3, 3], [4, 4]]
        let precipitation: [[Double?]] = [[0, 1.2], [0.05, 0.4], [0.3, 0], [0, nil]]
        let spread = try Self.spread(Self.body(members: members, precipitation: precipitation))
        #expect(spread.hours[0].wetShare == 0.25)
        #expect(spread.hours[1].wetShare.map { abs($0 - 2.0 / 3) < 1e-9 } == true)
    }

    @Test func aBodyWithoutTemperatureMembersIsAnError() {
        let body = Data(
            #"{"latitude":1,"longitude":2,"hourly":{"time":["2026-12-03T13:00"],"precipitation":[0]}}"#.utf8)
        #expect(throws: WeatherError.self) { try Self.spread(body) }
        let noHourly = Data(#"{"latitude":1,"longitude":2}"#.utf8)
        #expect(throws: WeatherError.self) { try Self.spread(noHourly) }
    }

    @Test func theSpreadIsLaidOntoTheForecastInItsUnits() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        var forecast = Forecast(
            location: location, units: .imperial, current: CurrentConditions(time: start), today: TodaySummary(),
            hourly: [
                HourlyForecast(time: start, temperature: 50),
                HourlyForecast(time: start.addingTimeInterval(3600), temperature: 52, precipitationProbability: 40)
            ],
            daily: [], provider: .openMeteo, fetchedAt: start)
        let spread = EnsembleSpread(
            hours: [
                EnsembleSpread.Hour(time: start, temperatureP10: 0, temperatureP90: 10, members: 21, wetShare: 0.5),
                EnsembleSpread.Hour(
                    time: start.addingTimeInterval(3600), temperatureP10: 5, temperatureP90: 15, members: 21,
                    wetShare: 0.1)
            ], temperatureUnit: .celsius, fetchedAt: start)
        forecast = forecast.withEnsemble(spread)
        #expect(forecast.hourly[0].temperatureP10 == 32)
        #expect(forecast.hourly[0].temperatureP90 == 50)
        #expect(
            forecast.hourly[0].precipitationProbability == 50,
            "the share of wet members where the provider gave no chance")
        #expect(forecast.hourly[1].precipitationProbability == 40, "the provider's own chance stays")
        #expect(forecast.withEnsemble(nil).hourly[0].temperatureP10 == nil)
    }
}

/// The two recorded Ensemble API bodies in `../shared/fixtures/recorded/openmeteo-ensemble`; skipped without them.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct OpenMeteoEnsembleRecordedTests {
    static func data(_ name: String) throws -> Data {
        let directory = try #require(FixtureFile.recordedDirectory)
        return try Data(contentsOf: directory.appendingPathComponent("openmeteo-ensemble").appendingPathComponent(name))
    }

    /// ICON seamless over Berlin, 24 h, the control and five members, epoch times, probability "undefined" and null.
    @Test func iconSeamlessBerlin() throws {
        let spread = try OpenMeteoEnsembleTests.spread(
            Self.data(
                "om_ensemble_berlin_icon-seamless_5-members-trimmed_ms_unixtime_precip-prob-visibility-undefined_2026-10-01_wint-demo.json"
            ))
        #expect(spread.hours.count == 24)
        #expect(spread.hours[0].time == Date(timeIntervalSince1970: 1_790_805_600))
        #expect(spread.hours.allSatisfy { $0.members == 6 })
        #expect(spread.hours[0].temperatureP10.map { abs($0 - 15.7) < 1e-9 } == true)
        #expect(spread.hours[0].temperatureP90.map { abs($0 - 17.0) < 1e-9 } == true)
        #expect(spread.hours.allSatisfy { ($0.temperatureP10 ?? 99) <= ($0.temperatureP90 ?? -99) })
        #expect(spread.hours.allSatisfy { $0.wetShare != nil }, "a dry day's members still say how many are wet: none")
    }

    /// Twenty members and the control over Nordhorn, two hours, ISO times in GMT; 850 hPa members are not the 2 m ones.
    @Test func twentyMembersNordhorn() throws {
        let spread = try OpenMeteoEnsembleTests.spread(
            Self.data(
                "om_ensemble_nordhorn-52.5N7E_20-members_temp2m-850hPa_daily-max_2h-trimmed_python-open-meteo.json"))
        #expect(spread.hours.count == 2)
        #expect(spread.hours[0].members == 21)
        #expect(
            spread.hours[0].time
                == LocalDateTime.instant(
                    date: LocalDate(year: 2026, month: 10, day: 3), hour: 0, minute: 0, utcOffsetSeconds: 0))
        #expect(spread.hours[0].temperatureP10.map { abs($0 - 10.1) < 1e-9 } == true)
        #expect(spread.hours[0].temperatureP90.map { abs($0 - 11.4) < 1e-9 } == true)
        #expect(spread.hours[0].wetShare == nil, "no precipitation asked for")
    }
}
