import Foundation

/// How long ago data was fetched, as far as two clocks can tell: the one that stamped the fetch and the one that
/// reads now. A fetch time more than `futureTolerance` after now cannot be an age: the clock ran ahead when the
/// data came (a machine once set to 2030), or runs far behind now (a clock at 1970). Such data is of unknown age,
/// and unknown age is treated as too old everywhere: stale on screen, refetched when asked, never attached to a mood.
public struct FetchAge: Sendable, Equatable {
    /// Clocks of two machines (a publisher's and a display's) or one clock corrected by NTP disagree by this much
    /// without anything being wrong.
    public static let futureTolerance: TimeInterval = 5 * 60

    /// Seconds since the fetch (0 for a fetch up to `futureTolerance` ahead); nil when the age is unknown.
    public let seconds: TimeInterval?

    public init(fetchedAt: Date, now: Date) {
        let elapsed = now.timeIntervalSince(fetchedAt)
        seconds = elapsed.isFinite && elapsed >= -Self.futureTolerance ? max(0, elapsed) : nil
    }

    /// The fetch time cannot be believed against now.
    public var isUnknown: Bool { seconds == nil }

    /// Known and no older than `limit`.
    public func isWithin(_ limit: TimeInterval) -> Bool {
        seconds.map { $0 <= limit } ?? false
    }

    /// Older than `limit`, or of unknown age.
    public func exceeds(_ limit: TimeInterval) -> Bool {
        !isWithin(limit)
    }
}
