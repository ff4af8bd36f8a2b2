import Foundation

/// `--shift`: the whole layout moves one cell every `interval`, right, down, left, up, within a one-cell margin.
public struct BurnInShift: Sendable, Equatable {
    public var interval: TimeInterval

    public init(interval: TimeInterval) {
        self.interval = interval
    }

    /// The corners the layout visits, in order: (0,0) → right → down → left → back up.
    public static let cycle = [(column: 0, row: 0), (column: 1, row: 0), (column: 1, row: 1), (column: 0, row: 1)]

    /// Where the layout's top-left corner sits at `now`.
    public func offset(at now: Date) -> (column: Int, row: Int) {
        guard interval > 0 else { return (0, 0) }
        let step = Int((now.timeIntervalSince1970 / interval).rounded(.down))
        return Self.cycle[((step % 4) + 4) % 4]
    }
}
