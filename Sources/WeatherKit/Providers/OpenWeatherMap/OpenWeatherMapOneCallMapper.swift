import Drawing
import Foundation

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
            throw .invalidResponse(host: host, reason: "its time zone '\(TerminalText.echoed(name))' is not an IANA name like Europe/Berlin")
        }
        if let offset = response.timezoneOffset, !UTCOffset.isPossible(offset) {
            throw .invalidResponse(host: host, reason: "its UTC offset of \(offset) s is no place's (they lie within ±18 h)")
        }
        let now = OpenWeatherMapMapping.instant(current.dt)
        let zone = response.timezone.flatMap(TimeZoneCache.zone)
        let offset = response.timezoneOffset ?? zone?.secondsFromGMT(for: now)
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
        let todaySun = todayRow?.sun
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
        return Forecast(
            location: location,
            units: units,
            current: conditions,
            today: TodaySummary(high: todayRow?.high, low: todayRow?.low, sun: todaySun),
            hourly: hourlyRows(from: location.startOfHour(containing: reference), sun: sun),
            daily: Array(daily),
            provider: .openWeatherMap,
            fetchedAt: fetchedAt)
    }

    private func hourlyRows(from hourStart: Date, sun: OpenWeatherMapSun) -> [HourlyForecast] {
        (response.hourly ?? []).sorted { $0.dt < $1.dt }.lazy
            .filter { OpenWeatherMapMapping.instant($0.dt) >= hourStart }
            .prefix(OpenWeatherMapOneCallMapper.hourlyWindow)
            .map { hour in
                let time = OpenWeatherMapMapping.instant(hour.dt)
                return HourlyForecast(
                    time: time,
                    temperature: wireUnits.temperature(hour.temp, to: units),
                    condition: hour.weather?.first?.condition.condition,
                    isDay: sun.calculator.isDay(at: time),
                    precipitationProbability: OpenWeatherMapMapping.percent(hour.pop))
            }
    }

    private func dailyRows(location: Location, sun: OpenWeatherMapSun) -> [DailyForecast] {
        (response.daily ?? []).sorted { $0.dt < $1.dt }.map { day in
            let time = OpenWeatherMapMapping.instant(day.dt)
            let clock = location.localTime(at: time)
            return DailyForecast(
                date: clock.date,
                high: wireUnits.temperature(day.temp?.max, to: units),
                low: wireUnits.temperature(day.temp?.min, to: units),
                condition: day.weather?.first?.condition.condition,
                precipitationProbability: OpenWeatherMapMapping.percent(day.pop),
                sun: sun.sunTimes(sunrise: day.sunrise, sunset: day.sunset, on: clock.date, utcOffsetSeconds: clock.utcOffsetSeconds))
        }
    }
}
