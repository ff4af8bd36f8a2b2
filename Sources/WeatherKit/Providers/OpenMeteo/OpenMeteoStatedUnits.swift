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
        units.temperature = try unit(
            of: ["temperature_2m", "apparent_temperature", "temperature_2m_max", "temperature_2m_min"],
            named: "temperatures",
            ["°C": .celsius, "C": .celsius, "°F": .fahrenheit, "F": .fahrenheit], else: units.temperature, host: host)
        units.windSpeed = try unit(
            of: ["wind_speed_10m", "windspeed_10m", "windspeed"], named: "wind speeds",
            [
                "km/h": .kilometresPerHour, "mp/h": .milesPerHour, "mph": .milesPerHour, "m/s": .metresPerSecond,
                "kn": .knots, "knots": .knots
            ],
            else: units.windSpeed, host: host)
        units.precipitation = try unit(
            of: ["precipitation", "rain", "precipitation_sum"], named: "precipitation",
            ["mm": .millimetres, "inch": .inches, "in": .inches], else: units.precipitation, host: host)
        // Pressure comes in hPa whatever was asked; it is shown the way the stated temperatures' readers expect.
        units.pressure = Units.usualPressure(with: units.temperature)
        return units
    }

    /// The unit the answer states for `names`, read through `table`; `requested` when it states none.
    private func unit<Unit>(
        of names: [String], named what: String, _ table: [String: Unit], else requested: Unit, host: String
    ) throws(WeatherError) -> Unit {
        guard let stated = stated(names) else { return requested }
        guard let unit = table[stated] else { throw unreadable(what, stated, host: host) }
        return unit
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
        .invalidResponse(
            host: host,
            reason: "its \(what) are in '\(TerminalText.echoed(unit, limit: 20))', a unit wxdash does not read")
    }
}
