import Foundation
import ScreenText

/// Turns a One Call 3.0 body into the one model.
struct OpenWeatherMapOneCallMapper {
    static let hourlyWindow = 48

    let response: OpenWeatherMapOneCallResponse
    let request: ForecastRequest
    let wireUnits: OpenWeatherMapUnits
    let fetchedAt: Date
    let host: String

    init(
        response: OpenWeatherMapOneCallResponse, request: ForecastRequest, wireUnits: OpenWeatherMapUnits? = nil,
        fetchedAt: Date, host: String
    ) {
        self.response = response
        self.request = request
        self.wireUnits = wireUnits ?? OpenWeatherMapUnits(system: request.units)
        self.fetchedAt = fetchedAt
        self.host = host
    }

    private var units: Units { Units(system: request.units) }

    func map() throws(WeatherError) -> Forecast {
        guard let current = response.current else {
            throw .invalidResponse(host: host, reason: "the required block \"current\" is missing")
        }
        if let name = response.timezone, !TimeZoneIdentifier.isWellFormed(name) {
            throw .invalidResponse(
                host: host,
                reason: "its time zone '\(TerminalText.echoed(name))' is not an IANA name like Europe/Berlin")
        }
        if let offset = response.timezoneOffset { _ = try UTCOffset.checked(offset, from: host) }
        let now = OpenWeatherMapMapping.instant(current.dt)
        let zone = response.timezone.flatMap(TimeZoneCache.zone)
        let offset =
            response.timezoneOffset ?? zone?.secondsFromGMT(for: now)
            ?? OpenWeatherMapMapping.fallbackOffset(request: request, longitude: response.lon, at: now)
        let location = OpenWeatherMapMapping.location(
            request: request, providerName: nil, providerCountry: nil,
            latitude: response.lat, longitude: response.lon,
            timeZoneIdentifier: response.timezone ?? request.place.timeZoneIdentifier,
            utcOffsetSeconds: offset)
        let reference = Forecast.referenceTime(reading: now, fetchedAt: fetchedAt)
        let today = location.localTime(at: reference).date
        let sun = OpenWeatherMapSun(latitude: response.lat, longitude: response.lon)
        let daily = dailyRows(location: location, sun: sun).filter { $0.date >= today }.prefix(request.days)
        let todayRow = daily.first { $0.date == today }
        let todaySun =
            todayRow?.sun
            ?? sun.sunTimes(sunrise: current.sunrise, sunset: current.sunset, on: today, utcOffsetSeconds: offset)
        let primary = current.weather?.first
        let conditions = CurrentConditions(
            time: now,
            temperature: wireUnits.temperature(current.temp, to: units),
            feelsLike: wireUnits.temperature(current.feelsLike, to: units),
            humidity: current.humidity.map { min(max($0, 0), 100) },
            windSpeed: wireUnits.windSpeed(current.windSpeed, to: units),
            windDirection: current.windDeg,
            condition: primary?.condition.condition,
            description: OpenWeatherMapMapping.description(primary),
            isDay: OpenWeatherMapMapping.isDay(
                at: now, sun: todaySun, icon: primary?.condition ?? OpenWeatherMapCondition(id: nil, icon: nil)))
        var forecast = Forecast(
            location: location,
            units: units,
            current: conditions,
            today: TodaySummary(
                high: todayRow?.high, low: todayRow?.low, sun: todaySun, moonrise: todayRow?.moonrise,
                moonset: todayRow?.moonset),
            hourly: hourlyRows(from: location.startOfHour(containing: reference), sun: sun),
            daily: Array(daily),
            provider: .openWeatherMap,
            fetchedAt: fetchedAt)
        let uvHours = (response.hourly ?? []).map { (time: OpenWeatherMapMapping.instant($0.dt), index: $0.uvi) }
        forecast.uv = UVSummary(
            index: current.uvi, maxToday: todayRow?.uvIndexMax,
            hours: uvHours.filter { location.localTime(at: $0.time).date == today })
        forecast.pressure = PressureReading(
            current: current.pressure, now: reference,
            hours: (response.hourly ?? []).map { (time: OpenWeatherMapMapping.instant($0.dt), value: $0.pressure) })
        forecast.nowcast = nowcast(from: reference)
        return forecast
    }

    /// `minutely`: 60 one-minute rates (mm/h), kept as the amount that falls in each minute.
    private func nowcast(from now: Date) -> Nowcast? {
        let steps = (response.minutely ?? []).sorted { $0.dt < $1.dt }
            .filter { OpenWeatherMapMapping.instant($0.dt).addingTimeInterval(60) > now }
            .prefix(60)
            .map { minute in
                NowcastStep(
                    time: OpenWeatherMapMapping.instant(minute.dt),
                    precipitation: minute.precipitation.map {
                        PrecipitationUnit.millimetres.convert($0 / 60, to: units.precipitation)
                    })
            }
        guard !steps.isEmpty else { return nil }
        return Nowcast(intervalMinutes: 1, steps: Array(steps), interpolated: false, unit: units.precipitation)
    }

    /// One Call sends 0 for a day without moonrise or moonset.
    private static func moonTime(_ seconds: Int?) -> Date? {
        seconds.flatMap { $0 > 0 ? OpenWeatherMapMapping.instant($0) : nil }
    }

    private func hourlyRows(from hourStart: Date, sun: OpenWeatherMapSun) -> [HourlyForecast] {
        (response.hourly ?? []).sorted { $0.dt < $1.dt }.lazy
            .filter { OpenWeatherMapMapping.instant($0.dt) >= hourStart }
            .prefix(OpenWeatherMapOneCallMapper.hourlyWindow)
            .map { hour in
                let time = OpenWeatherMapMapping.instant(hour.dt)
                var row = HourlyForecast(
                    time: time,
                    temperature: wireUnits.temperature(hour.temp, to: units),
                    condition: hour.weather?.first?.condition.condition,
                    isDay: sun.calculator.isDay(at: time),
                    precipitationProbability: OpenWeatherMapMapping.percent(hour.pop))
                row.uvIndex = hour.uvi
                row.pressure = hour.pressure
                return row
            }
    }

    private func dailyRows(location: Location, sun: OpenWeatherMapSun) -> [DailyForecast] {
        (response.daily ?? []).sorted { $0.dt < $1.dt }.map { day in
            let time = OpenWeatherMapMapping.instant(day.dt)
            let clock = location.localTime(at: time)
            var row = DailyForecast(
                date: clock.date,
                high: wireUnits.temperature(day.temp?.max, to: units),
                low: wireUnits.temperature(day.temp?.min, to: units),
                condition: day.weather?.first?.condition.condition,
                precipitationProbability: OpenWeatherMapMapping.percent(day.pop),
                sun: sun.sunTimes(
                    sunrise: day.sunrise, sunset: day.sunset, on: clock.date, utcOffsetSeconds: clock.utcOffsetSeconds))
            row.uvIndexMax = day.uvi
            row.moonrise = Self.moonTime(day.moonrise)
            row.moonset = Self.moonTime(day.moonset)
            return row
        }
    }
}
