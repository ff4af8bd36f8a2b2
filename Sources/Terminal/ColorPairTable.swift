/// The colour pairs handed out so far, by (foreground, background) colour number, so that a pair is made
/// once and reused in every later frame. Pair 0 is the terminal's default and never handed out.
struct ColorPairTable: Sendable {
    struct Colors: Hashable, Sendable {
        var foreground: Int16
        var background: Int16
    }

    /// Pairs 1 ..< capacity are available.
    let capacity: Int
    private(set) var pairs: [Colors: Int16] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { pairs.count }

    subscript(colors: Colors) -> Int16? { pairs[colors] }

    /// Records a new pair for `colors` and returns its number; nil when every pair is taken.
    mutating func add(_ colors: Colors) -> Int16? {
        let number = pairs.count + 1
        guard number < capacity, let pair = Int16(exactly: number) else { return nil }
        pairs[colors] = pair
        return pair
    }
}
