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
    /// The frame the page's animation shows (an index into `frames`): the newest when frames come, then each in
    /// turn from the oldest, the newest held longest (`RadarPageView.step`).
    public var shownFrame = 0
    /// When the animation steps to the next frame; nil with fewer than two frames.
    public var nextStep: Date?

    public init() {}

    /// Whether a request is due at `now`: none yet, or the last answered `interval` ago (or in the future: the clock
    /// was set back).
    public func isDue(now: Date) -> Bool {
        guard !isFetching else { return false }
        guard let checkedAt else { return true }
        return now >= checkedAt.addingTimeInterval(Self.interval) || now < checkedAt.addingTimeInterval(-60)
    }

    /// New frames: the newest is shown first, held as the animation holds it.
    mutating func show(_ newFrames: [RadarFrame], at now: Date) {
        frames = newFrames
        shownFrame = max(newFrames.count - 1, 0)
        nextStep = newFrames.count > 1 ? now.addingTimeInterval(RadarPageView.newestHold) : nil
    }

    /// The animation's next frame when its time has come at `now`; false when it had not.
    mutating func step(at now: Date) -> Bool {
        guard frames.count > 1, let due = nextStep, now >= due else { return false }
        shownFrame = RadarPageView.step(after: shownFrame, count: frames.count).next
        nextStep = now.addingTimeInterval(RadarPageView.step(after: shownFrame, count: frames.count).hold)
        return true
    }

    /// When the next request falls due; nil while one is under way or before the first.
    public var nextCheck: Date? {
        guard !isFetching, let checkedAt else { return nil }
        return checkedAt.addingTimeInterval(Self.interval)
    }
}
