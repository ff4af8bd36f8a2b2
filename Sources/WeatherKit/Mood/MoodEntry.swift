import Foundation

/// One logged mood and the weather of its moment, if any was had.
public struct MoodEntry: Sendable, Equatable {
    public var id: Int64
    public var createdAt: Date
    /// The offset of the clock it was logged by, so its part of the day stays what it was.
    public var utcOffsetSeconds: Int
    public var level: MoodLevel
    public var comment: String?
    public var forecast: MoodForecast?
    /// The person's own sensors indoors at that moment, when they were heard and fresh.
    public var indoor: IndoorReading?

    public init(
        id: Int64, createdAt: Date, utcOffsetSeconds: Int, level: MoodLevel, comment: String?, forecast: MoodForecast?,
        indoor: IndoorReading? = nil
    ) {
        self.indoor = indoor
        self.id = id
        self.createdAt = createdAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.level = level
        self.comment = comment
        self.forecast = forecast
    }

    public var localTime: LocalDateTime {
        LocalDateTime(instant: createdAt, utcOffsetSeconds: utcOffsetSeconds)
    }

    public var partOfDay: PartOfDay {
        PartOfDay(hour: localTime.hour)
    }

    /// The mood's time zone, `UTC+05:45`, when it is not `offset` (the clock of the place or list it is shown
    /// beside); nil when they agree.
    public func zoneLabel(comparedTo offset: Int) -> String? {
        guard offset != utcOffsetSeconds else { return nil }
        return utcOffsetSeconds == 0 ? "UTC" : "UTC" + LocalDateTime.offsetText(utcOffsetSeconds)
    }

    /// The width `zoneLabel` is padded to in a column.
    public static let zoneLabelWidth = 9
}
