import Foundation
import Testing
import WeatherKit

@testable import WeatherStore

/// `mood stats` and the Mood page read the journal's figures from SQL aggregates: on journals drawn at random from
/// fixed seeds they must be the figures, and so the statistics and the correlations to the last bit, that the moods
/// themselves give.
@Suite struct MoodJournalFiguresTests {
    /// SplitMix64: the same journal for the same seed on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func journal() throws -> MoodJournal {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-figures-\(UUID().uuidString)/journal.sqlite"
        ).path
        return try MoodJournal(path: path)
    }

    /// `count` moods at random instants (fractions of seconds, before 1970, beyond the clamps), by random clocks
    /// (whole, half and 45-minute offsets, and offsets no clock has), with random weather or none, and random indoor
    /// readings (some out of any thermometer's range).
    static func fill(_ journal: MoodJournal, count: Int, seed: UInt64) throws {
        var random = Seeded(state: seed)
        let offsets = [0, 3600, -36_000, 19_800, 20_700, 50_400, -43_200, 99_999, -200_000]
        let instants: [ClosedRange<Double>] = [
            1_700_000_000...1_800_000_000, -3_000_000_000...0, -2e11 ... -9e10, 9e10...2e11
        ]
        for _ in 0..<count {
            let range = instants[
                Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 1..<instants.count, using: &random) : 0]
            var instant = Double.random(in: range, using: &random)
            if Bool.random(using: &random) { instant = instant.rounded() }
            let offset = offsets.randomElement(using: &random) ?? 0
            let weather: MoodForecast? =
                Int.random(in: 0..<4, using: &random) == 0
                ? nil
                : MoodForecast(
                    createdAt: Date(timeIntervalSince1970: instant), latitude: 1, longitude: 2,
                    temperatureCelsius: Int.random(in: 0..<8, using: &random) == 0
                        ? nil : (Double.random(in: -30...40, using: &random) * 10).rounded() / 10,
                    summary: "sky", condition: Condition.allCases.randomElement(using: &random),
                    isDay: Bool.random(using: &random),
                    aqi: Int.random(in: 0..<5, using: &random) == 0 ? nil : Int.random(in: 0...400, using: &random),
                    aqiScale: [AQIScale.us, .european].randomElement(using: &random),
                    pressureTrend: Int.random(in: 0..<5, using: &random) == 0
                        ? nil : PressureTrend.allCases.randomElement(using: &random),
                    daylightSeconds: Int.random(in: 0..<5, using: &random) == 0
                        ? nil : Int.random(in: 0...20, using: &random) * 1_800)
            let indoor =
                Int.random(in: 0..<3, using: &random) == 0
                ? nil
                : IndoorReading(
                    temperatureCelsius: (Double.random(in: 14...27, using: &random) * 4).rounded() / 4, humidity: 40)
            try journal.add(
                level: MoodLevel.allCases.randomElement(using: &random) ?? .okay, comment: nil,
                at: Date(timeIntervalSince1970: instant),
                utcOffsetSeconds: offset, forecast: weather, indoor: indoor)
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func theFiguresFromSQLAreTheMoodsOwn(seed: UInt64) throws {
        let journal = try Self.journal()
        try Self.fill(journal, count: 600, seed: seed)
        let entries = try journal.entries()
        let figures = try journal.figures()
        #expect(figures == MoodFigures(MoodTally(entries)))
        #expect(figures == MoodFigures(try journal.tally()))
        for firstWeekday in [1, 7] {
            for unit in [TemperatureUnit.celsius, .fahrenheit] {
                let fromSQL = MoodStatistics(figures, firstWeekday: firstWeekday, temperatureUnit: unit)
                let fromMoods = MoodStatistics(entries, firstWeekday: firstWeekday, temperatureUnit: unit)
                #expect(fromSQL == fromMoods)
                // The correlations to the last bit, not only as printed.
                #expect(
                    fromSQL.levelTemperatureCorrelation?.bitPattern == fromMoods.levelTemperatureCorrelation?.bitPattern
                )
                #expect(fromSQL.levelDaylightCorrelation?.bitPattern == fromMoods.levelDaylightCorrelation?.bitPattern)
            }
        }
        let statistics = MoodStatistics(figures)
        #expect(statistics.total == 600 && statistics.withWeather > 300)
        #expect(
            statistics.byWeekday.count == 7 && statistics.byPartOfDay.count == 3
                && statistics.byIndoorTemperature.count == 5)
        #expect(statistics.temperatureCorrelation.value != nil && statistics.daylightCorrelation.value != nil)
    }

    /// Values no wxdash writes but a file may hold: an unknown condition, scale or trend, an indoor reading beyond
    /// any thermometer, an offset beyond ±18 h, a temperature stored as an integer.
    @Test func storedOddValuesCountAsTheMoodsReadThem() throws {
        let journal = try Self.journal()
        try Self.fill(journal, count: 50, seed: 7)
        try journal.database.execute(
            """
            UPDATE forecast SET condition = 'meteor-shower', aqi_scale = 'martian', pressure_trend = 'sideways', temperature = 12
            WHERE id % 3 = 0
            """)
        try journal.database.execute(
            "UPDATE mood SET indoor_temperature = 150, utc_offset_seconds = 900000 WHERE id % 4 = 0")
        let entries = try journal.entries()
        #expect(try journal.figures() == MoodFigures(MoodTally(entries)))
        #expect(MoodStatistics(try journal.figures()) == MoodStatistics(entries))
    }

    @Test func anEmptyJournalHasNoFigures() throws {
        let figures = try Self.journal().figures()
        #expect(figures == MoodFigures())
        #expect(MoodStatistics(figures) == MoodStatistics([MoodEntry]()))
    }

    /// SQLite's integer division truncates: the shift that makes every clamped local time positive must exceed them.
    @Test func theWeekShiftMakesEveryLocalTimePositive() {
        #expect(MoodJournal.weekShift > Int(LocalDateTime.instantLimit) + LocalDateTime.offsetLimit)
        #expect(MoodJournal.weekShift % (7 * 86_400) == 0)
    }
}
