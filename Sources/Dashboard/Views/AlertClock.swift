import Foundation
import Translation
import WeatherKit

/// An alert's times in the place's clock: `18:00` today, `Tue 18:00` within the week, `Mon 7 Dec 18:00` beyond.
/// Without a place (no forecast yet) the times are in UTC and say so.
struct AlertClock {
    let location: Location?
    let now: Date
    let style: TimeStyle
    let language: Language

    func time(_ instant: Date) -> String {
        let local = localTime(instant)
        let today = localTime(now).date
        let clock = style.clock(local)
        let suffix = location == nil ? " UTC" : ""
        let days = local.date.daysSinceEpoch - today.daysSinceEpoch
        if days == 0 { return clock + suffix }
        if days > 0, days < 7 { return "\(style.weekday(local.date)) \(clock)\(suffix)" }
        return "\(style.day(local.date)) \(clock)\(suffix)"
    }

    /// `until 18:00`, or `until further notice` when the service gives no end.
    func until(_ ends: Date?) -> String {
        ends.map { language.text(.alertUntil, ["time": time($0)]) } ?? language.text(.alertUntilFurtherNotice)
    }

    private func localTime(_ instant: Date) -> LocalDateTime {
        location?.localTime(at: instant) ?? LocalDateTime(instant: instant, utcOffsetSeconds: 0)
    }
}
