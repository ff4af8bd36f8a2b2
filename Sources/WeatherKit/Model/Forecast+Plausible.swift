import Foundation

extension Forecast {
    /// Limits beyond which a value from a server is not weather but an error; such values become missing.
    static let plausibleCelsius = -100.0...70.0
    static let plausibleWindKilometresPerHour = 0.0...500.0
    static let maximumHourlyRows = 16 * 24
    static let maximumDailyRows = 16

    /// The forecast with every absurd value shown as missing rather than trusted: temperatures of 1e308 or
    /// NaN, humidity of 250 %, wind of -3, directions of 720° (wrapped), and runaway row counts.
    public func plausible() -> Forecast {
        var copy = self
        let temperature = { (value: Double?) -> Double? in
            guard let value, value.isFinite else { return nil }
            let celsius = units.temperature.convert(value, to: .celsius)
            return Forecast.plausibleCelsius.contains(celsius) ? value : nil
        }
        let percent = { (value: Double?) -> Double? in
            guard let value, value.isFinite, (0...100).contains(value) else { return nil }
            return value
        }
        let wind = { (value: Double?) -> Double? in
            guard let value, value.isFinite else { return nil }
            let kmh = units.windSpeed.convert(value, to: .kilometresPerHour)
            return Forecast.plausibleWindKilometresPerHour.contains(kmh) ? value : nil
        }
        copy.current.temperature = temperature(current.temperature)
        copy.current.feelsLike = temperature(current.feelsLike)
        copy.current.humidity = percent(current.humidity)
        copy.current.windSpeed = wind(current.windSpeed)
        copy.current.windDirection = current.windDirection.flatMap { direction in
            guard direction.isFinite else { return nil }
            let wrapped = direction.truncatingRemainder(dividingBy: 360)
            return wrapped < 0 ? wrapped + 360 : wrapped
        }
        copy.today.high = temperature(today.high)
        copy.today.low = temperature(today.low)
        copy.hourly = Array(hourly.prefix(Forecast.maximumHourlyRows))
        copy.daily = Array(daily.prefix(Forecast.maximumDailyRows))
        copy.editRows { hour in
            hour.temperature = temperature(hour.temperature)
            hour.precipitationProbability = percent(hour.precipitationProbability)
        } day: { day in
            day.high = temperature(day.high)
            day.low = temperature(day.low)
            day.precipitationProbability = percent(day.precipitationProbability)
        }
        return copy
    }
}
