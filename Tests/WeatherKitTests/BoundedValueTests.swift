import Foundation
import Testing

@testable import WeatherKit

/// UV and pressure outside physical ranges are missing values on every path: no protection window, no trend, no
/// number in any format, whether the rows came from a provider or from the cache's summary.
@Suite struct BoundedValueTests {
    /// 2026-11-30T10:00:00Z: the Kathmandu fixture's reading (15:45 at +05:45).
    static let now = Date(timeIntervalSince1970: 1_796_032_800)

    /// The Kathmandu fixture with `uv` as every hourly UV index and `pressure` as the hourly pressures (by hour of the day).
    static func forecast(uv: Double, pressure: (Int) -> Double = { _ in 1013 }) async throws -> Forecast {
        let fixture = try FixtureFile.data("openmeteo/kathmandu_0545.json")
        guard var json = try JSONSerialization.jsonObject(with: fixture) as? [String: Any],
            var hourly = json["hourly"] as? [String: Any], let times = hourly["time"] as? [Any]
        else { throw FixtureError() }
        hourly["uv_index"] = times.map { _ in uv }
        hourly["pressure_msl"] = times.indices.map { pressure($0 % 24) }
        json["hourly"] = hourly
        let body = try JSONSerialization.data(withJSONObject: json)
        let provider = OpenMeteoProvider(
            base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP(path: "/v1/forecast", body: body))
        let request = ForecastRequest(
            place: Place(name: "Kathmandu", latitude: 27.7, longitude: 85.3), units: .metric, days: 2)
        return try await provider.forecast(request, now: Self.now)
    }

    struct FixtureError: Error {}

    @Test(arguments: [500.0, 1e308, -4])
    func anAbsurdHourlyUVMakesNoProtectionWindow(uv: Double) async throws {
        for forecast in [try await Self.forecast(uv: uv), try await Self.forecast(uv: uv).plausible()] {
            #expect(forecast.uv.protectFrom == nil, "UV \(uv)")
            #expect(forecast.uv.protectUntil == nil)
            #expect(forecast.uv.maxToday == nil)
            #expect(forecast.uv.text(in: forecast.location, style: .standard, language: .english) == nil)
            let json = ForecastJSON(forecast.plausible()).value.serialized()
            #expect(!json.contains("protect_from\":\"") && !json.contains("protect_until\":\""), "\(json)")
        }
    }

    @Test func believableHoursStillMakeTheirWindow() async throws {
        let forecast = try await Self.forecast(uv: 5).plausible()
        #expect(forecast.uv.maxToday == 5)
        #expect(forecast.uv.protectFrom != nil)
        #expect(
            forecast.uv.text(in: forecast.location, style: .standard, language: .english)?.contains(
                "protect 00:00–00:00") == true, "all day at 5")
    }

    @Test func aSummaryMadeFromAbsurdRowsIsNotBelievedLater() {
        // As a cache entry written before the bound was applied to the summary holds it.
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        var forecast = Forecast(
            location: location, units: .metric, current: CurrentConditions(time: Self.now, temperature: 3),
            today: TodaySummary(),
            hourly: [], daily: [], provider: .openMeteo, fetchedAt: Self.now)
        forecast.uv = UVSummary(
            index: nil, maxToday: 1e308, protectFrom: Self.now, protectUntil: Self.now.addingTimeInterval(86_400))
        let believed = forecast.plausible()
        #expect(believed.uv.maxToday == nil)
        #expect(believed.uv.protectFrom == nil && believed.uv.protectUntil == nil)
    }

    @Test func uvSummaryIgnoresAbsurdHours() {
        let hours = (0..<6).map {
            (time: Self.now.addingTimeInterval(Double($0) * 3600), index: Optional([1, 500, 4, 5, .nan, 2][$0]))
        }
        let summary = UVSummary(index: 1e308, maxToday: nil, hours: hours)
        #expect(summary.index == nil)
        #expect(summary.maxToday == 5)
        #expect(
            summary.protectFrom == Self.now.addingTimeInterval(2 * 3600),
            "the spell starts at the first believable 3+, not at 500")
        #expect(summary.protectUntil == Self.now.addingTimeInterval(4 * 3600))
    }

    @Test func anAbsurdPressureMakesNoTrend() async throws {
        // 10:00 UTC is 15:45 in Kathmandu: the reading three hours before is the 12:00 local row.
        let forecast = try await Self.forecast(uv: 1) { hour in hour == 12 ? 1e308 : 1013 }
        #expect(forecast.pressure?.value == 1013)
        #expect(forecast.pressure?.trend == nil, "no trend against an absurd reading")
        let none = try await Self.forecast(uv: 1) { _ in 5000 }.plausible()
        #expect(none.pressure == nil)
        #expect(none.hourly.allSatisfy { $0.pressure == nil })
    }
}
