import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// The air quality, nowcast and past-day parts of real Open-Meteo answers in `../shared/fixtures/recorded/openmeteo`.
/// Skipped where that folder is absent; never copied into the project.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct OpenMeteoIssue13RecordedTests {
    static func airQuality(_ name: String, scale: AQIScale, now: Date) throws -> AirQuality {
        let response = HTTPResponse(
            url: URL(string: "http://127.0.0.1:9/v1/air-quality")!, status: 200,
            body: try OpenMeteoRecordedTests.data(name))
        let decoded = try response.decode(OpenMeteoResponse.self)
        return try OpenMeteoAirQualityMapper(response: decoded, scale: scale, now: now, host: response.hostDescription)
            .airQuality()
    }

    @Test func brnoReadsTheHourUnderWayWithPollenMeasured() throws {
        let now = Date(timeIntervalSince1970: 1_790_816_400 + 1800)
        let air = try Self.airQuality(
            "om_air-quality_brno_eaqi_pm_uv_pollen_unixtime_reflbo.json", scale: .european, now: now)
        #expect(air.time == Date(timeIntervalSince1970: 1_790_816_400))
        #expect(air.europeanAQI == 29)
        #expect(air.category == .fair)
        #expect(air.concentrations[.pm2_5] != nil)
        let pollen = try #require(air.pollen, "Europe: measured")
        #expect(pollen.alder == 0, "0.0 is none, not missing")
        #expect(pollen.grass == 0.6)
        #expect(pollen.mugwort == 4.3)
        #expect(pollen.inSeason)
        #expect(air.hourly.first?.time == air.time)
    }

    @Test func newYorkHasNoPollenAtAll() throws {
        let now = Date(timeIntervalSince1970: 1_790_830_800 + 600)
        let air = try Self.airQuality("om_air-quality_new-york_pollen-all-null_reflbo.json", scale: .us, now: now)
        #expect(air.pollen == nil, "every kind null: not measured here")
        #expect(air.europeanAQI == 60)
        #expect(air.usAQI == nil)
        #expect(air.index == nil, "the US AQI was not asked for in this recording")
        #expect(air.index(on: .european) == 60)
    }

    @Test func amsterdamCurrentHasBothScalesAndTheirSubIndices() throws {
        let now = Date(timeIntervalSince1970: 1_791_000_000)
        let air = try Self.airQuality(
            "om_air-quality_current_hourly_all-vars_3h-trimmed_python-open-meteo.json", scale: .european, now: now)
        #expect(air.europeanAQI == 44)
        #expect(air.usAQI == 65)
        #expect(air.dominantPollutant == .pm2_5)
        #expect(air.reading(on: .us).category == .moderate)
        #expect(air.reading(on: .us).dominantPollutant == .pm2_5)
        #expect(air.subIndices[.european]?[.nitrogenDioxide] == 22)
        #expect(air.concentrations[.pm10] == 28.2)
        #expect(air.concentrations[.ozone] == 42)
        #expect(air.pollen == Pollen(alder: 0, birch: 0, grass: 0, mugwort: 0, olive: 0, ragweed: 0))
    }

    @Test func torontoPastDayBecomesYesterdayAndTodayStaysToday() throws {
        let forecast = try OpenMeteoRecordedTests.forecast(
            "om_forecast_toronto_fahrenheit_mph_inch_past-days1_linecast.json")
        let location = forecast.location
        #expect(forecast.daily.first?.date == LocalDate(year: 2026, month: 3, day: 5), "the past day is not daily[0]")
        #expect(forecast.today.high == 39.3)
        // The answer says °F, mp/h and inch although metric was asked for: its numbers are read in its units.
        #expect(forecast.units == .imperial)
        #expect(forecast.converted(to: .metric).today.high.map { ($0 * 10).rounded() / 10 } == 4.1)
        #expect(forecast.yesterday == YesterdaySummary(high: 48.2, low: 28.3, daylightSeconds: 11 * 3600 + 21 * 60))
        #expect(forecast.daylight.changeSeconds == 4 * 60, "06:46–18:11 against 06:48–18:09")
        #expect(OpenMeteoRecordedTests.iso(forecast.hourly.first?.time, location) == "2026-03-05T21:00:00-05:00")
        #expect(forecast.nowcast == nil, "no minutely_15 asked for in this recording")
    }

    @Test func bergenNowcastStartsAtTheCurrentStepAndIsInterpolated() throws {
        let forecast = try OpenMeteoRecordedTests.forecast(
            "om_forecast_bergen_minutely15_precip-probability_unixtime_reflbo.json")
        let nowcast = try #require(forecast.nowcast)
        #expect(nowcast.steps.count == 8)
        #expect(nowcast.steps.first?.time == Date(timeIntervalSince1970: 1_790_895_600))
        #expect(nowcast.steps.first?.precipitation == 0.1)
        #expect(nowcast.intervalMinutes == 15)
        #expect(nowcast.interpolated, "60°N on the coast of Norway is outside the 15-minute models")
        #expect(nowcast.summary(at: forecast.current.time) == "Rain now, stopping in about 15 min")
    }
}
