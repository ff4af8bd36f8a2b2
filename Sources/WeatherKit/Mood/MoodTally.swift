/// What the statistics need of a journal, counted: moods by the things they are grouped by, and how often each
/// level met each temperature and each length of daylight. Made from entries, or by the journal with SQL aggregates
/// so a journal of years is counted without loading it; `MoodStatistics` reads only this.
public struct MoodTally: Sendable, Equatable {
    /// What a mood is grouped by. `weathered` moods alone have the weather's fields.
    public struct Key: Hashable, Sendable {
        /// ISO: 1 Monday … 7 Sunday, by the clock the mood was logged by.
        public var isoWeekday: Int
        /// By the clock the mood was logged by, whatever the hour where the weather was.
        public var partOfDay: PartOfDay
        public var weathered: Bool
        public var condition: String?
        /// The index of the temperature's band in `MoodStatistics.bandLimits` (0: below the first limit).
        public var temperatureBand: Int?
        public var aqi: Int?
        public var aqiScale: AQIScale?
        public var pressureTrend: String?
        /// The index of the indoor temperature's band in `MoodStatistics.indoorBandLimits`; any mood may have one.
        public var indoorBand: Int?

        public init(
            isoWeekday: Int, partOfDay: PartOfDay, weathered: Bool, condition: String? = nil,
            temperatureBand: Int? = nil,
            aqi: Int? = nil, aqiScale: AQIScale? = nil, pressureTrend: String? = nil, indoorBand: Int? = nil
        ) {
            self.indoorBand = indoorBand
            self.isoWeekday = isoWeekday
            self.partOfDay = partOfDay
            self.weathered = weathered
            self.condition = condition
            self.temperatureBand = temperatureBand
            self.aqi = aqi
            self.aqiScale = aqiScale
            self.pressureTrend = pressureTrend
        }
    }

    public struct Count: Equatable, Sendable {
        public var moods: Int
        public var levelSum: Int

        public init(moods: Int, levelSum: Int) {
            self.moods = moods
            self.levelSum = levelSum
        }
    }

    /// A level and a measure (°C, or seconds of daylight) seen together.
    public struct Pair: Hashable, Sendable {
        public var level: Int
        public var value: Double

        public init(level: Int, value: Double) {
            self.level = level
            self.value = value
        }
    }

    public var groups: [Key: Count] = [:]
    /// How many moods had each level at each temperature.
    public var temperaturePairs: [Pair: Int] = [:]
    public var daylightPairs: [Pair: Int] = [:]

    public init() {}

    public init(_ entries: [MoodEntry]) {
        for entry in entries { add(entry) }
    }

    public mutating func add(_ entry: MoodEntry) {
        let level = entry.level.rawValue
        let forecast = entry.forecast
        let key = Key(
            isoWeekday: entry.localTime.date.isoWeekday, partOfDay: entry.partOfDay, weathered: forecast != nil,
            condition: forecast?.condition?.rawValue, temperatureBand: forecast?.temperatureCelsius.map(Self.band),
            aqi: forecast?.aqi, aqiScale: forecast?.aqiScale,
            pressureTrend: forecast?.pressureTrend?.rawValue,
            indoorBand: entry.indoor?.temperatureCelsius.map(Self.indoorBand))
        add(key, Count(moods: 1, levelSum: level))
        if let celsius = forecast?.temperatureCelsius {
            temperaturePairs[Pair(level: level, value: celsius), default: 0] += 1
        }
        if let seconds = forecast?.daylightSeconds {
            daylightPairs[Pair(level: level, value: Double(seconds)), default: 0] += 1
        }
    }

    public mutating func add(_ key: Key, _ count: Count) {
        groups[key, default: Count(moods: 0, levelSum: 0)].moods += count.moods
        groups[key, default: Count(moods: 0, levelSum: 0)].levelSum += count.levelSum
    }

    /// The band an indoor temperature falls in: how many of `MoodStatistics.indoorBandLimits` it reaches.
    public static func indoorBand(_ celsius: Double) -> Int {
        MoodStatistics.indoorBandLimits.filter { celsius >= $0 }.count
    }

    /// The band a temperature falls in: how many of `MoodStatistics.bandLimits` it reaches.
    public static func band(_ celsius: Double) -> Int {
        MoodStatistics.bandLimits.filter { celsius >= $0 }.count
    }
}
