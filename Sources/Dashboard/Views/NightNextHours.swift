import Foundation
import ScreenText
import WeatherKit

/// The night page's one row of the hours ahead: each hour's time, temperature and chance of rain
/// (`00:00 -3° ☂10%   01:00 -4° ☂20%`), as many hours as the row holds, up to `maximumHours`.
struct NightNextHours {
    let forecast: Forecast
    let now: Date
    let time: TimeStyle
    let asciiOnly: Bool

    static let maximumHours = 12
    static let separator = "   "

    /// The hours after `now`'s that fit in `width` columns; empty when not even one does or the forecast has none.
    func text(width: Int) -> String {
        let start = forecast.location.startOfHour(containing: now)
        let hours = forecast.hourly.filter { $0.time > start }.prefix(Self.maximumHours)
        var text = ""
        for hour in hours {
            let entry = self.entry(hour)
            let next = text.isEmpty ? entry : text + Self.separator + entry
            guard DisplayWidth.of(next) <= width else { break }
            text = next
        }
        return text
    }

    /// `01:00 -4° ☂20%`; the rain's amount when there is no chance given, nothing about rain when neither is.
    func entry(_ hour: HourlyForecast) -> String {
        var parts = [time.hour(forecast.location.localTime(at: hour.time)), ReadingFormat.degrees(hour.temperature)]
        let umbrella = asciiOnly ? "" : "☂"
        if let chance = hour.precipitationProbability, chance.isFinite {
            parts.append(umbrella + ReadingFormat.percent(chance))
        } else if let amount = hour.precipitation, amount.isFinite {
            parts.append(umbrella + ReadingFormat.precipitation(amount, unit: forecast.units.precipitation))
        }
        return parts.joined(separator: " ")
    }
}
