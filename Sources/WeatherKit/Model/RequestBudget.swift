import Foundation
import Translation

/// How many requests a provider may be sent in a day from this machine, every wxdash counted (in the cache
/// database): Open-Meteo's free tier allows 10,000 a day. Days are UTC days.
public struct RequestBudget: Sendable, Equatable, Codable {
    public var provider: Provider
    /// Requests sent today, this one included.
    public var used: Int
    public var limit: Int
    /// When the count starts again: the next UTC midnight.
    public var resetsAt: Date

    /// Open-Meteo's free tier; MET Norway asks for restraint without a number; OpenWeatherMap's free plan, 1,000 a day.
    public static func defaultLimit(for provider: Provider) -> Int {
        switch provider {
        case .openMeteo, .metNorway: 10_000
        case .openWeatherMap: 1_000
        }
    }

    /// A share of the budget after which the note is shown.
    public static let noteShare = 0.8

    public init(provider: Provider, used: Int, limit: Int, resetsAt: Date) {
        self.provider = provider
        self.used = used
        self.limit = limit
        self.resetsAt = resetsAt
    }

    /// The UTC day of `instant` and its end.
    public static func day(of instant: Date) -> (day: LocalDate, end: Date) {
        let day = LocalDateTime(instant: instant, utcOffsetSeconds: 0).date
        return (day, LocalDateTime.instant(date: day.adding(days: 1), hour: 0, minute: 0, utcOffsetSeconds: 0))
    }

    public var isSpent: Bool { used >= limit }

    /// The refresh interval that lasts the rest of the day on what is left: `interval` itself while it does.
    public func interval(stretching interval: TimeInterval, at now: Date) -> TimeInterval {
        let secondsLeft = max(resetsAt.timeIntervalSince(now), 0)
        let remaining = max(limit - used, 0)
        guard remaining > 0 else { return max(interval, secondsLeft) }
        guard interval > 0, secondsLeft / interval > Double(remaining) else { return interval }
        return max(interval, (secondsLeft / Double(remaining)).rounded(.up))
    }

    /// "Open-Meteo: 8,214 of 10,000 requests used today on this machine; refreshing every 40 min until 01:00",
    /// once the share is reached or the interval stretched; nil before.
    public func note(interval: TimeInterval, at now: Date, language: Language = .english, clock: (Date) -> String)
        -> String?
    {
        let stretched = self.interval(stretching: interval, at: now)
        guard Double(used) >= Double(limit) * Self.noteShare || stretched > interval else { return nil }
        let values = [
            "provider": provider.displayName, "used": language.grouped(used), "limit": language.grouped(limit),
            "time": clock(resetsAt), "interval": Self.minutes(stretched)
        ]
        if isSpent { return language.text(.budgetNoteSpent, values) }
        return language.text(stretched > interval ? .budgetNoteStretched : .budgetNoteUsed, values)
    }

    static func minutes(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded(.up))
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h\(minutes % 60 == 0 ? "" : " \(minutes % 60) min")"
    }
}
