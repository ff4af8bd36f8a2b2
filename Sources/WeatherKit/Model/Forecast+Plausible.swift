import Foundation

extension Forecast {
    /// Limits beyond which a value from a server is not weather but an error; such values become missing.
    static let plausibleCelsius = -100.0...70.0
    static let plausibleWindKilometresPerHour = 0.0...500.0
    static let maximumHourlyRows = 16 * 24
    static let maximumDailyRows = 16
    /// A reading's time is believed within a few hours of the moment it was fetched (observations lag, clocks
    /// drift); further off (a server's year 1970 or 9999, or days ahead), the fetch time stands in for it.
    /// The rows' times are believed from a little before that time to the longest forecast after it.
    public static let plausibleReadingSkew: TimeInterval = 6 * 3600
    static let plausiblePast: TimeInterval = 2 * 86_400
    static let plausibleUVIndex = 0.0...30.0
    /// Indices beyond 500 happen (wildfire smoke); beyond this they are errors.
    static let plausibleAQI = 0...2000
    static let plausibleConcentration = 0.0...10_000.0
    static let plausiblePollen = 0.0...100_000.0
    static let plausibleHectopascals = 850.0...1100.0
    static let plausibleNowcastMillimetres = 0.0...200.0
    static let maximumNowcastSteps = 240
    static let plausibleFuture: TimeInterval = 18 * 86_400

    /// The forecast with every absurd value shown as missing rather than trusted: temperatures of 1e308 or
    /// NaN, humidity of 250 %, wind of -3, directions of 720° (wrapped), runaway row counts, and times in 1970
    /// or 9999 (the current time replaced by the moment of fetching, rows and sun times outside its window dropped).
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
        let anchor = Forecast.referenceTime(reading: current.time, fetchedAt: fetchedAt)
        copy.current.time = anchor
        let window =
            anchor.addingTimeInterval(-Forecast.plausiblePast)...anchor.addingTimeInterval(Forecast.plausibleFuture)
        copy.today.sun = today.sun.believable(within: window)
        let anchorDay = location.localTime(at: anchor).date.daysSinceEpoch
        let days =
            (anchorDay - Int(Forecast.plausiblePast / 86_400))...(anchorDay + Int(Forecast.plausibleFuture / 86_400))
        copy.hourly = Array(hourly.lazy.filter { window.contains($0.time) }.prefix(Forecast.maximumHourlyRows))
        copy.daily = Array(
            daily.lazy.filter { days.contains($0.date.daysSinceEpoch) }.prefix(Forecast.maximumDailyRows))
        let uv = { (value: Double?) in Forecast.within(value, Forecast.plausibleUVIndex) }
        let instant = { (value: Date?) in value.flatMap { window.contains($0) ? $0 : nil } }
        copy.editRows { hour in
            hour.temperature = temperature(hour.temperature)
            hour.precipitationProbability = percent(hour.precipitationProbability)
            hour.uvIndex = uv(hour.uvIndex)
            hour.pressure = Forecast.within(hour.pressure, Forecast.plausibleHectopascals)
        } day: { day in
            day.high = temperature(day.high)
            day.low = temperature(day.low)
            day.precipitationProbability = percent(day.precipitationProbability)
            day.sun = day.sun.believable(within: window)
            day.uvIndexMax = uv(day.uvIndexMax)
            day.moonrise = instant(day.moonrise)
            day.moonset = instant(day.moonset)
        }
        copy.today.moonrise = instant(today.moonrise)
        copy.today.moonset = instant(today.moonset)
        copy.yesterday?.high = temperature(yesterday?.high)
        copy.yesterday?.low = temperature(yesterday?.low)
        copy.yesterday?.daylightSeconds = yesterday?.daylightSeconds.flatMap { (0...86_400).contains($0) ? $0 : nil }
        copy.uv = UVSummary(
            index: uv(self.uv.index), maxToday: uv(self.uv.maxToday), protectFrom: instant(self.uv.protectFrom),
            protectUntil: instant(self.uv.protectUntil))
        // A spell of protection needs a believable index of 3 or more behind it (a cached summary made from a UV of
        // 500 by an older wxdash has none); a spell that ends before it starts is none either.
        let strongest = [copy.uv.maxToday, copy.uv.index].compactMap { $0 }.max() ?? 0
        if strongest < UVLevel.protectFrom
            || (copy.uv.protectUntil ?? .distantFuture) <= (copy.uv.protectFrom ?? .distantPast)
        {
            (copy.uv.protectFrom, copy.uv.protectUntil) = (nil, nil)
        }
        if let pressure, Forecast.within(pressure.value, Forecast.plausibleHectopascals) == nil { copy.pressure = nil }
        if let nowcast {
            let limit = PrecipitationUnit.millimetres.convert(
                Forecast.plausibleNowcastMillimetres.upperBound, to: nowcast.unit)
            copy.nowcast?.steps = Array(
                nowcast.steps.lazy.filter { window.contains($0.time) }.prefix(Forecast.maximumNowcastSteps).map {
                    step in
                    NowcastStep(time: step.time, precipitation: Forecast.within(step.precipitation, 0...limit))
                })
            if copy.nowcast?.steps.isEmpty == true { copy.nowcast = nil }
        }
        copy.airQuality = airQuality.map { $0.plausible(within: window) }
        return copy
    }

    static func within(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        guard let value, value.isFinite, range.contains(value) else { return nil }
        return value
    }

    /// The moment "now" and "today" hang on: the reading's own time when it is within a few hours of `fetchedAt`,
    /// else `fetchedAt`. Mappers pick rows from it, so a reading from 9999 empties no list and one three days
    /// ahead does not move today.
    public static func referenceTime(reading: Date, fetchedAt: Date) -> Date {
        abs(reading.timeIntervalSince(fetchedAt)) <= plausibleReadingSkew ? reading : fetchedAt
    }
}

extension SunTimes {
    /// Sunrise and sunset only when they fall within `window`.
    func believable(within window: ClosedRange<Date>) -> SunTimes {
        var copy = self
        copy.sunrise = sunrise.flatMap { window.contains($0) ? $0 : nil }
        copy.sunset = sunset.flatMap { window.contains($0) ? $0 : nil }
        return copy
    }
}
