import Foundation
import Translation

/// Moods grouped by how far their day was from normal — warmer (by 1.5 °C or more), near, colder — and how level
/// follows the departure (Pearson's r, with the same "not enough moods" and "no spread" honesty as the other
/// correlations): "on warmer-than-normal days your mood averages 3.8, on colder ones 3.1".
public struct MoodByNormal: Sendable, Equatable {
    public struct Group: Sendable, Equatable {
        public var standing: NormalStanding
        public var count: Int
        public var averageLevel: Double
    }

    /// Warmer, near, colder: those with moods.
    public var groups: [Group]
    public var correlation: MoodCorrelation

    /// `pairs`: each level with a departure in °C, and how many moods had them (`MoodJournal.departureTally()`).
    public init(_ pairs: [MoodTally.Pair: Int]) {
        var sums: [NormalStanding: (total: Double, count: Int)] = [:]
        for (pair, count) in pairs {
            let standing = NormalStanding(departure: pair.value, unit: .celsius)
            sums[standing, default: (0, 0)].total += Double(pair.level * count)
            sums[standing, default: (0, 0)].count += count
        }
        groups = [NormalStanding.warmer, .near, .colder].compactMap { standing in
            guard let sum = sums[standing], sum.count > 0 else { return nil }
            return Group(standing: standing, count: sum.count, averageLevel: sum.total / Double(sum.count))
        }
        correlation = MoodCorrelation(pairs)
    }

    public var isEmpty: Bool { groups.isEmpty }

    public func group(_ standing: NormalStanding) -> Group? {
        groups.first { $0.standing == standing }
    }

    /// The group's name in `language`: "warmer than normal".
    public static func name(_ standing: NormalStanding, in language: Language) -> String {
        switch standing {
        case .warmer: language.text(.statsNormalWarmer)
        case .near: language.text(.statsNormalNear)
        case .colder: language.text(.statsNormalColder)
        }
    }

    /// "On warmer-than-normal days your mood averages 3.8, on colder ones 3.1 (r = 0.32, somewhat)": said only with
    /// moods on both sides and a correlation to go with it; else why not ("not enough moods (2 of 3)").
    public func summary(in language: Language) -> String? {
        guard !isEmpty else { return nil }
        guard let warmer = group(.warmer), let colder = group(.colder), let r = correlation.value else {
            return language.text(
                .statsNormalTooFew,
                [
                    "reason": correlation.value == nil
                        ? correlation.text(in: language) : language.text(.correlationNoSpread)
                ])
        }
        let strength = language.text(abs(r) < 0.2 ? .statsHardly : abs(r) < 0.5 ? .statsSomewhat : .statsClearly)
        let average = { (value: Double) in language.decimals(String(format: "%.1f", value)) }
        return language.text(
            .statsNormalSummary,
            [
                "warmer": average(warmer.averageLevel), "colder": average(colder.averageLevel),
                "strength": correlation.text(in: language) + ", " + strength
            ])
    }
}
