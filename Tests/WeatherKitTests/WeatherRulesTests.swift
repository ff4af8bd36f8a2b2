import Foundation
import Testing

@testable import WeatherKit

@Suite struct UVSummaryTests {
    static let berlin = Location(
        name: "Berlin", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin", utcOffsetSeconds: 3600)
    static let midnight = Date(timeIntervalSince1970: 1_780_783_200)  // 2026-06-07 00:00 +02:00

    static func hours(_ indices: [Double?]) -> [(time: Date, index: Double?)] {
        indices.enumerated().map { (midnight.addingTimeInterval(Double($0.offset) * 3600), $0.element) }
    }

    @Test func protectionWhileTheIndexIsThreeOrMore() {
        var day: [Double?] = Array(repeating: 0, count: 24)
        for (hour, index) in [(9, 2.9), (10, 3.1), (11, 5), (12, 6.2), (13, 5.5), (14, 3), (15, 2)] {
            day[hour] = index
        }
        let uv = UVSummary(index: 6.2, maxToday: 6.4, hours: Self.hours(day))
        #expect(uv.protectFrom == Self.midnight.addingTimeInterval(10 * 3600))
        #expect(uv.protectUntil == Self.midnight.addingTimeInterval(15 * 3600), "the end of the last hour at 3 or more")
        #expect(uv.text(in: Self.berlin, style: .standard, language: .english) == "UV 6 high · protect 10:00–15:00")
        #expect(uv.shortText == "UV 6 high")
    }

    @Test func noProtectionBelowThreeAndTheHighestHourWithoutADailyMaximum() {
        let uv = UVSummary(index: 1, maxToday: nil, hours: Self.hours([0, 1, 2.4, nil, 1]))
        #expect(uv.protectFrom == nil && uv.protectUntil == nil)
        #expect(uv.maxToday == 2.4)
        #expect(uv.text(in: Self.berlin, style: .standard, language: .english) == "UV 1 low")
    }

    @Test(arguments: [
        (0.0, UVLevel.low), (2.4, .low), (2.5, .moderate), (5.4, .moderate), (6, .high), (7.4, .high), (8, .veryHigh),
        (10.4, .veryHigh), (11, .extreme)
    ])
    func whoLevels(index: Double, level: UVLevel) {
        #expect(UVLevel(index: index) == level)
    }
}

@Suite struct AirQualityRuleTests {
    @Test func theScaleFollowsTheCountry() {
        #expect(AQIScale.forPlace(countryCode: "US", timeZone: nil, preference: .european) == .us)
        #expect(AQIScale.forPlace(countryCode: "de", timeZone: nil, preference: nil) == .european)
        #expect(AQIScale.forPlace(countryCode: "CZ", timeZone: nil, preference: .us) == .european)
        #expect(
            AQIScale.forPlace(countryCode: "IN", timeZone: "Asia/Kolkata", preference: nil) == .us,
            "elsewhere the US AQI")
        #expect(
            AQIScale.forPlace(countryCode: "IN", timeZone: nil, preference: .european) == .european,
            "unless the config says")
        #expect(
            AQIScale.forPlace(countryCode: nil, timeZone: "Europe/Berlin", preference: nil) == .european,
            "bare coordinates in Europe")
        #expect(AQIScale.forPlace(countryCode: nil, timeZone: "America/Chicago", preference: nil) == .us)
    }

    @Test(arguments: [
        (0, AQICategory.good), (20, .good), (21, .fair), (40, .fair), (41, .moderate), (60, .moderate), (61, .poor),
        (80, .poor), (81, .veryPoor), (100, .veryPoor), (101, .extremelyPoor)
    ])
    func europeanCategories(index: Int, category: AQICategory) {
        #expect(AQIScale.european.category(for: index) == category)
    }

    @Test(arguments: [
        (50, AQICategory.good), (51, .moderate), (100, .moderate), (101, .unhealthyForSensitiveGroups),
        (150, .unhealthyForSensitiveGroups), (151, .unhealthy), (200, .unhealthy), (201, .veryUnhealthy),
        (300, .veryUnhealthy), (301, .hazardous), (600, .hazardous)
    ])
    func usCategories(index: Int, category: AQICategory) {
        #expect(AQIScale.us.category(for: index) == category)
    }

    @Test func theDominantPollutantHasTheHighestSubIndexOnThePlacesScale() {
        let air = AirQuality(
            scale: .us, europeanAQI: 44, usAQI: 65,
            subIndices: [.us: [.pm2_5: 65, .pm10: 21, .ozone: 12], .european: [.pm2_5: 30, .nitrogenDioxide: 44]])
        #expect(air.index == 65)
        #expect(air.category == .moderate)
        #expect(air.dominantPollutant == .pm2_5)
        let european = air.reading(on: .european)
        #expect(european.index == 44)
        #expect(european.category == .moderate)
        #expect(european.dominantPollutant == .nitrogenDioxide)
        #expect(european.text == "European AQI 44 moderate · mostly NO₂")
        #expect(air.shortText == "AQI 65 moderate")
    }

    @Test func pollenNullIsNotMeasuredAndZeroIsNone() {
        let unmeasured = Pollen()
        #expect(unmeasured.isUnmeasured && !unmeasured.inSeason && unmeasured.text == nil)
        let offSeason = Pollen(alder: 0, birch: 0, grass: 0, mugwort: 0, olive: 0, ragweed: 0)
        #expect(!offSeason.isUnmeasured && !offSeason.inSeason)
        let summer = Pollen(alder: 0, birch: 3.2, grass: 12.4, mugwort: nil, olive: 0, ragweed: 0)
        #expect(summer.inSeason)
        #expect(summer.text == "Pollen: grass 12, birch 3")
    }

    @Test func plausibleDropsAbsurdReadings() {
        let now = Date(timeIntervalSince1970: 1_796_032_800)
        let air = AirQuality(
            scale: .us, time: now, usAQI: 99_999, concentrations: [.pm10: -4, .pm2_5: 12],
            pollen: Pollen(grass: .infinity), hourly: [AirQuality.Hour(time: Date(timeIntervalSince1970: 0), usAQI: 3)])
        let checked = air.plausible(within: now.addingTimeInterval(-86_400)...now.addingTimeInterval(86_400))
        #expect(checked.usAQI == nil)
        #expect(checked.concentrations == [.pm2_5: 12])
        #expect(checked.pollen == nil, "every kind unreadable is the same as unmeasured")
        #expect(checked.hourly.isEmpty)
    }
}

@Suite struct YesterdayPressureDaylightTests {
    @Test func warmerOrCoolerThanYesterdayFromTheHighs() {
        let yesterday = YesterdaySummary(high: 4.6, low: -1)
        #expect(yesterday.text(todayHigh: 7.4) == "3° warmer than yesterday")
        #expect(yesterday.highChange(today: 7.4).map { ($0 * 10).rounded() / 10 } == 2.8)
        #expect(yesterday.text(todayHigh: 2.4) == "2° cooler than yesterday")
        #expect(yesterday.text(todayHigh: 4.9) == "As warm as yesterday")
        #expect(yesterday.text(todayHigh: nil) == nil)
        #expect(YesterdaySummary(high: nil).text(todayHigh: 3) == nil)
    }

    @Test func pressureTrendIsOneHectopascalOverThreeHours() {
        #expect(PressureTrend(change: 1) == .rising)
        #expect(PressureTrend(change: 0.9) == .steady)
        #expect(PressureTrend(change: -0.9) == .steady)
        #expect(PressureTrend(change: -1) == .falling)
        let now = Date(timeIntervalSince1970: 1_796_032_800 + 45 * 60)
        let hours = (0..<6).map {
            (
                time: Date(timeIntervalSince1970: 1_796_032_800 - Double(5 - $0) * 3600),
                value: Optional(1000.0 + Double($0))
            )
        }
        let reading = PressureReading(current: 1004.2, now: now, hours: hours)
        #expect(reading?.value == 1004.2)
        #expect(reading?.trend == .rising, "1004.2 now against 1002 at 07:00, three hours before 10:45")
        #expect(reading?.text == "Pressure 1004 hPa ↗ rising")
        #expect(PressureReading(current: nil, now: now, hours: []) == nil)
        #expect(PressureReading(current: 990, now: now, hours: [])?.trend == nil)
    }

    @Test func daylightAndItsChange() {
        let sunrise = Date(timeIntervalSince1970: 1_796_021_580)
        let sun = SunTimes(sunrise: sunrise, sunset: sunrise.addingTimeInterval(29_040))
        #expect(Daylight.seconds(of: sun) == 29_040)
        #expect(Daylight.seconds(of: SunTimes(polar: .midnightSun)) == 86_400)
        #expect(Daylight.seconds(of: SunTimes(polar: .polarNight)) == 0)
        // Seconds only under a minute: whole minutes (to the nearest) above it, never "4 min 0 s".
        #expect(
            Daylight(seconds: 29_040, changeSeconds: -150).text == "Daylight 8 h 4 min, 3 min shorter than yesterday")
        #expect(Daylight(seconds: 29_040, changeSeconds: 240).text == "Daylight 8 h 4 min, 4 min longer than yesterday")
        #expect(Daylight(seconds: 29_040, changeSeconds: 89).text == "Daylight 8 h 4 min, 1 min longer than yesterday")
        #expect(Daylight(seconds: 29_040, changeSeconds: 59).text == "Daylight 8 h 4 min, 59 s longer than yesterday")
        #expect(Daylight(seconds: 45_000, changeSeconds: 40).text == "Daylight 12 h 30 min, 40 s longer than yesterday")
    }
}

@Suite struct MoonPhaseTests {
    static func at(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso) ?? Date(timeIntervalSince1970: 0)
    }

    /// Phases from the US Naval Observatory's tables (UTC).
    @Test(arguments: [
        ("2024-01-11T11:57:00Z", MoonPhase.Name.newMoon, 0.0),
        ("2024-01-18T03:52:00Z", .firstQuarter, 0.25),
        ("2024-01-25T17:54:00Z", .fullMoon, 0.5),
        ("2024-02-02T23:18:00Z", .lastQuarter, 0.75),
        ("2026-11-24T14:53:00Z", .fullMoon, 0.5),
        ("2000-01-06T18:14:00Z", .newMoon, 0.0)
    ])
    func knownPhases(iso: String, name: MoonPhase.Name, phase: Double) {
        let moon = MoonPhase(at: Self.at(iso))
        #expect(moon.name == name)
        let distance = min(abs(moon.phase - phase), 1 - abs(moon.phase - phase))
        #expect(distance < 0.01, "within about 7 hours: \(moon.phase)")
        let lit = (1 - cos(phase * 2 * .pi)) / 2 * 100
        #expect(abs(moon.illumination - lit) < 2, "\(moon.illumination)")
    }

    @Test func namesBetweenThePoints() {
        #expect(MoonPhase(phase: 0.12, illumination: 13).name == .waxingCrescent)
        #expect(MoonPhase(phase: 0.37, illumination: 70).name == .waxingGibbous)
        #expect(MoonPhase(phase: 0.63, illumination: 70).name == .waningGibbous)
        #expect(MoonPhase(phase: 0.88, illumination: 13).name == .waningCrescent)
        #expect(MoonPhase(phase: 0.97, illumination: 1).name == .newMoon)
        let waxing = MoonPhase(at: Self.at("2024-01-21T12:00:00Z"))
        #expect(waxing.name == .waxingGibbous)
        #expect(waxing.illumination > 75 && waxing.illumination < 90)
    }
}

@Suite struct HostileNewValueTests {
    @Test func plausibleTurnsAbsurdNewNumbersIntoMissing() {
        let now = Date(timeIntervalSince1970: 1_796_032_800)
        let location = Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0)
        var forecast = Forecast(
            location: location, units: .metric, current: CurrentConditions(time: now), today: TodaySummary(),
            hourly: [HourlyForecast(time: now)], daily: [], provider: .openMeteo, fetchedAt: now)
        forecast.hourly[0].uvIndex = 1e308
        forecast.hourly[0].pressure = -3
        forecast.uv = UVSummary(
            index: .nan, maxToday: 11, protectFrom: Date(timeIntervalSince1970: 0), protectUntil: now)
        forecast.pressure = PressureReading(value: 50_000, trend: .rising)
        forecast.yesterday = YesterdaySummary(high: 1e9, low: 2, daylightSeconds: 999_999)
        forecast.today.moonrise = Date(timeIntervalSince1970: 253_402_300_799)
        forecast.nowcast = Nowcast(
            intervalMinutes: 15,
            steps: [
                NowcastStep(time: now, precipitation: -1),
                NowcastStep(time: now.addingTimeInterval(900), precipitation: 5e5),
                NowcastStep(time: now.addingTimeInterval(1800), precipitation: 0.4),
                NowcastStep(time: Date(timeIntervalSince1970: 0), precipitation: 1)
            ],
            interpolated: false)
        let checked = forecast.plausible()
        #expect(checked.hourly[0].uvIndex == nil)
        #expect(checked.hourly[0].pressure == nil)
        #expect(checked.uv == UVSummary(index: nil, maxToday: 11, protectFrom: nil, protectUntil: now))
        #expect(checked.pressure == nil)
        #expect(checked.yesterday == YesterdaySummary(high: nil, low: 2, daylightSeconds: nil))
        #expect(checked.today.moonrise == nil)
        #expect(checked.nowcast?.steps.map(\.precipitation) == [nil, nil, 0.4], "the step from 1970 is dropped")
    }

    @Test func convertingUnitsConvertsTheNowcastAndYesterday() {
        let now = Date(timeIntervalSince1970: 1_796_032_800)
        var forecast = Forecast(
            location: Location(name: "X", latitude: 0, longitude: 0, utcOffsetSeconds: 0), units: .metric,
            current: CurrentConditions(time: now), today: TodaySummary(), hourly: [], daily: [], provider: .openMeteo,
            fetchedAt: now)
        forecast.nowcast = Nowcast(
            intervalMinutes: 15, steps: [NowcastStep(time: now, precipitation: 2.54)], interpolated: false)
        forecast.yesterday = YesterdaySummary(high: 10, low: 0)
        let imperial = forecast.converted(to: .imperial)
        #expect(imperial.nowcast?.unit == .inches)
        #expect(imperial.nowcast.map { abs(($0.steps[0].precipitation ?? 0) - 0.1) < 1e-9 } == true)
        #expect(imperial.yesterday?.high == 50)
        #expect(imperial.yesterday?.low == 32)
    }
}
