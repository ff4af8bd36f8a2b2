import Foundation

/// Builds daily rows from forecast steps (3-hour on the free plan) grouped by the location's own calendar day.
struct OpenWeatherMapDailyAggregator {
    /// One forecast step already in the model's units.
    struct Step {
        var time: Date
        var temperature: Double?
        var condition: Condition?
        var precipitationProbability: Double?
    }

    /// A last day the forecast covers for fewer hours than this (the 5-day forecast ends mid-day) is left out:
    /// its high, low and condition would describe a night and a morning, not a day. Five 3-hour steps.
    static let minimumCoverageHours = 15.0

    let location: Location
    let today: LocalDate
    /// Seconds each step stands for.
    let stepSeconds: TimeInterval

    /// Rows from `today` on; today's counts `now`, the current observation, and exists even when no step falls on it.
    func rows(from steps: [Step], now: Step, sun: (LocalDate) -> SunTimes) -> [DailyForecast] {
        var grouped: [LocalDate: [Step]] = [today: [now]]
        for step in steps {
            let date = location.localTime(at: step.time).date
            if date >= today {
                grouped[date, default: []].append(step)
            }
        }
        var dates = grouped.keys.sorted()
        if let last = dates.last, last != today, coverageHours(of: grouped[last] ?? []) < Self.minimumCoverageHours {
            dates.removeLast()
        }
        return dates.map { date in row(date: date, steps: grouped[date] ?? [], sun: sun(date)) }
    }

    private func coverageHours(of steps: [Step]) -> Double {
        Double(steps.count) * stepSeconds / 3600
    }

    private func row(date: LocalDate, steps: [Step], sun: SunTimes) -> DailyForecast {
        let temperatures = steps.compactMap(\.temperature)
        return DailyForecast(
            date: date,
            high: temperatures.max(),
            low: temperatures.min(),
            condition: steps.compactMap(\.condition).max { $0.severity < $1.severity },
            precipitationProbability: steps.compactMap(\.precipitationProbability).max(),
            sun: sun)
    }
}
