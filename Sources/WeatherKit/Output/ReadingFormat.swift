import Foundation
import Translation

/// How numbers and times read in wxdash's plain-text output.
public enum ReadingFormat {
    public static let missing = "–"

    /// `21°`, `-3°`, `–` — whole degrees, never `-0°`.
    public static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        let whole = value.wholeNumber
        return "\(whole)°"
    }

    /// `21°C`
    public static func temperature(_ value: Double?, unit: TemperatureUnit) -> String {
        guard let value, value.isFinite else { return missing }
        return degrees(value) + unit.rawValue.dropFirst()
    }

    /// `70%`
    /// An hour's precipitation: `0.4mm`, `12mm`, `0.05in` (tenths of a millimetre under 10 mm, hundredths of an
    /// inch). Without `String(format:)`: the widest Forecast page writes one for every row in every frame.
    public static func precipitation(_ amount: Double, unit: PrecipitationUnit) -> String {
        guard amount.isFinite else { return missing }
        switch unit {
        case .inches:
            let hundredths = (amount * 100).wholeNumber
            return String(hundredths / 100) + "." + (hundredths % 100).zeroPadded(to: 2) + "in"
        case .millimetres where amount < 10:
            let tenths = (amount * 10).wholeNumber
            return String(tenths / 10) + "." + String(tenths % 10) + "mm"
        case .millimetres:
            return String(amount.wholeNumber) + "mm"
        }
    }

    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(value.wholeNumber)%"
    }

    /// `12 km/h SW`, or `12 km/h ↗ SW` with the arrow (`Compass`: where the air goes, and where it comes from).
    public static func wind(
        speed: Double?, direction: Double?, unit: WindSpeedUnit, arrow: Bool = false, language: Language = .english
    ) -> String {
        guard let speed, speed.isFinite else { return missing }
        let base = "\(speed.wholeNumber) \(unit.rawValue)"
        guard let direction, direction.isFinite, speed >= 0.5 else { return base }
        return
            "\(base) \(arrow ? Compass.arrow(degrees: direction) + " " : "")\(language.compass(Compass.point(degrees: direction)))"
    }

    /// `Sunrise 07:53 · Sunset 15:55`, or what happens instead near the poles.
    public static func sunLine(_ sun: SunTimes, in location: Location, style: TimeStyle, language: Language) -> String {
        switch sun.polar {
        case .polarNight: return language.text(.polarNight)
        case .midnightSun: return language.text(.midnightSun)
        case nil:
            return language.text(.sunrise, ["time": clock(sun.sunrise, in: location, style: style)]) + " · "
                + language.text(.sunset, ["time": clock(sun.sunset, in: location, style: style)])
        }
    }

    /// `07:53` or `7:53 AM`, or `–` when unknown.
    public static func clock(_ instant: Date?, in location: Location, style: TimeStyle) -> String {
        instant.map { style.clock(location.localTime(at: $0)) } ?? missing
    }
}
