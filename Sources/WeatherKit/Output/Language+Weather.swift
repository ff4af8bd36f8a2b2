import ScreenText
import Translation

/// The weather's vocabulary in the interface's language: every enum the model names things with, mapped to its
/// message once, so a view or output format never spells a condition, level or phase itself.
extension Language {
    public func condition(_ condition: Condition) -> String {
        text(condition.messageKey)
    }

    /// The words for `current`: OpenWeatherMap's own (already in its `--lang`), else ours for the provider's code —
    /// the WMO code's own words where the catalog has them ("Light drizzle"), else the condition's ("Drizzle").
    public func words(for current: CurrentConditions, provider: Provider) -> String? {
        if provider == .openWeatherMap, let description = current.description { return description }
        if let description = current.description, let key = Self.weatherKeys[description] { return text(key) }
        if let condition = current.condition { return self.condition(condition) }
        return current.description
    }

    /// A summary kept with a mood, in this language: words wxdash wrote itself (in English) translated, a provider's
    /// own words as they were kept, the condition's name when there are none.
    public func summary(_ summary: String?, condition: Condition?) -> String? {
        if let summary, let key = Self.weatherKeys[summary] { return text(key) }
        return summary ?? condition.map(self.condition)
    }

    /// English phrase → key, for the provider words wxdash writes itself (WMO codes, MET Norway's symbols). Words it
    /// wrote before it used one word per code, kept in moods and caches, read as the condition they named.
    private static let weatherKeys: [String: MessageKey] = {
        var keys: [String: MessageKey] = [
            "Overcast": .conditionCloudy, "Mainly clear": .conditionMostlyClear, "Fair": .conditionMostlyClear,
            "Rain showers": .conditionShowers
        ]
        for key in MessageKey.allCases where key.rawValue.hasPrefix("weather") || key.rawValue.hasPrefix("condition") {
            keys[Language.english.text(key)] = key
        }
        return keys
    }()

    public func uvLevel(_ level: UVLevel) -> String {
        switch level {
        case .low: text(.uvLow)
        case .moderate: text(.uvModerate)
        case .high: text(.uvHigh)
        case .veryHigh: text(.uvVeryHigh)
        case .extreme: text(.uvExtreme)
        }
    }

    public func airQuality(_ category: AQICategory) -> String {
        switch category {
        case .good: text(.aqiGood)
        case .fair: text(.aqiFair)
        case .moderate: text(.aqiModerate)
        case .poor: text(.aqiPoor)
        case .veryPoor: text(.aqiVeryPoor)
        case .extremelyPoor: text(.aqiExtremelyPoor)
        case .unhealthyForSensitiveGroups: text(.aqiUnhealthyForSensitiveGroups)
        case .unhealthy: text(.aqiUnhealthy)
        case .veryUnhealthy: text(.aqiVeryUnhealthy)
        case .hazardous: text(.aqiHazardous)
        }
    }

    public func scale(_ scale: AQIScale) -> String {
        scale == .us ? text(.aqiUS) : text(.aqiEuropean)
    }

    public func moonPhase(_ name: MoonPhase.Name) -> String {
        switch name {
        case .newMoon: text(.moonNew)
        case .waxingCrescent: text(.moonWaxingCrescent)
        case .firstQuarter: text(.moonFirstQuarter)
        case .waxingGibbous: text(.moonWaxingGibbous)
        case .fullMoon: text(.moonFull)
        case .waningGibbous: text(.moonWaningGibbous)
        case .lastQuarter: text(.moonLastQuarter)
        case .waningCrescent: text(.moonWaningCrescent)
        }
    }

    public func pressureTrend(_ trend: PressureTrend) -> String {
        switch trend {
        case .rising: text(.pressureRising)
        case .steady: text(.pressureSteady)
        case .falling: text(.pressureFalling)
        }
    }

    public func rainIntensity(_ intensity: RainIntensity) -> String {
        switch intensity {
        case .light: text(.nowcastIntensityLight)
        case .moderate: text(.nowcastIntensityModerate)
        case .heavy: text(.nowcastIntensityHeavy)
        }
    }

    public func mood(_ level: MoodLevel) -> String {
        switch level {
        case .awful: text(.moodAwful)
        case .bad: text(.moodBad)
        case .okay: text(.moodOkay)
        case .good: text(.moodGood)
        case .great: text(.moodGreat)
        }
    }

    /// `word` (a noun such as "Rain") as it reads inside a sentence: lower-cased, except in German, which writes
    /// every noun with a capital.
    public func inSentence(_ word: String) -> String {
        ui == .german ? word : word.lowercased()
    }

    /// The widest part of the day and mood word in this language, for the columns that line up after them.
    /// (At least the 8 and 5 columns English has always had.)
    public var moodColumns: (partOfDay: Int, mood: Int) {
        (
            max(8, PartOfDay.allCases.map { DisplayWidth.of(partOfDay($0)) }.max() ?? 0),
            max(5, MoodLevel.allCases.map { DisplayWidth.of(mood($0)) }.max() ?? 0)
        )
    }

    public func partOfDay(_ part: PartOfDay) -> String {
        switch part {
        case .morning: text(.partMorning)
        case .day: text(.partDay)
        case .evening: text(.partEvening)
        }
    }

    public func severity(_ severity: AlertSeverity) -> String {
        switch severity {
        case .extreme: text(.severityExtreme)
        case .severe: text(.severitySevere)
        case .moderate: text(.severityModerate)
        case .minor: text(.severityMinor)
        case .unknown: text(.severityUnknown)
        }
    }

    /// A pollen kind's name ("birch"), from its English slug.
    public func pollen(_ name: String) -> String {
        switch name {
        case "alder": text(.pollenAlder)
        case "birch": text(.pollenBirch)
        case "grass": text(.pollenGrass)
        case "mugwort": text(.pollenMugwort)
        case "olive": text(.pollenOlive)
        case "ragweed": text(.pollenRagweed)
        default: name
        }
    }

    /// A 16-point compass name ("SW") as the language abbreviates it.
    public func compass(_ point: String) -> String {
        let key: MessageKey? =
            switch point {
            case "N": .compassN
            case "NNE": .compassNNE
            case "NE": .compassNE
            case "ENE": .compassENE
            case "E": .compassE
            case "ESE": .compassESE
            case "SE": .compassSE
            case "SSE": .compassSSE
            case "S": .compassS
            case "SSW": .compassSSW
            case "SW": .compassSW
            case "WSW": .compassWSW
            case "W": .compassW
            case "WNW": .compassWNW
            case "NW": .compassNW
            case "NNW": .compassNNW
            default: nil
            }
        return key.map { text($0) } ?? point
    }

    /// "45 min", "1 h", "1 h 15 min".
    public func duration(minutes: Int) -> String {
        if minutes < 60 { return text(.minutes, ["n": String(minutes)]) }
        if minutes % 60 == 0 { return text(.hoursShort, ["n": String(minutes / 60)]) }
        return text(.hoursMinutes, ["hours": String(minutes / 60), "minutes": String(minutes % 60)])
    }
}

extension Condition {
    var messageKey: MessageKey {
        switch self {
        case .clear: .conditionClear
        case .mostlyClear: .conditionMostlyClear
        case .partlyCloudy: .conditionPartlyCloudy
        case .cloudy: .conditionCloudy
        case .fog: .conditionFog
        case .drizzle: .conditionDrizzle
        case .freezingDrizzle: .conditionFreezingDrizzle
        case .rain: .conditionRain
        case .freezingRain: .conditionFreezingRain
        case .showers: .conditionShowers
        case .snow: .conditionSnow
        case .snowShowers: .conditionSnowShowers
        case .thunderstorm: .conditionThunderstorm
        }
    }
}
