import Foundation

/// Builds daily rows from forecast steps (3-hour on the free plan) grouped by the location's own calendar day.
struct OpenWeatherMapDailyAggregator {
    /// One forecast step already in the model's units.
    struct Step: Equatable {
        var time: Date
        var temperature: Double?
        var condition: Condition?
        var precipitationProbability: Double?
    }

    /// A day the forecast covers for fewer hours than this (the 5-day forecast ends mid-day) is left out:
    /// its high, low and condition would describe a morning, not a day. Five 3-hour steps.
    static let minimumCoverageHours = 15.0

    let location: Location
    let today: LocalDate
    /// Seconds each step stands for.
    let stepSeconds: TimeInterval

    /// `daily[0]` is `today`, with `now` (the current observation) counted in it, even when no step falls on it.
    func days(from steps: [Step], now: Step) -> [LocalDate: [Step]] {
        var grouped: [LocalDate: [Step]] = [today: [now]]
        for step in steps {
            let date = location.localTime(at: step.time).date
            guard date >= today else { continue }
            grouped[date, default: []].append(step)
        }
        return grouped
    }

    func rows(from steps: [Step], now: Step, sun: (LocalDate) -> SunTimes) -> [DailyForecast] {
        let grouped = days(from: steps, now: now)
        var dates = grouped.keys.sorted()
        if let last = dates.last, last != today,
           Double(grouped[last]?.count ?? 0) * stepSeconds / 3600 < OpenWeatherMapDailyAggregator.minimumCoverageHours {
            dates.removeLast()
        }
        return dates.map { date in
            let daySteps = grouped[date] ?? []
            let temperatures = daySteps.compactMap(\.temperature)
            return DailyForecast(
                date: date,
                high: temperatures.max(),
                low: temperatures.min(),
                condition: daySteps.compactMap(\.condition).max { $0.severity < $1.severity },
                precipitationProbability: daySteps.compactMap(\.precipitationProbability).max(),
                sun: sun(date))
        }
    }
}
