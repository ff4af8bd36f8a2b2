/// How much the data on screen can be trusted, as the footer says it.
public enum Freshness: Sendable, Equatable {
    case none
    case fresh
    /// Older than twice the refresh interval.
    case stale
    /// Several refreshes in a row have failed.
    case offline
}
