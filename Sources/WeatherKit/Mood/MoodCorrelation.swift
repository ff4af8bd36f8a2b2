import Translation

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

    /// `r = 0.42`, `not enough moods (2 of 3)`, `no spread yet` in `language` (`r = 0,42`): the same words wherever
    /// it is shown.
    public func text(in language: Language) -> String {
        switch self {
        case .tooFewMoods(let count):
            language.text(.correlationTooFewMoods, ["count": String(count), "needed": String(Self.moodsNeeded)])
        case .noSpread: language.text(.correlationNoSpread)
        case .r(let r): language.decimals("r = " + String(printf: "%.2f", r))
        }
    }
}
