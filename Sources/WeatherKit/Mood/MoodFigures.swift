/// What the statistics read of a journal: each grouping counted on its own (every mood by weekday and by indoor
/// band; the moods with weather by part of the day, condition, temperature band, air and pressure trend) and how
/// often each level met each temperature and daylight length. Made from a `MoodTally`, or by the journal with a few
/// SQL aggregates that never load its moods; `MoodStatistics` reads only this.
public struct MoodFigures: Sendable, Equatable {
    public typealias Count = MoodTally.Count

    /// Every mood, and those with weather.
    public var total = Count(moods: 0, levelSum: 0)
    public var withWeather = Count(moods: 0, levelSum: 0)
    /// Every mood by the ISO weekday (1 Monday … 7 Sunday) of the clock it was logged by.
    public var byWeekday: [Int: Count] = [:]
    /// Every mood with an indoor temperature, by its band's index in `MoodStatistics.indoorBandLimits`.
    public var byIndoorBand: [Int: Count] = [:]
    /// The moods with weather, by the part of the day of the clock they were logged by.
    public var byPartOfDay: [PartOfDay: Count] = [:]
    /// The moods with weather, by condition slug, temperature band, air quality category slug and pressure trend slug.
    public var byCondition: [String: Count] = [:]
    public var byTemperatureBand: [Int: Count] = [:]
    public var byAirQuality: [String: Count] = [:]
    public var byPressureTrend: [String: Count] = [:]
    public var temperaturePairs: [MoodTally.Pair: Int] = [:]
    public var daylightPairs: [MoodTally.Pair: Int] = [:]

    public init() {}

    /// Each of the tally's groupings summed over the others.
    public init(_ tally: MoodTally) {
        for (key, count) in tally.groups {
            addEvery(count, isoWeekday: key.isoWeekday, indoorBand: key.indoorBand)
            guard key.weathered else { continue }
            addWeathered(count, partOfDay: key.partOfDay)
            addWeather(
                count, condition: key.condition, temperatureBand: key.temperatureBand, aqi: key.aqi,
                aqiScale: key.aqiScale,
                pressureTrend: key.pressureTrend)
        }
        temperaturePairs = tally.temperaturePairs
        daylightPairs = tally.daylightPairs
    }

    /// Moods counted by their weekday and indoor band (and so into `total`).
    public mutating func addEvery(_ count: Count, isoWeekday: Int, indoorBand: Int?) {
        Self.add(count, to: &total)
        Self.add(count, at: isoWeekday, to: &byWeekday)
        if let indoorBand { Self.add(count, at: indoorBand, to: &byIndoorBand) }
    }

    /// Moods with weather counted by the part of the day (and so into `withWeather`).
    public mutating func addWeathered(_ count: Count, partOfDay: PartOfDay) {
        Self.add(count, to: &withWeather)
        Self.add(count, at: partOfDay, to: &byPartOfDay)
    }

    /// Moods with weather counted by what the weather was.
    public mutating func addWeather(
        _ count: Count, condition: String?, temperatureBand: Int?, aqi: Int?, aqiScale: AQIScale?,
        pressureTrend: String?
    ) {
        if let condition { Self.add(count, at: condition, to: &byCondition) }
        if let temperatureBand { Self.add(count, at: temperatureBand, to: &byTemperatureBand) }
        if let aqi, let aqiScale { Self.add(count, at: aqiScale.category(for: aqi).rawValue, to: &byAirQuality) }
        if let pressureTrend { Self.add(count, at: pressureTrend, to: &byPressureTrend) }
    }

    private static func add(_ count: Count, to sum: inout Count) {
        sum.moods += count.moods
        sum.levelSum += count.levelSum
    }

    private static func add<Key: Hashable>(_ count: Count, at key: Key, to sums: inout [Key: Count]) {
        add(count, to: &sums[key, default: Count(moods: 0, levelSum: 0)])
    }
}
