import Foundation
import Translation

/// One place's weather, provider-neutral. Every number is in `units`; a missing value is `nil`, never zero.
public struct Forecast: Sendable, Equatable, Codable {
    public var location: Location
    public var units: Units
    public var current: CurrentConditions
    public var today: TodaySummary
    /// Starts at the current hour, at the provider's own step (1 h or 3 h).
    public var hourly: [HourlyForecast]
    /// `daily[0]` is the location's today.
    public var daily: [DailyForecast]
    public var provider: Provider
    public var fetchedAt: Date
    /// The next hour or two in short steps; nil when the provider sent none.
    public var nowcast: Nowcast?
    public var uv = UVSummary()
    /// nil when not fetched or the Air Quality API failed.
    public var airQuality: AirQuality?
    /// The day before `daily[0]`; nil when the provider sent no past day.
    public var yesterday: YesterdaySummary?
    public var pressure: PressureReading?
    /// The rain radar around the place; nil when not fetched (`--no-radar`, no frames, or a provider's own data).
    public var radar: RadarObservation?
    /// The providers asked before `provider` that failed, when the forecast came from a fallback; nil otherwise.
    public var failedProviders: [ProviderFailure]?
    /// The answering provider's daily request budget on this machine, when one is counted.
    public var requestBudget: RequestBudget?

    /// "MET Norway · Open-Meteo failing since 10:02 (HTTP 503)": where the data is from, and why from there.
    public func sourceText(clock: (Date) -> String, language: Language = .english) -> String {
        guard let failures = failedProviders, !failures.isEmpty else { return provider.displayName }
        let from = language.text(.fromProvider, ["provider": provider.displayName])
        return ([from] + failures.map { $0.sentence(clock: clock, language: language) }).joined(separator: " · ")
    }

    public init(
        location: Location, units: Units, current: CurrentConditions, today: TodaySummary,
        hourly: [HourlyForecast], daily: [DailyForecast], provider: Provider, fetchedAt: Date
    ) {
        self.location = location
        self.units = units
        self.current = current
        self.today = today
        self.hourly = hourly
        self.daily = daily
        self.provider = provider
        self.fetchedAt = fetchedAt
    }

    /// The hourly rows within `hours` of the first one: what "the next 24 hours" shows.
    public func hourlyRows(spanning hours: Int = 24) -> [HourlyForecast] {
        guard let first = hourly.first else { return [] }
        let end = first.time.addingTimeInterval(TimeInterval(hours) * 3600)
        return hourly.filter { $0.time < end }
    }

    /// The same forecast expressed in other units; nothing is refetched.
    public func converted(to target: Units) -> Forecast {
        guard target != units else { return self }
        var copy = self
        let temperature = { (value: Double?) in value.map { units.temperature.convert($0, to: target.temperature) } }
        let wind = { (value: Double?) in value.map { units.windSpeed.convert($0, to: target.windSpeed) } }
        copy.units = target
        copy.current.temperature = temperature(current.temperature)
        copy.current.feelsLike = temperature(current.feelsLike)
        copy.current.station?.providerTemperature = temperature(current.station?.providerTemperature)
        copy.current.windSpeed = wind(current.windSpeed)
        copy.today.high = temperature(today.high)
        copy.today.low = temperature(today.low)
        copy.yesterday?.high = temperature(yesterday?.high)
        copy.yesterday?.low = temperature(yesterday?.low)
        if let nowcast {
            copy.nowcast?.unit = target.precipitation
            copy.nowcast?.steps = nowcast.steps.map { step in
                NowcastStep(
                    time: step.time,
                    precipitation: step.precipitation.map { nowcast.unit.convert($0, to: target.precipitation) })
            }
        }
        let precipitation = { (value: Double?) in
            value.map { units.precipitation.convert($0, to: target.precipitation) }
        }
        copy.editRows { hour in
            hour.temperature = temperature(hour.temperature)
            hour.temperatureP10 = temperature(hour.temperatureP10)
            hour.temperatureP90 = temperature(hour.temperatureP90)
            hour.precipitation = precipitation(hour.precipitation)
            hour.snow = precipitation(hour.snow)
            hour.windSpeed = wind(hour.windSpeed)
            hour.windGusts = wind(hour.windGusts)
        } day: { day in
            day.high = temperature(day.high)
            day.low = temperature(day.low)
            if var normal = day.normal {
                (normal.high, normal.low) = (temperature(normal.high), temperature(normal.low))
                normal.precipitation = precipitation(normal.precipitation)
                day.normal = normal
            }
        }
        return copy
    }

    /// Changes every hourly and every daily row in place: the one loop the conversions share.
    mutating func editRows(hour: (inout HourlyForecast) -> Void, day: (inout DailyForecast) -> Void) {
        for index in hourly.indices { hour(&hourly[index]) }
        for index in daily.indices { day(&daily[index]) }
    }
}
