import Foundation

/// What a text list of moods must know before its first line so its columns line up, whether worked out from the
/// moods in hand or asked of the journal before they are read.
public struct MoodListShape: Sendable, Equatable {
    public var count = 0
    public var highestID: Int64 = 0
    /// The weather summaries of the moods that have weather ("" for one without words).
    public var summaries: [String] = []
    /// Some mood was logged by another clock than the list's, so a column names its zone.
    public var otherClocks = false

    public init() {}

    public init(_ entries: [MoodEntry], localOffset: (Date) -> Int) {
        count = entries.count
        highestID = entries.map(\.id).max() ?? 0
        summaries = entries.compactMap { $0.forecast.map { $0.summary ?? "" } }
        otherClocks = entries.contains { $0.utcOffsetSeconds != localOffset($0.createdAt) }
    }
}
