import Foundation
import Translation

extension RadarObservation {
    /// A frame older than this is no longer the rain story's source (it is still printed, with its time).
    public static let freshFor: TimeInterval = 30 * 60
    /// A frame older than this is told with its time: "(radar at 14:20)".
    public static let oldAfter: TimeInterval = 20 * 60

    /// The radar in one sentence, naming it: "Radar: rain 40 km W, moving E at about 60 km/h, here in about
    /// 25 min"; "Radar: rain here now, moderate (3.1 mm/h)"; "Radar: no rain within 150 km". `clock` writes the
    /// frame's time when the frame is old at `now`.
    public func sentence(now: Date, language: Language, clock: (Date) -> String, searchKilometres: Double = 150)
        -> String
    {
        var sentence: String
        if rainingHere {
            sentence = language.text(
                .radarHereNow,
                [
                    "intensity": intensityWord(language), "rate": String(format: "%.1f", atPlaceMillimetresPerHour)
                ])
        } else if let distance = nearestRainKilometres, let bearing = bearingDegrees {
            var values = [
                "distance": String(Int(distance.rounded())),
                "direction": language.compass(Compass.point(degrees: bearing))
            ]
            if let motion, motion.kilometresPerHour >= 1 {
                values["toward"] = language.compass(Compass.point(degrees: motion.towardDegrees))
                values["speed"] = String(Int((motion.kilometresPerHour / 5).rounded() * 5))
                if let minutes = minutesFrom(now) {
                    values["minutes"] = String(minutes)
                    sentence = language.text(.radarComing, values)
                } else {
                    sentence = language.text(.radarPassing, values)
                }
            } else {
                sentence = language.text(.radarNearby, values)
            }
        } else {
            sentence = language.text(.radarClear, ["distance": String(Int(searchKilometres))])
        }
        if now.timeIntervalSince(frameTime) > Self.oldAfter {
            sentence = language.text(.radarAsOf, ["sentence": sentence, "time": clock(frameTime)])
        }
        return sentence
    }

    /// Minutes from `now` until the rain arrives (at least 1), nil when it is not on its way or has already
    /// passed on the radar's reckoning.
    public func minutesFrom(_ now: Date) -> Int? {
        guard let arrival, arrivalMinutes ?? 0 > 0 else { return nil }
        let minutes = Int((arrival.timeIntervalSince(now) / 60).rounded())
        return minutes >= -10 ? max(minutes, 1) : nil
    }

    private func intensityWord(_ language: Language) -> String {
        switch RainIntensity(millimetresPerHour: atPlaceMillimetresPerHour) {
        case .light: language.text(.radarLight)
        case .moderate: language.text(.radarModerate)
        case .heavy: language.text(.radarHeavy)
        }
    }
}
