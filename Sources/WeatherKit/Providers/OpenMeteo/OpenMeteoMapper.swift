import Foundation
import ScreenText

/// Turns an Open-Meteo body into the one model.
struct OpenMeteoMapper {
    /// Hourly rows kept from the current hour on; the dashboard shows 24 of them.
    static let hourlyWindow = 48

    let response: OpenMeteoResponse
    let request: ForecastRequest
    let units: Units
    let fetchedAt: Date
    let host: String

    private var offset: Int { response.utcOffsetSeconds ?? 0 }

    func forecast() throws(WeatherError) -> Forecast {
        _ = try UTCOffset.checked(offset, from: host)
        if let zone = response.timezone, !TimeZoneIdentifier.isWellFormed(zone) {
            throw .invalidResponse(
                host: host,
                reason: "its time zone '\(TerminalText.echoed(zone))' is not an IANA name like Europe/Berlin")
        }
        let location = Location(
            name: request.place.name,
            region: request.place.region,
            country: request.place.country,
            latitude: response.latitude,
            longitude: response.longitude,
            timeZoneIdentifier: response.timezone ?? request.place.timeZoneIdentifier,
            utcOffsetSeconds: offset)
        let current = try currentConditions()
        let reference = Forecast.referenceTime(reading: current.time, fetchedAt: fetchedAt)
        let today = location.localTime(at: reference).date
        // With past_days=1 every array starts a day early: today and the hours are picked by time, never by index.
        let allDays = dailyRows()
        let daily = allDays.filter { $0.date >= today }.prefix(request.days)
        let todayRow = daily.first { $0.date == today }
        var forecast = Forecast(
            location: location,
            units: units,
            current: current,
            today: todayRow.map(TodaySummary.init) ?? TodaySummary(),
            hourly: hourlyRows(from: reference, location: location),
            daily: Array(daily),
            provider: .openMeteo,
            fetchedAt: fetchedAt)
        if let previous = allDays.last(where: { $0.date == today.adding(days: -1) }) {
            forecast.yesterday = YesterdaySummary(
                high: previous.high, low: previous.low, daylightSeconds: Daylight.seconds(of: previous.sun))
        }
        let uvHours = column(["uv_index"])
        let currentUV =
            currentValue("uv_index")
            ?? uvHours.last { $0.time <= reference && $0.time > reference.addingTimeInterval(-3600) }?.value
        forecast.uv = UVSummary(
            index: currentUV, maxToday: todayRow?.uvIndexMax,
            hours: uvHours.filter { location.localTime(at: $0.time).date == today }.map {
                (time: $0.time, index: $0.value)
            })
        forecast.pressure = PressureReading(
            current: currentValue("pressure_msl"), now: reference, hours: column(["pressure_msl"]))
        forecast.nowcast = nowcast(from: reference)
        return forecast
    }

    // MARK: Nowcast

    /// The 15-minute steps from the one under way at `now`: eight of them, two hours.
    private func nowcast(from now: Date) -> Nowcast? {
        guard let block = response.minutely15, let times = block["time"] else { return nil }
        let amounts = OpenMeteoMapper.lookup(["precipitation"], in: block)
        let instants = times.map(instant)
        let interval =
            zip(instants, instants.dropFirst()).lazy.compactMap { pair -> Int? in
                guard let first = pair.0, let second = pair.1 else { return nil }
                let minutes = (second.timeIntervalSince(first) / 60).wholeNumber
                return (1...60).contains(minutes) ? minutes : nil
            }.first ?? 15
        var steps: [NowcastStep] = []
        for (index, time) in instants.enumerated() {
            guard let time, time.addingTimeInterval(TimeInterval(interval * 60)) > now else { continue }
            steps.append(NowcastStep(time: time, precipitation: amounts?[safe: index]?.number))
            if steps.count == OpenMeteoProvider.nowcastSteps { break }
        }
        guard !steps.isEmpty, amounts != nil else { return nil }
        return Nowcast(
            intervalMinutes: interval, steps: steps,
            interpolated: NowcastDomain.isInterpolated(latitude: response.latitude, longitude: response.longitude),
            unit: units.precipitation)
    }

    private func currentValue(_ name: String) -> Double? {
        (response.current ?? response.currentWeather).flatMap { OpenMeteoMapper.lookup([name], in: $0)?.number }
    }

    /// Every hourly time with its value in one column, past hours included.
    private func column(_ names: [String]) -> [(time: Date, value: Double?)] {
        guard let block = response.hourly, let times = block["time"],
            let values = OpenMeteoMapper.lookup(names, in: block)
        else { return [] }
        return times.enumerated().compactMap { index, timeValue in
            instant(timeValue).map { ($0, values[safe: index]?.number) }
        }
    }

    // MARK: Current

    private func currentConditions() throws(WeatherError) -> CurrentConditions {
        guard let block = response.current ?? response.currentWeather else {
            throw .invalidResponse(host: host, reason: "the required block \"current\" is missing")
        }
        guard let timeValue = block["time"], let time = instant(timeValue) else {
            throw .invalidResponse(host: host, reason: "the current conditions have no valid time")
        }
        func value(_ names: String...) -> Double? {
            OpenMeteoMapper.lookup(names, in: block)?.number
        }
        let code = value("weather_code", "weathercode").map { WMOWeatherCode($0.wholeNumber) }
        return CurrentConditions(
            time: time,
            temperature: value("temperature_2m", "temperature"),
            feelsLike: value("apparent_temperature"),
            humidity: value("relative_humidity_2m", "relativehumidity_2m"),
            windSpeed: value("wind_speed_10m", "windspeed_10m", "windspeed"),
            windDirection: value("wind_direction_10m", "winddirection_10m", "winddirection"),
            condition: code?.condition,
            description: code?.phrase,
            isDay: value("is_day").map { $0 != 0 })
    }

    // MARK: Hourly

    private func hourlyRows(from now: Date, location: Location) -> [HourlyForecast] {
        guard let block = response.hourly, let times = block["time"] else { return [] }
        let hourStart = location.startOfHour(containing: now)
        let temperatures = OpenMeteoMapper.lookup(["temperature_2m", "temperature"], in: block)
        let codes = OpenMeteoMapper.lookup(["weather_code", "weathercode"], in: block)
        let chances = OpenMeteoMapper.lookup(["precipitation_probability"], in: block)
        let days = OpenMeteoMapper.lookup(["is_day"], in: block)
        let uv = OpenMeteoMapper.lookup(["uv_index"], in: block)
        let pressures = OpenMeteoMapper.lookup(["pressure_msl"], in: block)
        let amounts = OpenMeteoMapper.lookup(["precipitation"], in: block)
        let snowfalls = OpenMeteoMapper.lookup(["snowfall"], in: block)
        let speeds = OpenMeteoMapper.lookup(["wind_speed_10m", "windspeed_10m"], in: block)
        let gusts = OpenMeteoMapper.lookup(["wind_gusts_10m", "windgusts_10m"], in: block)
        let directions = OpenMeteoMapper.lookup(["wind_direction_10m", "winddirection_10m"], in: block)
        var rows: [HourlyForecast] = []
        for (index, timeValue) in times.enumerated() {
            guard let time = instant(timeValue), time >= hourStart else { continue }
            var row = HourlyForecast(
                time: time,
                temperature: temperatures?[safe: index]?.number,
                condition: codes?[safe: index]?.number.flatMap { WMOWeatherCode($0.wholeNumber).condition },
                isDay: days?[safe: index]?.number.map { $0 != 0 },
                precipitationProbability: chances?[safe: index]?.number)
            row.uvIndex = uv?[safe: index]?.number
            row.pressure = pressures?[safe: index]?.number
            row.precipitation = amounts?[safe: index]?.number
            row.snow = snowfalls?[safe: index]?.number.map { snowWater(depth: $0, total: row.precipitation) }
            row.windSpeed = speeds?[safe: index]?.number
            row.windGusts = gusts?[safe: index]?.number
            row.windDirection = directions?[safe: index]?.number
            rows.append(row)
            if rows.count == OpenMeteoMapper.hourlyWindow { break }
        }
        return rows
    }

    /// Open-Meteo gives snowfall as a depth (cm, or inches with `precipitation_unit=inch`); 7 cm of snow are 10 mm
    /// of water. The water is never more than the hour's whole precipitation.
    private func snowWater(depth: Double, total: Double?) -> Double {
        let water = units.precipitation == .inches ? depth / 7 : depth * 10 / 7
        return total.map { min($0, water) } ?? water
    }

    // MARK: Daily

    private func dailyRows() -> [DailyForecast] {
        guard let block = response.daily, let times = block["time"] else { return [] }
        let highs = OpenMeteoMapper.lookup(["temperature_2m_max"], in: block)
        let lows = OpenMeteoMapper.lookup(["temperature_2m_min"], in: block)
        let codes = OpenMeteoMapper.lookup(["weather_code", "weathercode"], in: block)
        let chances = OpenMeteoMapper.lookup(["precipitation_probability_max"], in: block)
        let sunrises = OpenMeteoMapper.lookup(["sunrise"], in: block)
        let sunsets = OpenMeteoMapper.lookup(["sunset"], in: block)
        let uv = OpenMeteoMapper.lookup(["uv_index_max"], in: block)
        let moonrises = OpenMeteoMapper.lookup(["moonrise"], in: block)
        let moonsets = OpenMeteoMapper.lookup(["moonset"], in: block)
        return times.enumerated().compactMap { index, timeValue in
            guard let date = localDate(timeValue) else { return nil }
            var row = DailyForecast(
                date: date,
                high: highs?[safe: index]?.number,
                low: lows?[safe: index]?.number,
                condition: codes?[safe: index]?.number.flatMap { WMOWeatherCode($0.wholeNumber).condition },
                precipitationProbability: chances?[safe: index]?.number,
                sun: sunTimes(sunrise: sunrises?[safe: index], sunset: sunsets?[safe: index]))
            row.uvIndexMax = uv?[safe: index]?.number
            row.moonrise = moonrises?[safe: index].flatMap(instant)
            row.moonset = moonsets?[safe: index].flatMap(instant)
            return row
        }
    }

    /// Open-Meteo marks polar night as sunrise = sunset (local midnight) and polar day as a full 24 h of daylight.
    private func sunTimes(sunrise: OpenMeteoValue?, sunset: OpenMeteoValue?) -> SunTimes {
        let rise = sunrise.flatMap(instant)
        let set = sunset.flatMap(instant)
        if let rise, let set {
            if set <= rise { return SunTimes(polar: .polarNight) }
            if set.timeIntervalSince(rise) >= 86_400 - 60 { return SunTimes(polar: .midnightSun) }
        }
        return SunTimes(sunrise: rise, sunset: set)
    }

    // MARK: Values

    /// Open-Meteo writes every time in one fixed offset, the one in force when it answered; adding it back gives the true instant.
    private func instant(_ value: OpenMeteoValue) -> Date? {
        switch value {
        case .text(let text): LocalDateTime.instant(parsing: text, utcOffsetSeconds: offset)
        case .number(let seconds) where seconds.isFinite && abs(seconds) < 1e11: Date(timeIntervalSince1970: seconds)
        default: nil
        }
    }

    /// Daily `time` is a date string, or with `unixtime` the local midnight as an epoch.
    private func localDate(_ value: OpenMeteoValue) -> LocalDate? {
        switch value {
        case .text(let text): LocalDate(iso: text)
        case .number: instant(value).map { LocalDateTime(instant: $0, utcOffsetSeconds: offset).date }
        case .null: nil
        }
    }

    /// The column for the first name present; failing that, a model-suffixed one (`weather_code_best_match`).
    static func lookup<Value>(_ names: [String], in block: [String: Value]) -> Value? {
        for name in names {
            if let value = block[name] { return value }
        }
        let keys = block.keys.sorted()
        for name in names {
            if let key = keys.first(where: { $0.hasPrefix(name + "_") }) { return block[key] }
        }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
