import Foundation

extension Forecast {
    /// Whether `instant` falls in daylight at this place, from the day's sunrise and sunset (or polar state);
    /// nil when the forecast has no such day.
    public func isDaylight(at instant: Date) -> Bool? {
        let date = location.localTime(at: instant).date
        guard let day = daily.first(where: { $0.date == date }) else { return nil }
        switch day.sun.polar {
        case .midnightSun: return true
        case .polarNight: return false
        case nil:
            guard let sunrise = day.sun.sunrise, let sunset = day.sun.sunset else { return nil }
            return instant >= sunrise && instant < sunset
        }
    }

    /// Whether an hour is in daylight: as the provider said, else from the sun, else day.
    public func isDay(_ hour: HourlyForecast) -> Bool {
        hour.isDay ?? isDaylight(at: hour.time) ?? true
    }
}
