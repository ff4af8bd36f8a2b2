/// How mood goes with the weather: average level and count per condition, per temperature band and for day
/// against night, and how level and temperature move together.
public struct MoodStatistics: Sendable, Equatable {
    public struct Group: Sendable, Equatable {
        public var name: String
        public var count: Int
        public var averageLevel: Double
    }

    /// Temperature bands in °C: below 0, 0–10, 10–20, 20–30, 30 and above.
    public static let bandLimits: [Double] = [0, 10, 20, 30]
    /// Indoor temperature bands in °C, narrower, where rooms are: below 18, 18–20, 20–22, 22–24, 24 and above.
    public static let indoorBandLimits: [Double] = [18, 20, 22, 24]

    public var total: Int
    public var withWeather: Int
    public var byCondition: [Group]
    public var byTemperature: [Group]
    /// Every mood with an indoor temperature (`IndoorReading`), by its band, whether or not it has weather.
    public var byIndoorTemperature: [Group]
    /// By the part of the day each mood was logged in, by its own clock (`MoodEntry.partOfDay`): the journal's groups.
    public var byPartOfDay: [Group]
    /// Pearson's r between level and temperature; nil with fewer than three moods with a temperature or no spread.
    public var levelTemperatureCorrelation: Double? { temperatureCorrelation.value }
    public var temperatureCorrelation: MoodCorrelation
    /// By the air quality category of the mood's moment, best air first (US and European bands side by side).
    public var byAirQuality: [Group]
    public var byPressureTrend: [Group]
    /// Pearson's r between level and the day's length of daylight.
    public var levelDaylightCorrelation: Double? { daylightCorrelation.value }
    public var daylightCorrelation: MoodCorrelation
    /// Every mood (with weather or not) by the weekday of the clock it was logged by, the week laid out from
    /// `firstWeekday` (the locale's: Sunday for en_US, Monday for de_DE); names stay English.
    public var byWeekday: [Group]

    /// `firstWeekday`: ISO, 1 Monday … 7 Sunday. The temperature bands are the same in every unit, named in
    /// `temperatureUnit`'s ("0–10 °C" is "32–50 °F").
    public init(
        _ entries: [MoodEntry], firstWeekday: Int = FirstWeekday.monday, temperatureUnit: TemperatureUnit = .celsius
    ) {
        self.init(MoodTally(entries), firstWeekday: firstWeekday, temperatureUnit: temperatureUnit)
    }

    public init(
        _ tally: MoodTally, firstWeekday: Int = FirstWeekday.monday, temperatureUnit: TemperatureUnit = .celsius
    ) {
        self.init(MoodFigures(tally), firstWeekday: firstWeekday, temperatureUnit: temperatureUnit)
    }

    public init(
        _ figures: MoodFigures, firstWeekday: Int = FirstWeekday.monday, temperatureUnit: TemperatureUnit = .celsius
    ) {
        let names = TimeStyle.standard.weekdayNames
        // Counts may come from a file: an index out of range names nothing rather than ending the program.
        byWeekday = Self.groups(
            figures.byWeekday, order: FirstWeekday.week(startingOn: firstWeekday).map { names[$0 - 1] }
        ) { weekday in
            names.indices.contains(weekday - 1) ? names[weekday - 1] : nil
        }
        total = figures.total.moods
        withWeather = figures.withWeather.moods
        byCondition = Self.groups(figures.byCondition, order: Condition.allCases.map(\.rawValue)) { $0 }
        let bandNames = Self.bandNames(in: temperatureUnit)
        byTemperature = Self.groups(figures.byTemperatureBand, order: bandNames) {
            bandNames.indices.contains($0) ? bandNames[$0] : nil
        }
        let indoorNames = Self.bandNames(in: temperatureUnit, limits: Self.indoorBandLimits)
        byIndoorTemperature = Self.groups(figures.byIndoorBand, order: indoorNames) {
            indoorNames.indices.contains($0) ? indoorNames[$0] : nil
        }
        byPartOfDay = Self.groups(figures.byPartOfDay, order: PartOfDay.allCases.map(\.rawValue)) { $0.rawValue }
        temperatureCorrelation = MoodCorrelation(figures.temperaturePairs)
        let categories = AQICategory.allCases.sorted { $0.severity < $1.severity }.map(\.rawValue)
        byAirQuality = Self.groups(figures.byAirQuality, order: categories) { $0 }
        byPressureTrend = Self.groups(figures.byPressureTrend, order: PressureTrend.allCases.map(\.rawValue)) { $0 }
        daylightCorrelation = MoodCorrelation(figures.daylightPairs)
    }

    /// "below 0 °C", "0–10 °C" … "30 °C and above", or the same bands in °F: "below 32 °F" … "86 °F and above".
    public static func bandNames(in unit: TemperatureUnit, limits bandLimits: [Double] = bandLimits) -> [String] {
        let limits = bandLimits.map { "\(TemperatureUnit.celsius.convert($0, to: unit).wholeNumber)" }
        let symbol = " " + unit.rawValue
        guard let first = limits.first, let last = limits.last else { return [] }
        let inner = zip(limits, limits.dropFirst()).map { "\($0)–\($1)" + symbol }
        return ["below " + first + symbol] + inner + [last + symbol + " and above"]
    }

    private static func groups<Key>(_ counts: [Key: MoodTally.Count], order: [String], name: (Key) -> String?)
        -> [Group]
    {
        var sums: [String: MoodTally.Count] = [:]
        for (key, count) in counts {
            guard let name = name(key) else { continue }
            sums[name, default: MoodTally.Count(moods: 0, levelSum: 0)].moods += count.moods
            sums[name, default: MoodTally.Count(moods: 0, levelSum: 0)].levelSum += count.levelSum
        }
        return order.compactMap { name in
            sums[name].map { Group(name: name, count: $0.moods, averageLevel: Double($0.levelSum) / Double($0.moods)) }
        }
    }

    /// Pearson's r over pairs seen `weight` times each; nil with fewer than three or no spread.
    static func pearson(_ pairs: [MoodTally.Pair: Int]) -> Double? {
        let count = Double(pairs.values.reduce(0, +))
        guard count >= 3 else { return nil }
        // Equal values (the same 18 °C twice over) have no spread, though rounding leaves their variance a hair above 0.
        func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
        guard spread(pairs.keys.map { Double($0.level) }) > 1e-9, spread(pairs.keys.map(\.value)) > 1e-9 else {
            return nil
        }
        // In one order, so the same counts always give the same r to the last bit.
        let ordered = pairs.sorted { ($0.key.level, $0.key.value) < ($1.key.level, $1.key.value) }
        var sumX = 0.0
        var sumY = 0.0
        for (pair, weight) in ordered {
            sumX += Double(pair.level) * Double(weight)
            sumY += pair.value * Double(weight)
        }
        let meanX = sumX / count
        let meanY = sumY / count
        var covariance = 0.0
        var varianceX = 0.0
        var varianceY = 0.0
        for (pair, weight) in ordered {
            let (x, y, w) = (Double(pair.level) - meanX, pair.value - meanY, Double(weight))
            covariance += w * x * y
            varianceX += w * x * x
            varianceY += w * y * y
        }
        guard varianceX > 0, varianceY > 0 else { return nil }
        let r = covariance / (varianceX * varianceY).squareRoot()
        return r.isFinite ? r : nil
    }
}
