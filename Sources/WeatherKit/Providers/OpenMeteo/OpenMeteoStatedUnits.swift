import ScreenText


/// The units an Open-Meteo answer says its numbers are in (`current_units`, `hourly_units`, `daily_units`),
/// which a mirror or proxy that drops the unit parameters can make differ from the ones asked for.
struct OpenMeteoStatedUnits {
    /// The units asked for, where the answer says nothing.
    let requested: Units
    let response: OpenMeteoResponse

    /// The units the numbers are in; a unit wxdash cannot read is refused rather than shown under another's name.
    func units(host: String) throws(WeatherError) -> Units {
        var units = requested
        if let stated = stated(["temperature_2m", "apparent_temperature", "temperature_2m_max", "temperature_2m_min"]) {
            switch stated {
            case "°C", "C": units.temperature = .celsius
            case "°F", "F": units.temperature = .fahrenheit
            default: throw unreadable("temperatures", stated, host: host)
            }
        }
        if let stated = stated(["wind_speed_10m", "windspeed_10m", "windspeed"]) {
            switch stated {
            case "km/h": units.windSpeed = .kilometresPerHour
            case "mp/h", "mph": units.windSpeed = .milesPerHour
            case "m/s": units.windSpeed = .metresPerSecond
            case "kn", "knots": units.windSpeed = .knots
            default: throw unreadable("wind speeds", stated, host: host)
            }
        }
        if let stated = stated(["precipitation", "rain", "precipitation_sum"]) {
            switch stated {
            case "mm": units.precipitation = .millimetres
            case "inch", "in": units.precipitation = .inches
            default: throw unreadable("precipitation", stated, host: host)
            }
        }
        // Pressure comes in hPa whatever was asked; it is shown the way the stated temperatures' readers expect.
        units.pressure = Units.usualPressure(with: units.temperature)
        return units
    }

    /// The first of `names` any units block names. Open-Meteo says "undefined" for a variable its model lacks
    /// (every value null, as outside a regional model's domain): that states nothing.
    private func stated(_ names: [String]) -> String? {
        for block in [response.currentUnits, response.hourlyUnits, response.dailyUnits, response.minutely15Units] {
            for name in names {
                if case .text(let unit)? = block?[name], unit != "undefined" { return unit }
            }
        }
        return nil
    }

    private func unreadable(_ what: String, _ unit: String, host: String) -> WeatherError {
        .invalidResponse(host: host, reason: "its \(what) are in '\(TerminalText.echoed(unit, limit: 20))', a unit wxdash does not read")
    }
}
