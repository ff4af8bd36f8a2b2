import Foundation

/// Rain rate from radar reflectivity by Marshall and Palmer's relation, Z = 200 R^1.6 (Z in mm⁶/m³, R in mm/h).
public enum RainRate {
    public static func millimetresPerHour(dbz: Double) -> Double {
        let z = pow(10, dbz / 10)
        return pow(z / 200, 1 / 1.6)
    }

    /// How a reader names the rain: the bands the legend draws.
    public enum Intensity: Int, Sendable, Comparable, CaseIterable {
        case none, light, moderate, heavy

        public static func < (a: Intensity, b: Intensity) -> Bool { a.rawValue < b.rawValue }

        /// The AMS glossary's bands, as `RainIntensity` words them: light below 2.5 mm/h, heavy from 7.6 mm/h;
        /// nothing under 0.1 mm/h.
        public init(millimetresPerHour rate: Double) {
            switch rate {
            case ..<0.1: self = .none
            case ..<2.5: self = .light
            case ..<7.6: self = .moderate
            default: self = .heavy
            }
        }
    }
}
