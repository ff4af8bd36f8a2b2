import Foundation

/// Why a radar request brought no frame: nothing cached offline, or the service's own words (the index or a tile
/// could not be fetched, the request budget is spent).
public struct RadarFailure: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `--offline`, and the disk cache holds no frame for the place.
        case offline
        /// The server could not be reached, answered an error, or the budget allowed no request.
        case unavailable
    }

    public var kind: Kind
    /// What went wrong, in the service's words ("the radar index could not be fetched (…)").
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}
