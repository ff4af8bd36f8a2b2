import Foundation

/// Sunrise and sunset of one local day from OWM's unix seconds, where 0 means the sun does not cross the
/// horizon that day (polar day or night, not 1970). Which of the two, and any day OWM gives no times for,
/// comes from the solar calculator.
struct OpenWeatherMapSun: Sendable {
    let calculator: SolarCalculator

    init(latitude: Double, longitude: Double) {
        calculator = SolarCalculator(latitude: latitude, longitude: longitude)
    }

    func sunTimes(sunrise: Int?, sunset: Int?, on date: LocalDate, utcOffsetSeconds: Int) -> SunTimes {
        let calculated = calculator.sunTimes(on: date, utcOffsetSeconds: utcOffsetSeconds)
        guard let sunrise, let sunset else { return calculated }
        if sunrise > 0, sunset > 0 {
            let rise = Date(timeIntervalSince1970: TimeInterval(sunrise))
            let set = Date(timeIntervalSince1970: TimeInterval(sunset))
            let days = [rise, set].map { LocalDateTime(instant: $0, utcOffsetSeconds: utcOffsetSeconds).date }
            // Times for another day (a body from yesterday, a far-off offset) would make today's wrong.
            return days.contains(date) ? SunTimes(sunrise: rise, sunset: set) : calculated
        }
        if calculated.polar != nil { return calculated }
        // OWM says no crossing but the calculator finds one: a day at the edge of the polar season.
        guard let rise = calculated.sunrise, let set = calculated.sunset else { return calculated }
        return SunTimes(polar: set.timeIntervalSince(rise) >= 43_200 ? .midnightSun : .polarNight)
    }
}
