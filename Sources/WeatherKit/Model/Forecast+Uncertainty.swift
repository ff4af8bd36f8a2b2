import Foundation
import Translation

extension Forecast {
    /// How far apart the ensemble's 10th and 90th percentile must be, in °C, to call a temperature uncertain.
    public static let uncertainSpreadCelsius = 4.0

    /// "Tomorrow 12°–19°, uncertain": the ensemble's 10th–90th percentile at tomorrow's warmest hour (in the
    /// location's calendar, as of `now`) when they are at least `uncertainSpreadCelsius` apart; nil when they are
    /// closer or unknown. One statement, read by every output that says it.
    public func temperatureUncertainty(now: Date, language: Language = .english) -> String? {
        let tomorrow = location.localTime(at: now).date.adding(days: 1)
        let hours = hourly.filter {
            $0.temperatureP10 != nil && $0.temperatureP90 != nil && location.localTime(at: $0.time).date == tomorrow
        }
        guard let warmest = hours.max(by: { ($0.temperature ?? -.infinity) < ($1.temperature ?? -.infinity) }),
            let low = warmest.temperatureP10, let high = warmest.temperatureP90
        else { return nil }
        let spread = units.temperature.convert(high, to: .celsius) - units.temperature.convert(low, to: .celsius)
        guard spread >= Self.uncertainSpreadCelsius else { return nil }
        return language.text(
            .tomorrowUncertain, ["low": ReadingFormat.degrees(low), "high": ReadingFormat.degrees(high)])
    }
}
