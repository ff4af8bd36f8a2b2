import Foundation

/// Turns the free plan's pair of bodies — 2.5 `/weather` and 2.5 `/forecast` — into the one model.
struct OpenWeatherMapFreeMapper {
    /// Hours of hourly rows kept from the current hour on: 16 three-hour steps.
    static let hourlyWindowHours = 48.0
    static let defaultStepSeconds: TimeInterval = 3 * 3600

    let current: OpenWeatherMapCurrentResponse
    let forecast: OpenWeatherMapForecastResponse
    let request: ForecastRequest
    let wireUnits: OpenWeatherMapUnits
    let fetchedAt: Date

    init(
        current: OpenWeatherMapCurrentResponse, forecast: OpenWeatherMapForecastResponse, request: ForecastRequest,
        wireUnits: OpenWeatherMapUnits? = nil, fetchedAt: Date
    ) {
        self.current = current
        self.forecast = forecast
        self.request = request
        self.wireUnits = wireUnits ?? OpenWeatherMapUnits(system: request.units)
        self.fetchedAt = fetchedAt
    }

    private var units: Units { Units(system: request.units) }

    func map() -> Forecast {
        let now = OpenWeatherMapMapping.instant(current.dt)
        let coordinates = forecast.city?.coord ?? current.coord
        let latitude = coordinates?.lat ?? request.place.latitude
        let longitude = coordinates?.lon ?? request.place.longitude
        let offset =
            current.timezone ?? forecast.city?.timezone
            ?? OpenWeatherMapMapping.fallbackOffset(request: request, longitude: longitude, at: now)
        let location = OpenWeatherMapMapping.location(
            request: request,
            providerName: OpenWeatherMapMapping.nonEmpty(current.name) ?? forecast.city?.name,
            providerCountry: OpenWeatherMapMapping.nonEmpty(current.sys?.country) ?? forecast.city?.country,
            latitude: latitude, longitude: longitude,
            // 2.5 gives only an offset; an IANA zone can come only from the place asked for.
            timeZoneIdentifier: request.place.timeZoneIdentifier,
            utcOffsetSeconds: offset)
        let reference = Forecast.referenceTime(reading: now, fetchedAt: fetchedAt)
        let today = location.localTime(at: reference).date
        let sun = OpenWeatherMapSun(latitude: latitude, longitude: longitude)
        let todaySun = sun.sunTimes(
            sunrise: current.sys?.sunrise ?? forecast.city?.sunrise,
            sunset: current.sys?.sunset ?? forecast.city?.sunset,
            on: today, utcOffsetSeconds: offset)
        let conditions = currentConditions(at: now, sun: todaySun)
        let steps = forecast.list.sorted { $0.dt < $1.dt }
        let stepSeconds = OpenWeatherMapFreeMapper.stepSeconds(of: steps)
        let aggregator = OpenWeatherMapDailyAggregator(location: location, today: today, stepSeconds: stepSeconds)
        let nowStep = OpenWeatherMapDailyAggregator.Step(
            time: now, temperature: conditions.temperature, condition: conditions.condition,
            precipitationProbability: nil)
        let daily = aggregator.rows(from: steps.map(modelStep), now: nowStep) { date in
            if date == today { return todaySun }
            let noon = LocalDateTime.instant(date: date, hour: 12, minute: 0, utcOffsetSeconds: offset)
            return sun.calculator.sunTimes(on: date, utcOffsetSeconds: location.utcOffset(at: noon))
        }.prefix(request.days)
        return Forecast(
            location: location,
            units: units,
            current: conditions,
            today: TodaySummary(high: daily.first?.high, low: daily.first?.low, sun: todaySun),
            hourly: hourlyRows(
                steps, stepSeconds: stepSeconds, from: location.startOfHour(containing: reference), sun: sun),
            daily: Array(daily),
            provider: .openWeatherMap,
            fetchedAt: fetchedAt)
    }

    private func currentConditions(at now: Date, sun: SunTimes) -> CurrentConditions {
        let primary = current.weather?.first
        return CurrentConditions(
            time: now,
            temperature: wireUnits.temperature(current.main?.temp, to: units),
            feelsLike: wireUnits.temperature(current.main?.feelsLike, to: units),
            humidity: current.main?.humidity.map { min(max($0, 0), 100) },
            windSpeed: wireUnits.windSpeed(current.wind?.speed, to: units),
            windDirection: current.wind?.deg,
            condition: primary?.condition.condition,
            description: OpenWeatherMapMapping.description(primary),
            isDay: OpenWeatherMapMapping.isDay(
                at: now, sun: sun, icon: primary?.condition ?? OpenWeatherMapCondition(id: nil, icon: nil)))
    }

    private func hourlyRows(
        _ steps: [OpenWeatherMapForecastResponse.Step], stepSeconds: TimeInterval, from hourStart: Date,
        sun: OpenWeatherMapSun
    ) -> [HourlyForecast] {
        let count = max(1, Int(OpenWeatherMapFreeMapper.hourlyWindowHours * 3600 / stepSeconds))
        return steps.lazy
            .filter { OpenWeatherMapMapping.instant($0.dt) >= hourStart }
            .prefix(count)
            .map { step in
                let time = OpenWeatherMapMapping.instant(step.dt)
                return HourlyForecast(
                    time: time,
                    temperature: wireUnits.temperature(step.main?.temp, to: units),
                    condition: step.weather?.first?.condition.condition,
                    // Not `sys.pod` or the icon: both say "d" all through an Antarctic polar night.
                    isDay: sun.calculator.isDay(at: time),
                    precipitationProbability: OpenWeatherMapMapping.percent(step.pop))
            }
    }

    private func modelStep(_ step: OpenWeatherMapForecastResponse.Step) -> OpenWeatherMapDailyAggregator.Step {
        OpenWeatherMapDailyAggregator.Step(
            time: OpenWeatherMapMapping.instant(step.dt),
            temperature: wireUnits.temperature(step.main?.temp, to: units),
            condition: step.weather?.first?.condition.condition,
            precipitationProbability: OpenWeatherMapMapping.percent(step.pop))
    }

    /// The forecast's step: 3 h on the free plan, 1 h for the pro hourly forecast.
    static func stepSeconds(of steps: [OpenWeatherMapForecastResponse.Step]) -> TimeInterval {
        let gaps = zip(steps, steps.dropFirst()).compactMap { pair -> Int? in
            let (gap, overflow) = pair.1.dt.subtractingReportingOverflow(pair.0.dt)
            return overflow || gap <= 0 ? nil : gap
        }
        return gaps.min().map(TimeInterval.init) ?? defaultStepSeconds
    }
}
