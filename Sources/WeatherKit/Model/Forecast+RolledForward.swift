import Foundation

extension Forecast {
    /// The forecast as it reads at `now` without a new fetch: days before the location's today and hours
    /// before the current hour drop off, "today" becomes the new day's row after midnight, and day or night
    /// follows the sun rather than the time of the fetch.
    public func rolledForward(to now: Date) -> Forecast {
        guard now > current.time else { return self }
        var copy = self
        let clock = location.localTime(at: now)
        let today = clock.date
        if daily.contains(where: { $0.date >= today }) {
            copy.daily = daily.filter { $0.date >= today }
            if let first = copy.daily.first, first.date == today, daily.first?.date != today {
                copy.today = TodaySummary(first)
                copy.uv = UVSummary(maxToday: first.uvIndexMax)
                if let previous = daily.last(where: { $0.date == today.adding(days: -1) }) {
                    copy.yesterday = YesterdaySummary(high: previous.high, low: previous.low, daylightSeconds: Daylight.seconds(of: previous.sun))
                }
            }
        }
        let hourStart = location.startOfHour(containing: now)
        let upcoming = hourly.filter { $0.time >= hourStart }
        if !upcoming.isEmpty { copy.hourly = upcoming }
        if let daylight = isDaylight(at: now) {
            copy.current.isDay = daylight
        }
        return copy
    }
}
