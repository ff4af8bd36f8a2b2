import Foundation

/// Turns a Locationforecast 2.0 answer into the one model. MET answers in UTC and names no place or zone, so the
/// place asked for gives both: hours and days are laid out on the place's own clock.
struct MetNorwayMapper {
    /// A last day the forecast covers for fewer hours than this (it ends at 06:00 or 12:00 UTC) is left out:
    /// its high and low would describe a night and a morning, not a day.
    static let minimumCoverageHours = 15.0

    /// MET's own units, which the forecast is laid out in before it is converted to the ones asked for.
    static let wireUnits = Units(
        temperature: .celsius, windSpeed: .metresPerSecond, precipitation: .millimetres, pressure: .hectopascals)

    /// One step whose time could be read.
    struct Step {
        var time: Date
        var data: MetNorwayResponse.StepData

        var details: MetNorwayResponse.InstantDetails? { data.instant?.details }

        /// The period that describes this step best: the next hour while MET gives it, else the next six or twelve.
        var period: MetNorwayResponse.Period? { data.nextHour ?? data.nextSixHours ?? data.nextTwelveHours }

        var symbol: MetNorwaySymbol? {
            let code = [data.nextHour, data.nextSixHours, data.nextTwelveHours].lazy.compactMap {
                $0?.summary?.symbolCode
            }.first
            return code.map(MetNorwaySymbol.init)
        }

        var precipitationProbability: Double? {
            [data.nextHour, data.nextSixHours].lazy.compactMap { $0?.details?.probabilityOfPrecipitation }.first
        }
    }

    let response: MetNorwayResponse
    let request: ForecastRequest
    let fetchedAt: Date
    let host: String

    func forecast() throws(WeatherError) -> Forecast {
        let steps = Self.steps(response.properties.timeseries)
        guard let first = steps.first else {
            throw .invalidResponse(host: host, reason: "its timeseries has no step with a readable time")
        }
        let place = request.place
        let calculator = SolarCalculator(latitude: place.latitude, longitude: place.longitude)
        let current = steps.last { $0.time <= fetchedAt } ?? first
        let reference = Forecast.referenceTime(reading: current.time, fetchedAt: fetchedAt)
        let location = location(at: reference)
        let today = location.localTime(at: reference).date
        let daily = dailyRows(steps, location: location, today: today, calculator: calculator)
        let todaySun =
            daily.first?.sun ?? calculator.sunTimes(on: today, utcOffsetSeconds: location.utcOffset(at: reference))
        let lastDay = today.adding(days: request.days)
        let end = LocalDateTime.instant(
            date: lastDay, hour: 0, minute: 0, utcOffsetSeconds: location.utcOffset(at: reference))
        let forecast = Forecast(
            location: location,
            units: Self.wireUnits,
            current: currentConditions(current, at: reference, calculator: calculator),
            today: TodaySummary(high: daily.first?.high, low: daily.first?.low, sun: todaySun),
            hourly: hourlyRows(
                steps, from: location.startOfHour(containing: reference), until: end, calculator: calculator),
            daily: daily,
            provider: .metNorway,
            fetchedAt: fetchedAt)
        return forecast.converted(to: Units(system: request.units))
    }

    /// Steps in time order; one whose time cannot be read is left out, and so is a repeated time.
    static func steps(_ timeseries: [MetNorwayResponse.Step]) -> [Step] {
        var seen = Set<Date>()
        return timeseries.compactMap { step -> Step? in
            guard let time = instant(step.time), let data = step.data, seen.insert(time).inserted else { return nil }
            return Step(time: time, data: data)
        }.sorted { $0.time < $1.time }
    }

    /// `2026-02-06T21:00:00Z` (or `+00:00`): MET's times are always UTC.
    static func instant(_ text: String) -> Date? {
        var clock = Substring(text.trimmingCharacters(in: .whitespaces))
        if clock.hasSuffix("Z") {
            clock = clock.dropLast()
        } else if clock.hasSuffix("+00:00") {
            clock = clock.dropLast(6)
        } else {
            return nil
        }
        return LocalDateTime.instant(parsing: clock, utcOffsetSeconds: 0)
    }

    /// The place as it was asked for: MET names no place and no zone. Without a zone, the longitude's nautical one.
    private func location(at instant: Date) -> Location {
        let place = request.place
        let offset: Int
        if let identifier = place.timeZoneIdentifier, let zone = TimeZoneCache.zone(identifier) {
            offset = zone.secondsFromGMT(for: instant)
        } else {
            offset = min(max((place.longitude / 15).wholeNumber, -12), 14) * 3600
        }
        let name =
            place.name.isEmpty
            ? Place.coordinates(latitude: place.latitude, longitude: place.longitude).name : place.name
        return Location(
            name: name, region: place.region, country: place.country ?? place.countryCode,
            latitude: place.latitude, longitude: place.longitude,
            timeZoneIdentifier: place.timeZoneIdentifier, utcOffsetSeconds: offset)
    }

    private func currentConditions(_ step: Step, at instant: Date, calculator: SolarCalculator) -> CurrentConditions {
        let details = step.details
        let symbol = step.symbol
        return CurrentConditions(
            time: step.time,
            temperature: details?.airTemperature,
            feelsLike: details?.apparentAirTemperature,
            humidity: details?.relativeHumidity.map { min(max($0, 0), 100) },
            windSpeed: details?.windSpeed,
            windDirection: details?.windFromDirection,
            condition: symbol?.condition,
            description: symbol?.phrase,
            isDay: calculator.isDay(at: instant))
    }

    /// One row per hour while MET gives hours (steps with `next_1_hours`), then one per six hours.
    private func hourlyRows(_ steps: [Step], from start: Date, until end: Date, calculator: SolarCalculator)
        -> [HourlyForecast]
    {
        let lastHourly = steps.last { $0.data.nextHour != nil }?.time
        return steps.filter { step in
            guard step.time >= start, step.time < end else { return false }
            if step.data.nextHour != nil { return true }
            // Past the hourly part, the six-hour steps; a step with neither (the last one, holes) is not a row.
            return step.data.nextSixHours != nil && lastHourly.map { step.time > $0 } ?? true
        }.map { step in
            var row = HourlyForecast(
                time: step.time, temperature: step.details?.airTemperature, condition: step.symbol?.condition,
                isDay: calculator.isDay(at: step.time), precipitationProbability: step.precipitationProbability)
            row.uvIndex = step.details?.ultravioletIndexClearSky
            row.pressure = step.details?.airPressureAtSeaLevel
            return row
        }
    }

    /// Days on the place's clock from `today`, each from the steps that fall in it; the last day only when covered.
    private func dailyRows(_ steps: [Step], location: Location, today: LocalDate, calculator: SolarCalculator)
        -> [DailyForecast]
    {
        var grouped: [LocalDate: [(step: Step, hours: Double)]] = [:]
        for (index, step) in steps.enumerated() {
            let date = location.localTime(at: step.time).date
            guard date >= today else { continue }
            let next = index + 1 < steps.count ? steps[index + 1].time : step.time.addingTimeInterval(3600)
            let hours = min(max(next.timeIntervalSince(step.time) / 3600, 0), 6)
            grouped[date, default: []].append((step, hours))
        }
        var dates = grouped.keys.sorted()
        if let last = dates.last, last != today,
            (grouped[last] ?? []).reduce(0, { $0 + $1.hours }) < Self.minimumCoverageHours
        {
            dates.removeLast()
        }
        return dates.prefix(request.days).map { date in
            let members = (grouped[date] ?? []).map(\.step)
            var temperatures = members.compactMap { $0.details?.airTemperature }
            // A six-hour period's own extremes count when the whole period lies within the day.
            for step in members where step.data.nextHour == nil {
                let periodEnd = step.time.addingTimeInterval(6 * 3600 - 1)
                guard location.localTime(at: periodEnd).date == date, let details = step.data.nextSixHours?.details
                else { continue }
                temperatures += [details.airTemperatureMax, details.airTemperatureMin].compactMap { $0 }
            }
            let noon = LocalDateTime.instant(
                date: date, hour: 12, minute: 0, utcOffsetSeconds: location.utcOffsetSeconds)
            return DailyForecast(
                date: date,
                high: temperatures.max(),
                low: temperatures.min(),
                condition: members.compactMap { $0.symbol?.condition }.max { $0.severity < $1.severity },
                precipitationProbability: members.compactMap(\.precipitationProbability).max(),
                sun: calculator.sunTimes(on: date, utcOffsetSeconds: location.utcOffset(at: noon)))
        }
    }
}
