import Foundation
import Translation

/// The moon's phase at an instant, computed here (it needs no network): the Sun–Moon elongation from the
/// main periodic terms of Meeus, *Astronomical Algorithms*, ch. 47–48, good to a few hours of a phase.
public struct MoonPhase: Sendable, Equatable {
    public enum Name: String, Sendable, Equatable, CaseIterable {
        case newMoon = "new moon"
        case waxingCrescent = "waxing crescent"
        case firstQuarter = "first quarter"
        case waxingGibbous = "waxing gibbous"
        case fullMoon = "full moon"
        case waningGibbous = "waning gibbous"
        case lastQuarter = "last quarter"
        case waningCrescent = "waning crescent"
    }

    /// 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter, back to 1.
    public var phase: Double
    /// Percent of the disc lit, 0–100.
    public var illumination: Double

    public init(at instant: Date) {
        // Julian centuries since J2000.0 (2000-01-01 12:00 TT; the ~1 min of TT−UT does not matter here).
        let t = (instant.timeIntervalSince1970 / 86_400 + 2_440_587.5 - 2_451_545.0) / 36_525
        let radians = Double.pi / 180
        let d = 297.8501921 + 445_267.1114034 * t  // mean elongation
        let m = 357.5291092 + 35_999.0502909 * t  // the Sun's mean anomaly
        let mm = 134.9633964 + 477_198.8675055 * t  // the Moon's mean anomaly
        // Phase angle i (Meeus 48.4): 180° at new moon, 0° at full moon.
        let i =
            180 - d
            - 6.289 * sin(mm * radians)
            + 2.100 * sin(m * radians)
            - 1.274 * sin((2 * d - mm) * radians)
            - 0.658 * sin(2 * d * radians)
            - 0.214 * sin(2 * mm * radians)
            - 0.110 * sin(d * radians)
        let elongation = MoonPhase.normalised(180 - i)
        phase = elongation / 360
        illumination = (1 + cos(i * radians)) / 2 * 100
    }

    public init(phase: Double, illumination: Double) {
        self.phase = phase
        self.illumination = illumination
    }

    /// The eighth of the cycle the phase falls in, each centred on its point (new moon within ±1/16 of 0).
    public var name: Name {
        let octant = Int((phase * 8).rounded()) % 8
        return Name.allCases[octant]
    }

    static func normalised(_ degrees: Double) -> Double {
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// "Moon: waxing gibbous, 78% lit".
    public var text: String { text(in: .english) }

    public func text(in language: Language) -> String {
        language.text(.moon, ["phase": language.moonPhase(name), "percent": String(illumination.wholeNumber)])
    }
}
