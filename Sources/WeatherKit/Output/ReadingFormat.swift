import Foundation

/// How numbers and times read in wxdash's plain-text output.
public enum ReadingFormat {
    public static let missing = "–"
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

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
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(value.wholeNumber)%"
    }

    /// `12 km/h SW`
    public static func wind(speed: Double?, direction: Double?, unit: WindSpeedUnit) -> String {
        guard let speed, speed.isFinite else { return missing }
        let base = "\(speed.wholeNumber) \(unit.rawValue)"
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

    /// `Sunrise 07:53 · Sunset 15:55`, or what happens instead near the poles.
    public static func sunLine(_ sun: SunTimes, in location: Location) -> String {
        switch sun.polar {
        case .polarNight: return "Polar night: the sun does not rise today"
        case .midnightSun: return "Midnight sun: the sun does not set today"
        case nil: return "Sunrise \(clock(sun.sunrise, in: location)) · Sunset \(clock(sun.sunset, in: location))"
        }
    }

    /// `07:53`, or `–` when unknown.
    public static func clock(_ instant: Date?, in location: Location) -> String {
        instant.map { location.localTime(at: $0).clockText } ?? missing
    }
}
