import Foundation

/// How much precipitation the hourly rows give around an instant, in the forecast's unit: the hour that has just
/// ended, the hour in progress, and what is left of the place's calendar day. Read by the JSON's `today` object and so
/// by Home Assistant's sensors, which must not present the hour that has ended as "raining now".
public struct PrecipitationTotals: Sendable, Equatable {
    /// The row whose hour ended in the last 60 minutes (hourly rows carry the hour ending at their time).
    public var pastHour: Double?
    /// The row whose hour ends in the next 60 minutes: the hour in progress.
    public var nextHour: Double?
    /// The hours ending after `now` and at or before the place's next midnight; nil when no such row has a value.
    public var restOfToday: Double?

    public init(pastHour: Double? = nil, nextHour: Double? = nil, restOfToday: Double? = nil) {
        self.pastHour = pastHour
        self.nextHour = nextHour
        self.restOfToday = restOfToday
    }

    public init(forecast: Forecast, now: Date) {
        let hour: TimeInterval = 3600
        let offset = forecast.location.utcOffset(at: now)
        let today = LocalDateTime(instant: now, utcOffsetSeconds: offset).date
        // The local midnight that ends today, as an instant (the hour ending at 00:00 is today's last).
        let midnight = Date(timeIntervalSince1970: TimeInterval(today.adding(days: 1).daysSinceEpoch * 86_400 - offset))
        let rows = forecast.hourly
        pastHour = rows.first { $0.time > now.addingTimeInterval(-hour) && $0.time <= now }?.precipitation
        nextHour = rows.first { $0.time > now && $0.time <= now.addingTimeInterval(hour) }?.precipitation
        let rest = rows.filter { $0.time > now && $0.time <= midnight }.compactMap(\.precipitation)
        restOfToday = rest.isEmpty ? nil : rest.reduce(0, +)
    }
}
