import Foundation
import ScreenText
import Translation

/// The one precipitation outlook of a forecast at an instant, read by every view and output: the nowcast for its
/// window (about two hours), then the hourly rows, up to 24 hours from `now`. When the two disagree the nowcast wins
/// for its window. A nowcast too old for `DataAgePolicy` is no news: it is told as what it was, and not at all once
/// its window has passed. Hourly rows count from `now`, not from the fetch.
public struct RainOutlook: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case rain = "Rain"
        case snow = "Snow"
    }
    public enum Source: Sendable, Equatable { case nowcast, hourly, radar }

    public static let likelyPercent = 50.0
    public static let possiblePercent = 25.0
    /// How far ahead the outlook looks.
    public static let horizon: TimeInterval = 86_400

    /// A wet spell ahead, or under way when `start` is `now`.
    public struct Spell: Sendable, Equatable {
        public var kind: Kind
        public var source: Source
        public var start: Date
        /// Where the nowcast sees the spell end within its window; nil from hourly rows or when it runs past the window.
        public var end: Date?
        /// From the nowcast's heaviest step.
        public var intensity: RainIntensity?
        /// The hour's chance; nil from the nowcast, or when the provider gave none and the hour's condition said it.
        public var probability: Double?
        public var likely: Bool
    }

    /// A nowcast too old to tell as news whose wet spell is still ahead or under way: what it said, and when.
    public struct PastNowcast: Sendable, Equatable {
        public var fetchedAt: Date
        public var start: Date
        public var end: Date
    }

    /// The instant the outlook reads at.
    public let now: Date
    /// The first wet spell from `now`; nil when none is expected.
    public private(set) var spell: Spell?
    /// After a nowcast spell that ends within the window: the next spell of the hourly rows.
    public private(set) var laterSpell: Spell?
    /// The end of the nowcast's window when the nowcast is fresh enough to tell and has steps ahead.
    public private(set) var nowcastEnd: Date?
    /// The nowcast, when it is fresh enough to tell its own sentence relative to `now`.
    private var freshNowcast: Nowcast?
    public private(set) var pastNowcast: PastNowcast?
    /// Whether any hourly row covers the next 24 hours.
    public private(set) var hasHourlyData = false
    /// The end of what the hourly rows cover, at most 24 hours from `now`.
    public private(set) var hourlyEnd: Date?
    /// The hourly rows' fetch time when they are older than `DataAgePolicy` allows: the sentence says it.
    public private(set) var hourlyForecastAt: Date?

    public var start: Date? { spell?.start }
    public var kind: Kind { spell?.kind ?? .rain }
    public var probability: Double? { spell?.probability }
    public var likely: Bool { spell?.likely ?? false }

    /// The radar when its newest frame is recent enough to tell (`RadarObservation.freshFor`).
    public private(set) var radar: RadarObservation?

    public init(forecast: Forecast, now: Date) {
        self.init(withoutRadar: forecast, now: now)
        if let radar = forecast.radar, abs(now.timeIntervalSince(radar.frameTime)) <= RadarObservation.freshFor {
            self.radar = radar
            takeRadar(radar, kind: spell?.kind ?? .rain)
        }
    }

    /// Rain the radar sees here, or on its way sooner than the forecast says, becomes the spell: radar is what the
    /// sky is doing now, where a forecast is what a model expected.
    private mutating func takeRadar(_ radar: RadarObservation, kind: Kind) {
        if radar.rainingHere {
            guard spell.map({ $0.start > now }) ?? true else { return }
            spell = Spell(
                kind: kind, source: .radar, start: now, end: nil,
                intensity: RainIntensity(millimetresPerHour: radar.atPlaceMillimetresPerHour),
                probability: nil, likely: true)
        } else if let minutes = radar.minutesFrom(now) {
            let arrival = now.addingTimeInterval(TimeInterval(minutes * 60))
            guard spell.map({ $0.start > arrival }) ?? true else { return }
            spell = Spell(
                kind: kind, source: .radar, start: arrival, end: nil, intensity: nil, probability: nil, likely: true)
        } else {
            return
        }
        laterSpell = nil
    }

    private init(withoutRadar forecast: Forecast, now: Date) {
        self.now = now
        let rows = RainOutlook.rows(of: forecast, from: now)
        hasHourlyData = !rows.isEmpty
        hourlyEnd = rows.last.map { min($0.end, now.addingTimeInterval(RainOutlook.horizon)) }
        if hasHourlyData, DataAgePolicy.isTooOld(.hourly, fetchedAt: forecast.fetchedAt, now: now) {
            hourlyForecastAt = forecast.fetchedAt
        }
        let kindAt = { (instant: Date) -> Kind in
            let condition =
                rows.first { $0.row.time <= instant && $0.end > instant }?.row.condition ?? forecast.current.condition
            return condition.map { [.snow, .snowShowers].contains($0) } == true ? .snow : .rain
        }
        if let nowcast = forecast.nowcast, let last = nowcast.upcoming(at: now).last {
            let windowEnd = last.time.addingTimeInterval(TimeInterval(nowcast.intervalMinutes * 60))
            if !DataAgePolicy.isTooOld(.nowcast, fetchedAt: forecast.fetchedAt, now: now) {
                nowcastEnd = windowEnd
                freshNowcast = nowcast
                if let wet = nowcast.wetSpell(at: now) {
                    spell = Spell(
                        kind: kindAt(max(wet.start, now)), source: .nowcast, start: max(wet.start, now),
                        end: wet.reachesEnd ? nil : wet.end,
                        intensity: RainIntensity(millimetresPerHour: wet.peakRate), probability: nil, likely: true)
                    if !wet.reachesEnd { laterSpell = RainOutlook.hourlySpell(in: rows, from: wet.end) }
                } else {
                    spell = RainOutlook.hourlySpell(in: rows, from: windowEnd)
                }
                return
            }
            // What it said when it came, while that spell is not over.
            if let said = nowcast.wetSpell(at: min(forecast.fetchedAt, now)), said.end > now {
                pastNowcast = PastNowcast(fetchedAt: forecast.fetchedAt, start: said.start, end: said.end)
            }
        }
        spell = RainOutlook.hourlySpell(in: rows, from: now)
    }

    /// The one sentence: "Rain from 21:45 for about 1 h, then dry for 22 h", "Rain now until 10:45, then rain likely
    /// from 15:00 (70%)", "Rain likely from 15:00 (70%)", "No rain expected in the next 24 h"; hourly rows older than
    /// `DataAgePolicy` allows add when they were forecast: "(as of 02:30)".
    public func text(in location: Location, style: TimeStyle, language: Language) -> String {
        sentence(in: location, style: style, language: language, withTail: true)
    }

    /// The first spell alone, without what follows it: "Rain from 21:45 for about 1 h".
    public func headline(in location: Location, style: TimeStyle, language: Language) -> String {
        sentence(in: location, style: style, language: language, withTail: false)
    }

    /// The longest of `text`, `headline` and `brief` that fits `width` columns (`brief` when none does).
    public func fitting(width: Int, in location: Location, style: TimeStyle, language: Language) -> String {
        let forms = [
            text(in: location, style: style, language: language),
            headline(in: location, style: style, language: language)
        ]
        return forms.first { DisplayWidth.of($0) <= width } ?? brief(in: location, style: style, language: language)
    }

    private func sentence(in location: Location, style: TimeStyle, language: Language, withTail: Bool) -> String {
        let clock = { (instant: Date) in style.clock(location.localTime(at: instant)) }
        var sentence: String
        if let spell, spell.source == .radar, let radar {
            return radar.sentence(now: now, language: language, clock: clock)
        } else if let spell, spell.source == .nowcast {
            sentence = nowcastPhrase(spell, clock: clock, language: language)
            if withTail, let end = spell.end {
                if let laterSpell {
                    let later = hourlyPhrase(laterSpell, clock: clock, language: language)
                    sentence = language.text(
                        .rainThen, ["first": sentence, "later": later.prefix(1).lowercased() + later.dropFirst()])
                } else if let hourlyEnd, hourlyEnd.timeIntervalSince(end) >= 3600 {
                    sentence = language.count(
                        .rainThenDry, Int((hourlyEnd.timeIntervalSince(end) / 3600).rounded()), ["first": sentence])
                }
            }
        } else if let spell {
            sentence = hourlyPhrase(spell, clock: clock, language: language)
        } else if hasHourlyData {
            sentence = language.text(.rainNoneIn24h)
        } else if let nowcastEnd {
            return language.text(
                .rainNoneNext,
                ["span": Nowcast.duration(nowcastEnd.timeIntervalSince(now), rounded: false, language: language)])
        } else {
            return language.text(.rainNoHourly)
        }
        let saysHourly = spell?.source != .nowcast || (withTail && (laterSpell != nil || spell?.end != nil))
        if let hourlyForecastAt, saysHourly {
            let at = location.localTime(at: hourlyForecastAt)
            let day = at.date == location.localTime(at: now).date ? "" : style.day(at.date) + " "
            sentence = language.text(.rainAsOf, ["sentence": sentence, "time": day + style.clock(at)])
        }
        return sentence
    }

    /// `☂15:00` (`❄03:00` for snow, `☂now` when it is under way) when precipitation is expected in the next 24
    /// hours; empty otherwise, so a status bar shows nothing rather than a sentence.
    public func short(in location: Location, style: TimeStyle, language: Language) -> String {
        guard let spell else { return "" }
        return (spell.kind == .snow ? "❄" : "☂")
            + (spell.start <= now ? language.text(.rainNow) : style.clock(location.localTime(at: spell.start)))
    }

    /// The short form for a narrow card: `short`, or "No rain in 24 h", "No rain in 2 h", "No hourly data".
    public func brief(in location: Location, style: TimeStyle, language: Language) -> String {
        if spell != nil { return short(in: location, style: style, language: language) }
        if hasHourlyData { return language.text(.rainBriefNone24h) }
        if let nowcastEnd {
            return language.text(
                .rainBriefNoneHours, ["n": String(Int((nowcastEnd.timeIntervalSince(now) / 3600).rounded(.up)))])
        }
        return language.text(.rainBriefNoData)
    }

    /// The nowcast's window alone: relative to now when it is fresh ("Rain starting in about 30 min, moderate, for
    /// about 1 h"), as what it was when it is old and its spell is not over ("At 10:02 rain was expected
    /// 10:30–11:30"), nil when there is no nowcast to tell.
    public func soon(in location: Location, style: TimeStyle, language: Language) -> String? {
        if let freshNowcast { return freshNowcast.summary(at: now, language: language) }
        guard let pastNowcast else { return nil }
        let clock = { (instant: Date) in style.clock(location.localTime(at: instant)) }
        let what = language.text(kind == .snow ? .snowWord : .rainWord)
        let sentence = language.text(
            .rainWasExpected,
            [
                "time": clock(pastNowcast.fetchedAt), "what": language.inSentence(what),
                "from": clock(pastNowcast.start), "until": clock(pastNowcast.end)
            ])
        // Templates that open with the word ("Pluie prévue à 10:02 …") still open with a capital.
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    private func nowcastPhrase(_ spell: Spell, clock: (Date) -> String, language: Language) -> String {
        let what = language.text(spell.kind == .snow ? .snowWord : .rainWord)
        if spell.start <= now {
            if let end = spell.end { return language.text(.rainNowUntil, ["what": what, "time": clock(end)]) }
            let span = Nowcast.duration((nowcastEnd ?? now).timeIntervalSince(now), rounded: false, language: language)
            return language.text(.rainNowAtLeast, ["what": what, "span": span])
        }
        if let end = spell.end {
            let length = Nowcast.duration(end.timeIntervalSince(spell.start), language: language)
            return language.text(.rainFromFor, ["what": what, "time": clock(spell.start), "length": length])
        }
        let length = Nowcast.duration((nowcastEnd ?? spell.start).timeIntervalSince(spell.start), language: language)
        return language.text(.rainFromAtLeast, ["what": what, "time": clock(spell.start), "length": length])
    }

    /// "Rain likely from 15:00 (70%)", "Snow possible now (30%)", "Snow expected from 04:00" (no chance given, the
    /// hour's condition is snow).
    private func hourlyPhrase(_ spell: Spell, clock: (Date) -> String, language: Language) -> String {
        let values = ["what": language.text(spell.kind == .snow ? .snowWord : .rainWord), "time": clock(spell.start)]
        let underWay = spell.start <= now
        guard let probability = spell.probability else {
            return language.text(underWay ? .rainExpectedNow : .rainExpectedFrom, values)
        }
        let key: MessageKey =
            spell.likely
            ? (underWay ? .rainLikelyNow : .rainLikelyFrom) : (underWay ? .rainPossibleNow : .rainPossibleFrom)
        return language.text(key, values.merging(["percent": String(probability.wholeNumber)]) { $1 })
    }

    /// The hourly rows that end after `now` and start within the horizon, each with its end.
    private static func rows(of forecast: Forecast, from now: Date) -> [(row: HourlyForecast, end: Date)] {
        let hourly = forecast.hourly
        let horizonEnd = now.addingTimeInterval(horizon)
        return hourly.indices.compactMap { index in
            let row = hourly[index]
            let next = index + 1 < hourly.count ? hourly[index + 1].time.timeIntervalSince(row.time) : nil
            let step = next.flatMap { $0 > 0 && $0 <= 6 * 3600 ? $0 : nil } ?? 3600
            let end = row.time.addingTimeInterval(step)
            return end > now && row.time < horizonEnd ? (row, end) : nil
        }
    }

    /// The first likely hour from `from`, else the first possible one; it starts no earlier than `from`.
    private static func hourlySpell(in rows: [(row: HourlyForecast, end: Date)], from: Date) -> Spell? {
        let ahead = rows.filter { $0.end > from }.map(\.row)
        func chance(_ hour: HourlyForecast) -> Double {
            hour.precipitationProbability ?? ((hour.condition?.isPrecipitation ?? false) ? 100 : 0)
        }
        let likelyHour = ahead.first { chance($0) >= likelyPercent }
        guard let hour = likelyHour ?? ahead.first(where: { chance($0) >= possiblePercent }) else { return nil }
        let start = max(hour.time, from)
        let snowy: Set<Condition> = [.snow, .snowShowers]
        let kind: Kind = hour.condition.map { snowy.contains($0) } == true ? .snow : .rain
        return Spell(
            kind: kind, source: .hourly, start: start, end: nil, intensity: nil,
            probability: hour.precipitationProbability, likely: likelyHour != nil)
    }
}
