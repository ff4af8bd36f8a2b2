import Foundation
import Radar
import WeatherKit

/// One place's rain radar as the Radar page shows it: the frames last read (oldest first) and what they say, and
/// how its requests stand. Asked for only while the Radar page shows the place, at most every `interval`.
public struct PlaceRadar: Sendable, Equatable {
    /// RainViewer makes a frame every ten minutes: asking more often shows nothing new and spends the request
    /// budget every display behind one address shares (100 a minute).
    public static let interval: TimeInterval = 600

    public var frames: [RadarFrame] = []
    public var observation: RadarObservation?
    /// When the last request was answered (frames or a failure): the next is `interval` after it.
    public var checkedAt: Date?
    public var isFetching = false
    /// Why the last request brought nothing new, or what it could not get (one line for the page); nil after a
    /// clean read.
    public var problem: String?

    public init() {}

    /// Whether a request is due at `now`: none yet, or the last answered `interval` ago (or in the future: the clock
    /// was set back).
    public func isDue(now: Date) -> Bool {
        guard !isFetching else { return false }
        guard let checkedAt else { return true }
        return now >= checkedAt.addingTimeInterval(Self.interval) || now < checkedAt.addingTimeInterval(-60)
    }

    /// When the next request falls due; nil while one is under way or before the first.
    public var nextCheck: Date? {
        guard !isFetching, let checkedAt else { return nil }
        return checkedAt.addingTimeInterval(Self.interval)
    }
}
