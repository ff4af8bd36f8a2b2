import Foundation
import WeatherKit

/// Forecasts laid out hour by hour from a pinned instant for the meteogram's snapshots: a dry summer day, a wet
/// winter day turning to snow, a polar night, and the night the clocks go back. Nothing from the clock.
enum MeteogramForecasts {
    struct Sample {
        let forecast: Forecast
        let now: Date
    }

    /// One hour of a sample: what the hour's row holds.
    struct Hour {
        var temperature: Double
        var condition: Condition
        var chance: Double = 0
        var amount: Double = 0
        var snow: Double = 0
        var band: Double? = nil
        var wind: Double = 10
        var gusts: Double = 18
        var direction: Double = 225
    }

    static func make(
        location: Location, now: Date, hours count: Int, days: Int, sun: (LocalDate) -> SunTimes,
        hour: (Int, LocalDateTime) -> Hour
    ) -> Sample {
        let hourStart = location.startOfHour(containing: now)
        let hourly = (0..<count).map { index -> HourlyForecast in
            let time = hourStart.addingTimeInterval(TimeInterval(index) * 3600)
            let values = hour(index, location.localTime(at: time))
            var row = HourlyForecast(
                time: time, temperature: values.temperature, condition: values.condition, isDay: nil,
                precipitationProbability: values.chance)
            row.precipitation = values.amount
            row.snow = values.snow
            row.windSpeed = values.wind
            row.windGusts = values.gusts
            row.windDirection = values.direction
            if let band = values.band {
                row.temperatureP10 = values.temperature - band
                row.temperatureP90 = values.temperature + band * 0.8
            }
            return row
        }
        let firstDay = location.localTime(at: now).date
        let daily = (0..<days).map { offset -> DailyForecast in
            let date = firstDay.adding(days: offset)
            let temperatures = hourly.filter { location.localTime(at: $0.time).date == date }.compactMap(\.temperature)
            let usual = hourly[0].temperature ?? 0
            return DailyForecast(
                date: date, high: temperatures.max() ?? usual + Double(2 + offset % 3),
                low: temperatures.min() ?? usual - Double(3 + offset % 2),
                condition: hourly.first { location.localTime(at: $0.time).date == date }?.condition ?? .cloudy,
                precipitationProbability: 10, sun: sun(date))
        }
        let current = CurrentConditions(
            time: now.addingTimeInterval(-600), temperature: hourly[0].temperature, feelsLike: hourly[0].temperature,
            humidity: 70, windSpeed: 10,
            windDirection: 225, condition: hourly[0].condition, description: hourly[0].condition?.phrase, isDay: true)
        let forecast = Forecast(
            location: location, units: .metric, current: current, today: TodaySummary(daily[0]), hourly: hourly,
            daily: daily,
            provider: .openMeteo, fetchedAt: now.addingTimeInterval(-600))
        return Sample(forecast: forecast, now: now)
    }

    static func sun(_ location: Location, rise: (Int, Int), set: (Int, Int)) -> (LocalDate) -> SunTimes {
        { date in
            let offset = location.utcOffset(
                at: LocalDateTime.instant(date: date, hour: 12, minute: 0, utcOffsetSeconds: location.utcOffsetSeconds))
            return SunTimes(
                sunrise: LocalDateTime.instant(date: date, hour: rise.0, minute: rise.1, utcOffsetSeconds: offset),
                sunset: LocalDateTime.instant(date: date, hour: set.0, minute: set.1, utcOffsetSeconds: offset))
        }
    }

    /// 14 July 2026 in Madrid, 09:20 (+02:00): sunny, 19° at dawn to 35° at five, no rain, a light breeze.
    static var dryDay: Sample {
        let madrid = Location(
            name: "Madrid", country: "Spain", latitude: 40.42, longitude: -3.70, timeZoneIdentifier: "Europe/Madrid",
            utcOffsetSeconds: 7200)
        let now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 7, day: 14), hour: 9, minute: 20, utcOffsetSeconds: 7200)
        return make(location: madrid, now: now, hours: 48, days: 7, sun: sun(madrid, rise: (6, 57), set: (21, 46))) {
            index, clock in
            let daily = -cos(Double((clock.hour + 24 - 5) % 24) / 24 * 2 * Double.pi)
            let temperature = (27 + 8 * daily + Double(index) * 0.05).rounded(toPlaces: 1)
            let condition: Condition = (7...20).contains(clock.hour) ? .clear : .mostlyClear
            return Hour(
                temperature: temperature, condition: condition, wind: 8 + Double(clock.hour % 12),
                gusts: 15 + Double(clock.hour % 12) * 2, direction: 45)
        }
    }

    /// 3 December 2026 in Munich, 13:40 (+01:00): rain in the afternoon turning to snow after dark as it freezes,
    /// heavy snow at night, then clearing and cold; the ensemble's spread widening with the hours.
    static var wetDayWithSnow: Sample {
        let munich = Location(
            name: "München", country: "Germany", latitude: 48.14, longitude: 11.58, timeZoneIdentifier: "Europe/Berlin",
            utcOffsetSeconds: 3600)
        let now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 12, day: 3), hour: 13, minute: 40, utcOffsetSeconds: 3600)
        let amounts: [Double] = [0.2, 0.6, 1.4, 2.2, 1.8, 1.2, 0.9, 1.5, 2.6, 3.4, 2.8, 1.9, 1.1, 0.6, 0.3, 0.1]
        return make(location: munich, now: now, hours: 48, days: 7, sun: sun(munich, rise: (7, 46), set: (16, 21))) {
            index, _ in
            let temperature = (4.5 - Double(index) * 0.35 + (index > 20 ? Double(index - 20) * 0.2 : 0)).rounded(
                toPlaces: 1)
            let amount = index < amounts.count ? amounts[index] : 0
            let snowShare = min(1, max(0, (1.5 - temperature) / 2))
            let condition: Condition =
                amount == 0 ? (index > 24 ? .partlyCloudy : .cloudy) : (snowShare > 0.5 ? .snow : .rain)
            let chance = index < amounts.count + 2 ? min(100, 40 + amount * 25) : max(0, 30 - Double(index - 18) * 3)
            return Hour(
                temperature: temperature, condition: condition, chance: chance.rounded(), amount: amount,
                snow: (amount * snowShare).rounded(toPlaces: 2),
                band: 0.4 + Double(index) * 0.06, wind: 14 + Double(index % 9) * 2, gusts: 30 + Double(index % 9) * 4,
                direction: index < 12 ? 250 : 320)
        }
    }

    /// 18 December 2026 in Tromsø, 11:05 (+01:00): the sun stays below the horizon, -9° to -4°, light snow at times.
    static var polarNight: Sample {
        let tromso = Location(
            name: "Tromsø", country: "Norway", latitude: 69.65, longitude: 18.96, timeZoneIdentifier: "Europe/Oslo",
            utcOffsetSeconds: 3600)
        let now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 12, day: 18), hour: 11, minute: 5, utcOffsetSeconds: 3600)
        return make(location: tromso, now: now, hours: 48, days: 7, sun: { _ in SunTimes(polar: .polarNight) }) {
            index, clock in
            let temperature = (-6.5 + 2.5 * sin(Double(index) / 9)).rounded(toPlaces: 1)
            let snowing = (14...19).contains(index) || (33...36).contains(index)
            let amount = snowing ? 0.4 + Double(index % 3) * 0.2 : 0
            return Hour(
                temperature: temperature, condition: snowing ? .snow : (clock.hour % 5 == 0 ? .cloudy : .partlyCloudy),
                chance: snowing ? 70 : 15,
                amount: amount, snow: amount, band: 0.8 + Double(index) * 0.05, wind: 20, gusts: 34, direction: 160)
        }
    }

    /// 24 October 2026 in Berlin, 20:10 (+02:00): overnight the clocks go back from 03:00 to 02:00 (+01:00), so the
    /// night has 25 hours and 02:00 comes twice; a shower before dawn.
    static var daylightSavingSwitch: Sample {
        let berlin = Location(
            name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41, timeZoneIdentifier: "Europe/Berlin",
            utcOffsetSeconds: 7200)
        let now = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 10, day: 24), hour: 20, minute: 10, utcOffsetSeconds: 7200)
        return make(location: berlin, now: now, hours: 48, days: 7, sun: sun(berlin, rise: (7, 5), set: (17, 55))) {
            index, clock in
            let daily = -cos(Double((clock.hour + 24 - 4) % 24) / 24 * 2 * Double.pi)
            let temperature = (10 + 4 * daily).rounded(toPlaces: 1)
            let shower = (8...10).contains(index)
            return Hour(
                temperature: temperature, condition: shower ? .showers : .cloudy, chance: shower ? 60 : 20,
                amount: shower ? 0.7 : 0, wind: 16, gusts: 28)
        }
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
