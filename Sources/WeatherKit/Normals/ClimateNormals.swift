import Foundation

/// A place's climate normals: for each calendar day, the mean daily high, low and precipitation over the reference
/// period (the last 30 complete years), in °C and mm. Each day is the mean of every value within
/// `ClimateNormals.window` days of it, in every year of the period: one day's mean alone wobbles by a degree or more
/// from day to day; a 15-day window keeps the seasonal curve and loses the noise. February 29 is a day of its own,
/// filled from its neighbours like any other, so leap and common years read the same.
public struct ClimateNormals: Sendable, Equatable, Codable {
    /// Days on each side of a day whose values are pooled into its normal (7: a 15-day window).
    public static let window = 7
    /// How many complete years the reference period spans.
    public static let referenceYears = 30
    /// A day's normal needs at least this many years with values (years the archive lacks are left out, not zeros).
    public static let minimumYears = 10

    /// The first and last year of the period asked for.
    public var firstYear: Int
    public var lastYear: Int
    /// How many years of the period had values.
    public var yearsCovered: Int
    /// 366 entries, indexed by `slot(of:)`: January 1 is 0, February 29 is 59, December 31 is 365.
    public var days: [DayNormal]

    public init(firstYear: Int, lastYear: Int, yearsCovered: Int, days: [DayNormal]) {
        self.firstYear = firstYear
        self.lastYear = lastYear
        self.yearsCovered = yearsCovered
        self.days = days
    }

    /// The reference period for a day: the 30 calendar years before its own.
    public static func period(for today: LocalDate) -> ClosedRange<Int> {
        (today.year - referenceYears)...(today.year - 1)
    }

    /// The normal of `date`'s calendar day; nil when the archive had too little for it.
    public func normal(for date: LocalDate) -> DayNormal? {
        let slot = Self.slot(of: date)
        guard days.indices.contains(slot) else { return nil }
        let day = days[slot]
        return day == DayNormal() ? nil : day
    }

    /// A day's place in a leap year: every calendar day has one, whatever its year.
    static func slot(of date: LocalDate) -> Int {
        let leap = LocalDate(
            year: 2000, month: date.month, day: min(date.day, LocalDate.daysIn(month: date.month, year: 2000)))
        return leap.dayOfYear - 1
    }

    /// Normals from the archive's daily values (°C and mm; `nil` where the archive has none). Nil when no day of the
    /// year has `minimumYears` of values: a place the archive knows nothing of, or an answer of nulls.
    public static func compute(
        dates: [LocalDate], highs: [Double?], lows: [Double?], precipitation: [Double?], period: ClosedRange<Int>
    ) -> ClimateNormals? {
        var sums = [Pool](repeating: Pool(), count: 366)
        var years = Set<Int>()
        for (index, date) in dates.enumerated() where period.contains(date.year) {
            let high = highs.indices.contains(index) ? highs[index] : nil
            let low = lows.indices.contains(index) ? lows[index] : nil
            let rain = precipitation.indices.contains(index) ? precipitation[index] : nil
            guard high != nil || low != nil || rain != nil else { continue }
            years.insert(date.year)
            sums[slot(of: date)].add(high: high, low: low, precipitation: rain)
        }
        guard years.count >= minimumYears else { return nil }
        let days = (0..<366).map { slot -> DayNormal in
            var pooled = Pool()
            for offset in -window...window { pooled.merge(sums[(slot + offset + 366) % 366]) }
            // A day's samples: at most one a year for each of the window's days (February 29 only every fourth year).
            let enough = minimumYears * (2 * window + 1) / 2
            return DayNormal(
                high: pooled.highs.count >= enough ? pooled.highs.mean : nil,
                low: pooled.lows.count >= enough ? pooled.lows.mean : nil,
                precipitation: pooled.rain.count >= enough ? pooled.rain.mean : nil)
        }
        guard days.contains(where: { $0.high != nil || $0.low != nil }) else { return nil }
        return ClimateNormals(
            firstYear: period.lowerBound, lastYear: period.upperBound, yearsCovered: years.count, days: days)
    }

    /// Running sums of one calendar day's values.
    struct Pool {
        struct Sum {
            var total = 0.0
            var count = 0
            var mean: Double? { count == 0 ? nil : total / Double(count) }
            mutating func add(_ value: Double?) {
                guard let value, value.isFinite else { return }
                total += value
                count += 1
            }
        }

        var highs = Sum()
        var lows = Sum()
        var rain = Sum()

        mutating func add(high: Double?, low: Double?, precipitation: Double?) {
            highs.add(high)
            lows.add(low)
            rain.add(precipitation)
        }

        mutating func merge(_ other: Pool) {
            highs.total += other.highs.total
            highs.count += other.highs.count
            lows.total += other.lows.total
            lows.count += other.lows.count
            rain.total += other.rain.total
            rain.count += other.rain.count
        }
    }
}
