import Foundation
import Translation

/// The next hour or two of precipitation in short steps (Open-Meteo `minutely_15`, One Call `minutely`).
public struct Nowcast: Sendable, Equatable, Codable {
    /// A 15-minute step is wet from this much precipitation; shorter steps scale it down.
    public static let wetMillimetresPer15Minutes = 0.1

    public var intervalMinutes: Int
    public var steps: [NowcastStep]
    /// The steps come from hourly models rather than a 15-minute one (see `NowcastDomain`).
    public var interpolated: Bool
    /// The unit of every step's `precipitation`.
    public var unit: PrecipitationUnit

    public init(intervalMinutes: Int, steps: [NowcastStep], interpolated: Bool, unit: PrecipitationUnit = .millimetres)
    {
        self.intervalMinutes = max(intervalMinutes, 1)
        self.steps = steps
        self.interpolated = interpolated
        self.unit = unit
    }

    /// Decoded through `init`, so a step is never shorter than a minute.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            intervalMinutes: try container.decode(Int.self, forKey: .intervalMinutes),
            steps: try container.decode([NowcastStep].self, forKey: .steps),
            interpolated: try container.decode(Bool.self, forKey: .interpolated),
            unit: try container.decode(PrecipitationUnit.self, forKey: .unit))
    }

    private var interval: TimeInterval { TimeInterval(intervalMinutes * 60) }

    /// The step's precipitation in millimetres.
    func millimetres(_ step: NowcastStep) -> Double? {
        step.precipitation.map { unit.convert($0, to: .millimetres) }
    }

    /// Whether at least 0.1 mm falls in a 15-minute step (the same rate for other step lengths).
    public func isWet(_ step: NowcastStep) -> Bool {
        guard let amount = millimetres(step) else { return false }
        return amount >= Nowcast.wetMillimetresPer15Minutes * Double(intervalMinutes) / 15 - 1e-9
    }

    /// The steps still to come, or under way, at `now`.
    public func upcoming(at now: Date) -> [NowcastStep] {
        steps.filter { $0.time.addingTimeInterval(interval) > now }
    }

    /// The first wet spell from `now`: the start of its first wet step and the end of its last.
    public func wetSpell(at now: Date) -> (start: Date, end: Date, peakRate: Double, reachesEnd: Bool)? {
        let ahead = upcoming(at: now)
        guard let first = ahead.firstIndex(where: isWet) else { return nil }
        var last = first
        while last + 1 < ahead.count, isWet(ahead[last + 1]) { last += 1 }
        let peak = ahead[first...last].compactMap(millimetres).max() ?? 0
        return (
            ahead[first].time, ahead[last].time.addingTimeInterval(interval), peak * 60 / Double(intervalMinutes),
            last == ahead.count - 1
        )
    }

    public func startsAt(_ now: Date) -> Date? { wetSpell(at: now)?.start }
    public func endsAt(_ now: Date) -> Date? { wetSpell(at: now)?.end }

    /// "Rain starting in about 30 min, light, for about 45 min", "Rain now, stopping in about 20 min",
    /// "No rain in the next 2 hours".
    public func summary(at now: Date, language: Language = .english) -> String {
        let ahead = upcoming(at: now)
        let span = Nowcast.duration(TimeInterval(ahead.count) * interval, rounded: false, language: language)
        guard let spell = wetSpell(at: now) else {
            return ahead.isEmpty ? language.text(.nowcastNone) : language.text(.rainNoneNext, ["span": span])
        }
        if spell.start <= now {
            return spell.reachesEnd
                ? language.text(.rainNowAtLeast, ["what": language.text(.rainWord), "span": span])
                : language.text(
                    .nowcastStopping, ["length": Nowcast.duration(spell.end.timeIntervalSince(now), language: language)]
                )
        }
        return language.text(
            spell.reachesEnd ? .nowcastStartingAtLeast : .nowcastStarting,
            [
                "start": Nowcast.duration(spell.start.timeIntervalSince(now), language: language),
                "intensity": language.rainIntensity(RainIntensity(millimetresPerHour: spell.peakRate)),
                "length": Nowcast.duration(spell.end.timeIntervalSince(spell.start), language: language)
            ])
    }

    /// A span ahead: "2 hours", "hour", "45 min" (`rounded` false); else a length to the nearest 5 minutes:
    /// "20 min", "1 h", "1 h 15 min".
    static func duration(_ seconds: TimeInterval, rounded: Bool = true, language: Language = .english) -> String {
        var minutes = Int((seconds / 60).rounded())
        if !rounded {
            if minutes == 60 { return language.text(.theHour) }
            return minutes % 60 == 0 && minutes > 0
                ? language.count(.hoursLong, minutes / 60) : language.text(.minutes, ["n": String(minutes)])
        }
        minutes = max(5, Int((Double(minutes) / 5).rounded()) * 5)
        return language.duration(minutes: minutes)
    }
}
