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
        // Days and hours already gone are dropped even when nothing is left: old rows are not "next".
        copy.daily = daily.filter { $0.date >= today }
        if daily.first?.date != today {
            if let first = copy.daily.first, first.date == today {
                copy.today = TodaySummary(first)
                copy.uv = UVSummary(maxToday: first.uvIndexMax)
                if let previous = daily.last(where: { $0.date == today.adding(days: -1) }) {
                    copy.yesterday = YesterdaySummary(
                        high: previous.high, low: previous.low, daylightSeconds: Daylight.seconds(of: previous.sun))
                }
            } else if location.localTime(at: current.time).date != today {
                // The data ends before today: its day's high, low, sun and UV are not today's.
                copy.today = TodaySummary()
                copy.uv = UVSummary()
                copy.yesterday = nil
            }
        }
        let hourStart = location.startOfHour(containing: now)
        copy.hourly = hourly.filter { $0.time >= hourStart }
        if let daylight = isDaylight(at: now) {
            copy.current.isDay = daylight
        }
        return copy
    }
}
