import Foundation
import WeatherKit

/// Forecasts built by hand for view and update tests: every value known, nothing from the clock.
enum SampleForecasts {
    /// 30 Nov 2026 10:42 in Berlin (+01:00).
    static let berlinNow = Date(timeIntervalSince1970: 1_796_031_720)

    static func berlin(
        name: String = "Berlin", region: String? = nil, country: String? = "Germany",
        condition: Condition = .partlyCloudy,
        isDay: Bool = true, temperature: Double? = 3.2, chances: Bool = true, days: Int = 7
    ) -> Forecast {
        let location = Location(
            name: name, region: region, country: country, latitude: 52.52, longitude: 13.41,
            timeZoneIdentifier: "Europe/Berlin", utcOffsetSeconds: 3600)
        let hourStart = berlinNow.addingTimeInterval(-42 * 60)
        let hourly = (0..<48).map { index -> HourlyForecast in
            let rainy = (5...7).contains(index)
            let temperature: Double = 3 + 3 * sin(Double(index) / 24 * 2 * Double.pi)
            let hourCondition: Condition = rainy ? .rain : (index < 8 ? condition : .cloudy)
            let chance: Double? = chances ? (rainy ? 70 : 10) : nil
            return HourlyForecast(
                time: hourStart.addingTimeInterval(TimeInterval(index) * 3600),
                temperature: temperature, condition: hourCondition,
                isDay: (8...15).contains((index + 10) % 24), precipitationProbability: chance)
        }
        let firstDay = LocalDate(year: 2026, month: 11, day: 30)
        let conditions: [Condition] = [.rain, .cloudy, .clear, .snow, .partlyCloudy, .fog, .thunderstorm]
        let dailyChances: [Double] = [70, 20, 0, 60, 10, 5, 80]
        let daily = (0..<days).map { offset -> DailyForecast in
            let date = firstDay.adding(days: offset)
            let sun = SunTimes(
                sunrise: LocalDateTime.instant(date: date, hour: 7, minute: 53, utcOffsetSeconds: 3600),
                sunset: LocalDateTime.instant(date: date, hour: 15, minute: 55, utcOffsetSeconds: 3600))
            return DailyForecast(
                date: date, high: 5 + Double(offset % 3), low: -1 - Double(offset % 2) * 2,
                condition: conditions[offset % 7],
                precipitationProbability: chances ? dailyChances[offset % 7] : nil, sun: sun)
        }
        var forecast = Forecast(
            location: location,
            units: .metric,
            current: CurrentConditions(
                time: berlinNow.addingTimeInterval(-12 * 60), temperature: temperature, feelsLike: 0.4, humidity: 81,
                windSpeed: 12,
                windDirection: 225, condition: condition, description: condition.phrase, isDay: isDay),
            today: TodaySummary(high: 5, low: -1, sun: daily[0].sun),
            hourly: hourly,
            daily: daily,
            provider: .openMeteo,
            fetchedAt: berlinNow.addingTimeInterval(-12 * 60))
        forecast.today.moonrise = LocalDateTime.instant(date: firstDay, hour: 14, minute: 2, utcOffsetSeconds: 3600)
        return forecast
    }

    /// Berlin with everything issue 13 added: a nowcast (`wet`: rain from 11:00 to 11:45), UV, air quality
    /// (`aqi` on the European scale, pollen), yesterday, pressure.
    static func berlinWithMore(
        wet: Bool = true, interpolated: Bool = false, aqi: Int? = 34,
        pollen: Pollen? = Pollen(alder: 0, birch: 3, grass: 12),
        uv: Double? = 2, size: Int = 8
    ) -> Forecast {
        var forecast = berlin()
        let quarter = berlinNow.addingTimeInterval(-12 * 60)
        let rain: [Double] = wet ? [0, 0, 0.2, 0.6, 1.5, 0.3, 0, 0] : Array(repeating: 0, count: 8)
        forecast.nowcast = Nowcast(
            intervalMinutes: 15,
            steps: (0..<size).map {
                NowcastStep(time: quarter.addingTimeInterval(TimeInterval($0) * 900), precipitation: rain[$0 % 8])
            },
            interpolated: interpolated)
        let noon = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: 11, minute: 0, utcOffsetSeconds: 3600)
        forecast.uv = UVSummary(
            index: uv, maxToday: 3.4, protectFrom: noon, protectUntil: noon.addingTimeInterval(7200))
        for index in forecast.hourly.indices {
            forecast.hourly[index].uvIndex = Double(max(0, 3 - abs(index - 2)))
        }
        if let aqi {
            let hours = forecast.hourly.enumerated().map { index, hour in
                AirQuality.Hour(time: hour.time, europeanAQI: aqi + index * 3, usAQI: 40 + index * 5)
            }
            forecast.airQuality = AirQuality(
                scale: .european, time: forecast.hourly[0].time, europeanAQI: aqi, usAQI: 52,
                subIndices: [.european: [.pm2_5: aqi, .ozone: 20], .us: [.pm2_5: 52]], pollen: pollen, hourly: hours)
        }
        forecast.yesterday = YesterdaySummary(high: 2.4, low: -3, daylightSeconds: 28_800 + 180)
        forecast.pressure = PressureReading(value: 1008.6, trend: .falling)
        return forecast
    }
}
