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

    public init(id: Int64, createdAt: Date, utcOffsetSeconds: Int, level: MoodLevel, comment: String?, forecast: MoodForecast?) {
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
}
