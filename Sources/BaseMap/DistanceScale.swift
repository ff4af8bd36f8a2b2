import Foundation

/// A scale bar for a map: the longest round distance (1, 2 or 5 times a power of ten, in kilometres or miles) whose
/// bar fits the room given.
public struct DistanceScale: Sendable, Equatable {
    public enum Unit: Sendable, Equatable {
        case kilometres, miles

        public var kilometres: Double {
            switch self {
            case .kilometres: 1
            case .miles: 1.609_344
            }
        }
    }

    /// The distance the bar stands for, in `unit`.
    public let distance: Double
    public let unit: Unit
    /// The bar's length in cells, ends included.
    public let columns: Int

    /// The scale for a map whose cells are `kilometresPerColumn` wide, at most `maximumColumns` long and at least
    /// two (a bar's two ends); nil when not even the smallest distance fits.
    public static func fitting(kilometresPerColumn: Double, maximumColumns: Int, unit: Unit) -> DistanceScale? {
        guard kilometresPerColumn > 0, kilometresPerColumn.isFinite, maximumColumns >= 2 else { return nil }
        let unitsPerColumn = kilometresPerColumn / unit.kilometres
        let longest = unitsPerColumn * Double(maximumColumns)
        var power = pow(10, log10(longest).rounded(.down))
        while power >= 0.001 {
            for step in [5.0, 2.0, 1.0] {
                let distance = step * power
                let columns = Int((distance / unitsPerColumn).rounded())
                if distance <= longest, columns >= 2, columns <= maximumColumns {
                    return DistanceScale(distance: distance, unit: unit, columns: columns)
                }
            }
            power /= 10
        }
        return nil
    }

    /// The distance as the label writes it: "50", "0.5".
    public var distanceText: String {
        distance >= 1 ? String(Int(distance.rounded())) : String(distance)
    }

    /// The bar, `columns` cells long: "├────┤", or "|----|" in ASCII.
    public func bar(ascii: Bool = false) -> String {
        let inner = String(repeating: ascii ? "-" : "─", count: columns - 2)
        return ascii ? "|" + inner + "|" : "├" + inner + "┤"
    }
}
