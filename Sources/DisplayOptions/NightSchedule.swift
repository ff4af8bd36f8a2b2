import Foundation
import WeatherKit

/// `--night`: when the page dims to the clock, the temperature, the next hours and the alerts.
public enum NightSchedule: Sendable, Equatable {
    case off
    /// From the place's sunset + 1 h to its sunrise − 1 h, on the place's clock.
    case auto
    /// Minutes after midnight on the machine's clock (`timeZone`); an `end` before `start` runs past midnight.
    case range(start: Int, end: Int, timeZone: TimeZone)

    /// How far from sunset and sunrise the night of `auto` keeps.
    public static let twilight: TimeInterval = 3600
    /// Polar night has no sunset to go by: the night of the place's clock.
    public static let polarNight = (start: 22 * 60, end: 6 * 60)

    public func isNight(at now: Date, forecast: Forecast?) -> Bool {
        switch self {
        case .off:
            return false
        case .range(let start, let end, let timeZone):
            let clock = LocalDateTime(instant: now, utcOffsetSeconds: timeZone.secondsFromGMT(for: now))
            return Self.minute(clock.hour * 60 + clock.minute, isFrom: start, to: end)
        case .auto:
            guard let forecast else { return false }
            return Self.isDark(at: now, in: forecast)
        }
    }

    /// Whether the minute of the day falls in `start..<end`, across midnight when `end` comes first.
    public static func minute(_ minute: Int, isFrom start: Int, to end: Int) -> Bool {
        start <= end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    private static func isDark(at now: Date, in forecast: Forecast) -> Bool {
        let clock = forecast.location.localTime(at: now)
        guard let index = forecast.daily.firstIndex(where: { $0.date == clock.date }) else { return false }
        let sun = forecast.daily[index].sun
        switch sun.polar {
        case .midnightSun:
            return false
        case .polarNight:
            return minute(clock.hour * 60 + clock.minute, isFrom: polarNight.start, to: polarNight.end)
        case nil:
            break
        }
        guard let sunrise = sun.sunrise, let sunset = sun.sunset else { return false }
        let day: TimeInterval = 86_400
        if now < sunrise {
            // The night that began yesterday evening (or, after a late sunset, just after midnight).
            let previousSunset =
                (index > 0 ? forecast.daily[index - 1].sun.sunset : nil) ?? sunset.addingTimeInterval(-day)
            return now >= previousSunset.addingTimeInterval(twilight) && now < sunrise.addingTimeInterval(-twilight)
        }
        let nextSunrise =
            (index + 1 < forecast.daily.count ? forecast.daily[index + 1].sun.sunrise : nil)
            ?? sunrise.addingTimeInterval(day)
        return now >= sunset.addingTimeInterval(twilight) && now < nextSunrise.addingTimeInterval(-twilight)
    }
}
