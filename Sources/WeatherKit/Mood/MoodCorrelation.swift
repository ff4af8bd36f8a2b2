/// What can be said of how level follows a measure: the one rule `mood stats` and the Mood page both read.
public enum MoodCorrelation: Sendable, Equatable {
    /// Fewer than three moods with the measure.
    case tooFewMoods(Int)
    /// Enough moods, but every level or every measure is the same.
    case noSpread
    /// Pearson's r.
    case r(Double)

    public static let moodsNeeded = 3

    /// Levels and measures seen together, each pair with how many moods had it.
    init(_ pairs: [MoodTally.Pair: Int]) {
        let moods = pairs.values.reduce(0, +)
        if moods < Self.moodsNeeded {
            self = .tooFewMoods(moods)
        } else if let r = MoodStatistics.pearson(pairs) {
            self = .r(r)
        } else {
            self = .noSpread
        }
    }

    public var value: Double? {
        if case .r(let r) = self { return r }
        return nil
    }

    /// `r = 0.42`, `not enough moods (2 of 3)`, `no spread yet`: the same words wherever it is shown.
    public var shortText: String {
        switch self {
        case .tooFewMoods(let count): "not enough moods (\(count) of \(Self.moodsNeeded))"
        case .noSpread: "no spread yet"
        case .r(let r): "r = " + String(format: "%.2f", r)
        }
    }
}
