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

    public var total: Int
    public var withWeather: Int
    public var byCondition: [Group]
    public var byTemperature: [Group]
    /// Day (06:00–19:59) or night by the clock each mood was logged by (`MoodEntry.isDaytime`).
    public var byDaylight: [Group]
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
    public init(_ entries: [MoodEntry], firstWeekday: Int = FirstWeekday.monday, temperatureUnit: TemperatureUnit = .celsius) {
        let names = TimeStyle.standard.weekdayNames
        byWeekday = Self.groups(entries, order: FirstWeekday.week(startingOn: firstWeekday).map { names[$0 - 1] }) { entry in
            names[entry.localTime.date.isoWeekday - 1]
        }
        total = entries.count
        let weathered = entries.filter { $0.forecast != nil }
        withWeather = weathered.count
        byCondition = Self.groups(weathered, order: Condition.allCases.map(\.rawValue)) { $0.forecast?.condition?.rawValue }
        let bandNames = Self.bandNames(in: temperatureUnit)
        byTemperature = Self.groups(weathered, order: bandNames) { entry in
            guard let celsius = entry.forecast?.temperatureCelsius else { return nil }
            return bandNames[Self.bandLimits.filter { celsius >= $0 }.count]
        }
        byDaylight = Self.groups(weathered, order: ["day", "night"]) { entry in
            entry.isDaytime ? "day" : "night"
        }
        let pairs = weathered.compactMap { entry in entry.forecast?.temperatureCelsius.map { (Double(entry.level.rawValue), $0) } }
        temperatureCorrelation = MoodCorrelation(pairs)
        let categories = AQICategory.allCases.sorted { $0.severity < $1.severity }.map(\.rawValue)
        byAirQuality = Self.groups(weathered, order: categories) { $0.forecast?.aqiCategory?.rawValue }
        byPressureTrend = Self.groups(weathered, order: PressureTrend.allCases.map(\.rawValue)) { $0.forecast?.pressureTrend?.rawValue }
        let daylight = weathered.compactMap { entry in entry.forecast?.daylightSeconds.map { (Double(entry.level.rawValue), Double($0)) } }
        daylightCorrelation = MoodCorrelation(daylight)
    }

    /// "below 0 °C", "0–10 °C" … "30 °C and above", or the same bands in °F: "below 32 °F" … "86 °F and above".
    public static func bandNames(in unit: TemperatureUnit) -> [String] {
        let limits = bandLimits.map { "\(TemperatureUnit.celsius.convert($0, to: unit).wholeNumber)" }
        let symbol = " " + unit.rawValue
        guard let first = limits.first, let last = limits.last else { return [] }
        let inner = zip(limits, limits.dropFirst()).map { "\($0)–\($1)" + symbol }
        return ["below " + first + symbol] + inner + [last + symbol + " and above"]
    }

    private static func groups(_ entries: [MoodEntry], order: [String], key: (MoodEntry) -> String?) -> [Group] {
        var sums: [String: (count: Int, total: Int)] = [:]
        for entry in entries {
            guard let name = key(entry) else { continue }
            sums[name, default: (0, 0)].count += 1
            sums[name, default: (0, 0)].total += entry.level.rawValue
        }
        return order.compactMap { name in
            sums[name].map { Group(name: name, count: $0.count, averageLevel: Double($0.total) / Double($0.count)) }
        }
    }

    static func pearson(_ pairs: [(Double, Double)]) -> Double? {
        guard pairs.count >= 3 else { return nil }
        // Equal values (the same 18 °C twice over) have no spread, though rounding leaves their variance a hair above 0.
        func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
        guard spread(pairs.map(\.0)) > 1e-9, spread(pairs.map(\.1)) > 1e-9 else { return nil }
        let count = Double(pairs.count)
        let meanX = pairs.map(\.0).reduce(0, +) / count
        let meanY = pairs.map(\.1).reduce(0, +) / count
        var covariance = 0.0, varianceX = 0.0, varianceY = 0.0
        for (x, y) in pairs {
            covariance += (x - meanX) * (y - meanY)
            varianceX += (x - meanX) * (x - meanX)
            varianceY += (y - meanY) * (y - meanY)
        }
        guard varianceX > 0, varianceY > 0 else { return nil }
        let r = covariance / (varianceX * varianceY).squareRoot()
        return r.isFinite ? r : nil
    }
}
