import Foundation
import Translation

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
    public var shortText: String? { shortText(in: .english) }

    public func shortText(in language: Language) -> String? {
        index.map {
            language.text(.uv, ["index": String($0.wholeNumber), "level": language.uvLevel(UVLevel(index: $0))])
        }
    }

    /// "UV 6 high · protect 11:00–15:00", "UV 1 low"; nil with no index at all.
    public func text(in location: Location, style: TimeStyle, language: Language) -> String? {
        guard let shown = index ?? maxToday else { return nil }
        var text = language.text(
            .uv, ["index": String(shown.wholeNumber), "level": language.uvLevel(UVLevel(index: shown))])
        if index == nil { text = language.text(.uvTodaysHighest, ["uv": text]) }
        if let protectFrom, let protectUntil {
            text = language.text(
                .uvProtect,
                [
                    "uv": text, "from": style.clock(location.localTime(at: protectFrom)),
                    "until": style.clock(location.localTime(at: protectUntil))
                ])
        }
        return text
    }
}
