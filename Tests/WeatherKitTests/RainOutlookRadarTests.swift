import Foundation
import Testing

@testable import WeatherKit

/// The radar as a source of the one rain story: rain it sees here, or coming sooner than the forecast says, is the
/// sentence and names the radar; an old frame is not news.
@Suite struct RainOutlookRadarTests {
    static let now = RainOutlookTests.now
    static let location = RainOutlookTests.location

    static func radar(minutesAgo: Double = 5, dbz: Double? = nil, nearest: Double? = 25, arrival: Int? = 30)
        -> RadarObservation
    {
        RadarObservation(
            frameTime: now.addingTimeInterval(-minutesAgo * 60), frames: 4, atPlaceDBZ: dbz,
            atPlaceMillimetresPerHour: dbz.map { pow(pow(10, $0 / 10) / 200, 1 / 1.6) } ?? 0,
            nearestRainKilometres: dbz == nil ? nearest : 0, bearingDegrees: dbz == nil ? 270 : 0,
            motion: .init(towardDegrees: 90, kilometresPerHour: 61), arrivalMinutes: dbz == nil ? arrival : 0)
    }

    static func text(_ forecast: Forecast) -> String {
        RainOutlook(forecast: forecast, now: now).text(in: location, style: .standard, language: .english)
    }

    @Test func rainOnItsWaySoonerThanTheForecastIsTheRadars() {
        var forecast = RainOutlookTests.forecast([(10, .cloudy), (20, .cloudy), (70, .rain), (90, .rain)])
        forecast.radar = Self.radar()
        let outlook = RainOutlook(forecast: forecast, now: Self.now)
        #expect(outlook.spell?.source == .radar)
        // Frame five minutes old, rain 30 minutes after it: 25 minutes from now.
        #expect(outlook.start == Self.now.addingTimeInterval(25 * 60))
        #expect(Self.text(forecast) == "Radar: rain 25 km W, moving E at about 60 km/h, here in about 25 min")
    }

    @Test func rainHereNowIsTheRadarsWithItsRate() {
        var forecast = RainOutlookTests.forecast([(10, .cloudy), (20, .cloudy)])
        forecast.radar = Self.radar(dbz: 40)
        #expect(Self.text(forecast) == "Radar: rain here now, heavy (11.5 mm/h)")
        #expect(
            RainOutlook(forecast: forecast, now: Self.now).short(
                in: Self.location, style: .standard, language: .english) == "☂now")
    }

    @Test func theForecastKeepsTheStoryWhenItsRainComesFirstOrTheFrameIsOld() {
        var sooner = RainOutlookTests.forecast([(80, .rain), (90, .rain)])
        sooner.radar = Self.radar()
        #expect(Self.text(sooner) == "Rain likely now (80%)")
        var old = RainOutlookTests.forecast([(10, .cloudy), (20, .cloudy)])
        old.radar = Self.radar(minutesAgo: 45)
        #expect(Self.text(old) == "No rain expected in the next 24 h")
        // Old, it still says what it saw, with the frame's time.
        #expect(
            Self.radar(minutesAgo: 45).sentence(now: Self.now, language: .english) { _ in "15:00" }
                == "Radar: rain 25 km W, moving E at about 60 km/h (radar at 15:00)")
    }
}
