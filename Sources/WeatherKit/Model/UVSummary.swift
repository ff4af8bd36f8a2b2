import Foundation

/// The UV index now, today's highest, and today's first spell when protection is advised (index 3 or more).
public struct UVSummary: Sendable, Equatable, Codable {
    public var index: Double?
    public var maxToday: Double?
    /// The start of the first hour with an index of 3 or more today.
    public var protectFrom: Date?
    /// The end of the last hour of that spell.
    public var protectUntil: Date?

    public init(index: Double? = nil, maxToday: Double? = nil, protectFrom: Date? = nil, protectUntil: Date? = nil) {
        self.index = index
        self.maxToday = maxToday
        self.protectFrom = protectFrom
        self.protectUntil = protectUntil
    }

    /// From a day's hourly indices (each the hour starting at its time): the first run of hours at 3 or more.
    /// `maxToday` is the provider's daily maximum, else the highest hour. An index outside
    /// `Forecast.plausibleUVIndex` (500, 1e308, NaN) is missing, here as in `Forecast.plausible()`: it starts no
    /// spell and is no maximum.
    public init(index: Double?, maxToday: Double?, hours: [(time: Date, index: Double?)]) {
        let believed = { (value: Double?) in Forecast.within(value, Forecast.plausibleUVIndex) }
        let hours = hours.map { (time: $0.time, index: believed($0.index)) }
        self.index = believed(index)
        self.maxToday = believed(maxToday) ?? hours.compactMap(\.index).max()
        let protect = { (hour: (time: Date, index: Double?)) in (hour.index ?? 0) >= UVLevel.protectFrom }
        if let first = hours.firstIndex(where: protect) {
            var last = first
            while last + 1 < hours.count, protect(hours[last + 1]) { last += 1 }
            protectFrom = hours[first].time
            protectUntil = hours[last].time.addingTimeInterval(3600)
        }
    }

    public var isEmpty: Bool { index == nil && maxToday == nil }

    /// "UV 6 high" for a status line; nil without the current index.
    public var shortText: String? {
        index.map { "UV \($0.wholeNumber) \(UVLevel(index: $0).rawValue)" }
    }

    /// "UV 6 high · protect 11:00–15:00", "UV 1 low"; nil with no index at all.
    public func text(in location: Location, style: TimeStyle) -> String? {
        guard let shown = index ?? maxToday else { return nil }
        var text = "UV \(shown.wholeNumber) \(UVLevel(index: shown).rawValue)"
        if index == nil { text += " (today's highest)" }
        if let protectFrom, let protectUntil {
            text += " · protect \(style.clock(location.localTime(at: protectFrom)))–\(style.clock(location.localTime(at: protectUntil)))"
        }
        return text
    }
}
