import Foundation

/// How numbers and times read in wxdash's plain-text output.
public enum ReadingFormat {
    public static let missing = "–"
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `21°`, `-3°`, `–` — whole degrees, never `-0°`.
    public static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        let whole = Int(value.rounded())
        return "\(whole)°"
    }

    /// `21°C`
    public static func temperature(_ value: Double?, unit: TemperatureUnit) -> String {
        guard let value, value.isFinite else { return missing }
        return degrees(value) + unit.rawValue.dropFirst()
    }

    /// `70%`
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(Int(value.rounded()))%"
    }

    /// `12 km/h SW`
    public static func wind(speed: Double?, direction: Double?, unit: WindSpeedUnit) -> String {
        guard let speed, speed.isFinite else { return missing }
        let base = "\(Int(speed.rounded())) \(unit.rawValue)"
        guard let direction, direction.isFinite, speed >= 0.5 else { return base }
        return "\(base) \(Compass.point(degrees: direction))"
    }

    /// `Mon 30 Nov`
    public static func day(_ date: LocalDate) -> String {
        "\(weekdays[date.isoWeekday - 1]) \(date.day) \(months[date.month - 1])"
    }

    /// `Mon`
    public static func weekday(_ date: LocalDate) -> String {
        weekdays[date.isoWeekday - 1]
    }

    /// `07:53`, or the polar words when the sun does not rise or set.
    public static func sunrise(_ sun: SunTimes, in location: Location) -> String {
        sunEvent(sun.sunrise, sun: sun, in: location)
    }

    public static func sunset(_ sun: SunTimes, in location: Location) -> String {
        sunEvent(sun.sunset, sun: sun, in: location)
    }

    private static func sunEvent(_ instant: Date?, sun: SunTimes, in location: Location) -> String {
        if let instant { return location.localTime(at: instant).clockText }
        switch sun.polar {
        case .midnightSun: return "midnight sun"
        case .polarNight: return "polar night"
        case nil: return missing
        }
    }
}
