import Foundation

extension Forecast {
    /// The same forecast moved by whole days: every calendar day, and every instant to the same wall-clock time
    /// at the location (so a winter sample replayed in summer still says 10:30). Used to replay sample data as today's.
    public func shifted(byDays days: Int) -> Forecast {
        guard days != 0 else { return self }
        let seconds = TimeInterval(days) * 86_400
        let location = self.location
        let move = { (instant: Date) -> Date in
            let moved = instant.addingTimeInterval(seconds)
            return moved.addingTimeInterval(
                TimeInterval(location.utcOffset(at: instant) - location.utcOffset(at: moved)))
        }
        let moveSun = { (sun: SunTimes) in
            SunTimes(sunrise: sun.sunrise.map(move), sunset: sun.sunset.map(move), polar: sun.polar)
        }
        var copy = self
        copy.current.time = move(current.time)
        copy.today.sun = moveSun(today.sun)
        copy.editRows { hour in
            hour.time = move(hour.time)
        } day: { day in
            day.date = day.date.adding(days: days)
            day.sun = moveSun(day.sun)
        }
        copy.fetchedAt = move(fetchedAt)
        copy.today.moonrise = today.moonrise.map(move)
        copy.today.moonset = today.moonset.map(move)
        copy.uv.protectFrom = uv.protectFrom.map(move)
        copy.uv.protectUntil = uv.protectUntil.map(move)
        copy.nowcast?.steps =
            nowcast?.steps.map { NowcastStep(time: move($0.time), precipitation: $0.precipitation) } ?? []
        copy.airQuality?.time = airQuality?.time.map(move)
        copy.airQuality?.hourly =
            airQuality?.hourly.map { hour in
                var moved = hour
                moved.time = move(hour.time)
                return moved
            } ?? []
        return copy
    }
}
