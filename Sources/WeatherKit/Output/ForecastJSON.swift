import Foundation

/// The `wxdash now --format json` contract: exactly these keys, snake_case, `null` where unknown,
/// times in ISO 8601 with the location's offset, dates in the location's calendar.
public struct ForecastJSON: Sendable {
    public let forecast: Forecast
    public let stale: Bool
    /// Adds `alerts` and `alerts_source` after `source`; nil leaves them out.
    public let alerts: AlertSummary?
    /// The instant the object is read at: the nowcast's summary speaks from it. nil reads at the data's own time.
    public var now: Date?

    public init(_ forecast: Forecast, stale: Bool = false, alerts: AlertSummary? = nil) {
        self.forecast = forecast
        self.stale = stale
        self.alerts = alerts
    }

    public var value: JSONValue {
        let location = forecast.location
        let current = forecast.current
        let members: [(String, JSONValue)] = [
            (
                "location",
                .object([
                    ("name", .string(location.name)),
                    ("region", .string(location.region)),
                    ("country", .string(location.country)),
                    ("latitude", .number(location.latitude, decimals: 4)),
                    ("longitude", .number(location.longitude, decimals: 4)),
                    ("timezone", .string(location.timeZoneIdentifier)),
                    ("utc_offset_seconds", .number(Double(location.utcOffset(at: current.time)), decimals: 0))
                ])
            ),
            (
                "units",
                .object([
                    ("temperature", .string(forecast.units.temperature.rawValue)),
                    ("wind_speed", .string(forecast.units.windSpeed.rawValue)),
                    ("precipitation", .string(forecast.units.precipitation.rawValue))
                ])
            ),
            ("current", currentJSON),
            (
                "today",
                .object([
                    ("high", .number(forecast.today.high, decimals: 1)),
                    ("low", .number(forecast.today.low, decimals: 1)),
                    ("sunrise", time(forecast.today.sun.sunrise)),
                    ("sunset", time(forecast.today.sun.sunset)),
                    ("precipitation_probability", .number(todayRow?.precipitationProbability, decimals: 0)),
                    ("precipitation_past_hour", .number(precipitation.pastHour, decimals: 2)),
                    ("precipitation_next_hour", .number(precipitation.nextHour, decimals: 2)),
                    ("precipitation_rest_of_day", .number(precipitation.restOfToday, decimals: 2)),
                    ("departure_from_normal", .number(todayRow?.departureFromNormal, decimals: 1))
                ])
            ),
            (
                "hourly",
                .array(
                    forecast.hourly.map { hour in
                        .object([
                            ("time", time(hour.time)),
                            ("temperature", .number(hour.temperature, decimals: 1)),
                            ("temperature_p10", .number(hour.temperatureP10, decimals: 1)),
                            ("temperature_p90", .number(hour.temperatureP90, decimals: 1)),
                            ("condition", .string(hour.condition?.rawValue)),
                            ("precipitation_probability", .number(hour.precipitationProbability, decimals: 0)),
                            ("precipitation", .number(hour.precipitation, decimals: 2)),
                            ("snow", .number(hour.snow, decimals: 2)),
                            ("wind_speed", .number(hour.windSpeed, decimals: 1)),
                            ("wind_gusts", .number(hour.windGusts, decimals: 1)),
                            ("wind_direction", .number(hour.windDirection, decimals: 0))
                        ])
                    })
            ),
            (
                "daily",
                .array(
                    forecast.daily.map { day in
                        .object([
                            ("date", .string(day.date.description)),
                            ("high", .number(day.high, decimals: 1)),
                            ("low", .number(day.low, decimals: 1)),
                            ("condition", .string(day.condition?.rawValue)),
                            ("precipitation_probability", .number(day.precipitationProbability, decimals: 0)),
                            ("sunrise", time(day.sun.sunrise)),
                            ("sunset", time(day.sun.sunset)),
                            ("normal_high", .number(day.normal?.high, decimals: 1)),
                            ("normal_low", .number(day.normal?.low, decimals: 1)),
                            ("normal_precipitation", .number(day.normal?.precipitation, decimals: 2))
                        ])
                    })
            ),
            ("nowcast", nowcast),
            (
                "uv",
                .object([
                    ("index", .number(forecast.uv.index, decimals: 1)),
                    ("max_today", .number(forecast.uv.maxToday, decimals: 1)),
                    ("protect_from", time(forecast.uv.protectFrom)),
                    ("protect_until", time(forecast.uv.protectUntil))
                ])
            ),
            ("air_quality", airQuality),
            (
                "yesterday",
                forecast.yesterday.map { yesterday in
                    .object([
                        ("high", .number(yesterday.high, decimals: 1)),
                        ("low", .number(yesterday.low, decimals: 1)),
                        ("high_change", .number(yesterday.highChange(today: forecast.today.high), decimals: 1))
                    ])
                } ?? .null
            ),
            (
                "pressure",
                forecast.pressure.map { pressure in
                    .object([
                        ("value", .number(pressure.value, decimals: 1)),
                        ("trend", .string(pressure.trend?.rawValue))
                    ])
                } ?? .null
            ),
            ("radar", forecast.radar.map { $0.json(time: time) } ?? .null),
            (
                "sun",
                .object([
                    ("daylight_seconds", .number(forecast.daylight.seconds.map(Double.init), decimals: 0)),
                    ("daylight_change_seconds", .number(forecast.daylight.changeSeconds.map(Double.init), decimals: 0))
                ])
            ),
            ("moon", moon),
            (
                "source",
                .object([
                    ("provider", .string(forecast.provider.rawValue)),
                    ("fetched_at", time(forecast.fetchedAt)),
                    ("stale", .bool(stale)),
                    // The providers asked first that failed, so the data is from `provider`: empty when it was the first.
                    (
                        "failed",
                        .array(
                            (forecast.failedProviders ?? []).map { failure in
                                .object([
                                    ("provider", .string(failure.provider.rawValue)),
                                    ("since", time(failure.since)),
                                    ("reason", .string(failure.reason))
                                ])
                            })
                    )
                ])
            )
        ]
        return .object(members + (alerts?.json(in: location) ?? []))
    }

    private var readAt: Date { now ?? forecast.current.time }

    private var precipitation: PrecipitationTotals { PrecipitationTotals(forecast: forecast, now: readAt) }

    /// The daily row of the place's calendar day at `readAt`.
    private var todayRow: DailyForecast? {
        let today = LocalDateTime(instant: readAt, utcOffsetSeconds: forecast.location.utcOffset(at: readAt)).date
        return forecast.daily.first { $0.date == today }
    }

    private var nowcast: JSONValue {
        guard let nowcast = forecast.nowcast else { return .null }
        let now = self.now ?? forecast.current.time
        let outlook = RainOutlook(forecast: forecast, now: now)
        return .object([
            ("interval_minutes", .number(Double(nowcast.intervalMinutes), decimals: 0)),
            (
                "steps",
                .array(
                    nowcast.steps.map { step in
                        .object([("time", time(step.time)), ("precipitation", .number(step.precipitation, decimals: 2))]
                        )
                    })
            ),
            ("starts_at", time(nowcast.startsAt(now))),
            ("ends_at", time(nowcast.endsAt(now))),
            (
                "summary",
                .string(
                    outlook.soon(in: forecast.location, style: .standard, language: .english)
                        ?? "No precipitation nowcast")
            ),
            ("interpolated", .bool(nowcast.interpolated))
        ])
    }

    private var airQuality: JSONValue {
        guard let air = forecast.airQuality, let index = air.index, let category = air.category else { return .null }
        return .object([
            ("scale", .string(air.scale.rawValue)),
            ("index", .number(Double(index), decimals: 0)),
            ("category", .string(category.rawValue)),
            ("dominant_pollutant", .string(air.dominantPollutant?.rawValue)),
            (
                "pollen",
                air.pollen.map { pollen in .object(pollen.kinds.map { ($0.name, .number($0.value, decimals: 1)) }) }
                    ?? .null
            )
        ])
    }

    private var moon: JSONValue {
        let phase = MoonPhase(at: forecast.current.time)
        return .object([
            ("phase", .number(phase.phase, decimals: 3)),
            ("name", .string(phase.name.rawValue)),
            ("illumination", .number(phase.illumination, decimals: 0)),
            ("moonrise", time(forecast.today.moonrise)),
            ("moonset", time(forecast.today.moonset))
        ])
    }

    /// `current`, with whose temperature and humidity these are: the person's own outdoor station's, or the
    /// provider's, whose values are kept beside them either way.
    private var currentJSON: JSONValue {
        let current = forecast.current
        let station = current.station
        let providerTemperature: Double? =
            station.map { $0.temperature ? $0.providerTemperature : current.temperature } ?? current.temperature
        let providerHumidity: Double? =
            station.map { $0.humidity ? $0.providerHumidity : current.humidity } ?? current.humidity
        var stationJSON = JSONValue.null
        if let station {
            stationJSON = .object([
                ("name", .string(station.name)),
                ("updated_at", time(station.updatedAt)),
                ("temperature", .bool(station.temperature)),
                ("humidity", .bool(station.humidity))
            ])
        }
        return .object([
            ("time", time(current.time)),
            ("temperature", .number(current.temperature, decimals: 1)),
            ("feels_like", .number(current.feelsLike, decimals: 1)),
            ("humidity", .number(current.humidity, decimals: 0)),
            ("wind_speed", .number(current.windSpeed, decimals: 1)),
            ("wind_direction", .number(current.windDirection, decimals: 0)),
            ("condition", .string(current.condition?.rawValue)),
            ("description", .string(current.words)),
            ("is_day", current.isDay.map(JSONValue.bool) ?? .null),
            ("source", .string(station == nil ? "provider" : "station")),
            ("provider_temperature", .number(providerTemperature, decimals: 1)),
            ("provider_humidity", .number(providerHumidity, decimals: 0)),
            ("station", stationJSON)
        ])
    }

    private func time(_ instant: Date?) -> JSONValue {
        guard let instant else { return .null }
        return .string(forecast.location.localTime(at: instant).iso8601)
    }
}
