import Foundation

/// Where the sun is, after NOAA's solar calculator (Meeus' low-precision formulas): good to about a minute
/// for sunrise and sunset between ±72° latitude, and it says when a day has neither.
public struct SolarCalculator: Sendable, Equatable {
    /// The sun's centre is this far below the horizon at sunrise and sunset: refraction plus its radius.
    public static let horizonDegrees = -0.833

    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = min(max(latitude, -90), 90)
        self.longitude = longitude
    }

    /// Sunrise and sunset of `date` as read on a clock `utcOffsetSeconds` east of UTC,
    /// or which polar case the day is when the sun does not cross the horizon.
    public func sunTimes(on date: LocalDate, utcOffsetSeconds: Int) -> SunTimes {
        let localNoon = LocalDateTime.instant(date: date, hour: 12, minute: 0, utcOffsetSeconds: utcOffsetSeconds)
        var noon = solarNoon(near: localNoon)
        noon = solarNoon(near: noon)
        guard let sunrise = crossing(from: noon, rising: true), let sunset = crossing(from: noon, rising: false) else {
            return SunTimes(polar: elevation(at: noon) > SolarCalculator.horizonDegrees ? .midnightSun : .polarNight)
        }
        return SunTimes(sunrise: sunrise, sunset: sunset)
    }

    /// The sun's elevation above the horizon in degrees at `instant`, corrected for nothing.
    public func elevation(at instant: Date) -> Double {
        let position = SolarCalculator.position(at: instant)
        let utcMinutes = instant.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 60
        let trueSolarMinutes = utcMinutes + position.equationOfTimeMinutes + 4 * longitude
        let hourAngle = radians(trueSolarMinutes / 4 - 180)
        let lat = radians(latitude)
        let cosZenith = sin(lat) * sin(position.declination) + cos(lat) * cos(position.declination) * cos(hourAngle)
        return 90 - degrees(acos(min(max(cosZenith, -1), 1)))
    }

    /// Whether the sun is up at `instant`.
    public func isDay(at instant: Date) -> Bool {
        elevation(at: instant) > SolarCalculator.horizonDegrees
    }

    // MARK: Steps

    /// The solar noon closest to `instant`.
    private func solarNoon(near instant: Date) -> Date {
        let position = SolarCalculator.position(at: instant)
        let noonMinutes = 720 - 4 * longitude - position.equationOfTimeMinutes
        let utcMidnight = (instant.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        let candidates = (-1...1).map {
            Date(timeIntervalSince1970: utcMidnight + Double($0) * 86_400 + noonMinutes * 60)
        }
        return candidates.min { abs($0.timeIntervalSince(instant)) < abs($1.timeIntervalSince(instant)) } ?? instant
    }

    /// Sunrise (or sunset) around `noon`, refined twice with the sun's position at the previous estimate.
    private func crossing(from noon: Date, rising: Bool) -> Date? {
        var estimate = noon
        let noonPosition = SolarCalculator.position(at: noon)
        for _ in 0..<3 {
            guard let angle = hourAngle(at: estimate) else { return nil }
            let position = SolarCalculator.position(at: estimate)
            // Solar noon moves with the equation of time; correct for its drift between noon and the estimate.
            let drift = (position.equationOfTimeMinutes - noonPosition.equationOfTimeMinutes) * 60
            let offset = degrees(angle) * 4 * 60
            estimate = noon.addingTimeInterval((rising ? -offset : offset) - drift)
        }
        return estimate
    }

    /// Half the day's arc in radians with the sun's declination at `instant`; nil when the sun stays up or down.
    private func hourAngle(at instant: Date) -> Double? {
        let declination = SolarCalculator.position(at: instant).declination
        let lat = radians(latitude)
        let cosine =
            (sin(radians(SolarCalculator.horizonDegrees)) - sin(lat) * sin(declination)) / (cos(lat) * cos(declination))
        guard cosine.isFinite, (-1...1).contains(cosine) else { return nil }
        return acos(cosine)
    }

    // MARK: Sun position

    private struct Position {
        /// Radians.
        var declination: Double
        var equationOfTimeMinutes: Double
    }

    private static func position(at instant: Date) -> Position {
        let julianDay = instant.timeIntervalSince1970 / 86_400 + 2_440_587.5
        let t = (julianDay - 2_451_545) / 36_525
        let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let m = radians(meanAnomaly)
        let centre =
            sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + sin(2 * m) * (0.019993 - 0.000101 * t) + sin(3 * m) * 0.000289
        let omega = radians(125.04 - 1934.136 * t)
        let apparentLongitude = radians(meanLongitude + centre - 0.00569 - 0.00478 * sin(omega))
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = radians(meanObliquity + 0.00256 * cos(omega))
        let declination = asin(sin(obliquity) * sin(apparentLongitude))
        let y = pow(tan(obliquity / 2), 2)
        let l0 = radians(meanLongitude)
        let equationOfTime =
            y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
            - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m)
        return Position(declination: declination, equationOfTimeMinutes: 4 * degrees(equationOfTime))
    }
}

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
