/// "Did you mean --city?": the option name nearest a mistyped one, when it is near enough to be the one meant.
enum OptionSuggestion {
    /// The closest of `names` by edit distance: at most 1 edit for short names, 2 for longer ones; a unique
    /// name that `typed` begins (`--temp` for `--temperature-unit`) counts too.
    static func nearest(to typed: String, among names: [String]) -> String? {
        let lowered = typed.lowercased()
        let limit = lowered.count <= 4 ? 1 : 2
        let scored = Set(names).map { ($0, distance(lowered, $0)) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }) { return best.0 }
        let extended = Set(names).filter { $0.hasPrefix(lowered) }
        return lowered.count >= 3 && extended.count == 1 ? extended.first : nil
    }

    /// Levenshtein distance, counting in characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
