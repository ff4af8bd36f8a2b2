/// The 3.0 `/onecall` body exactly as sent (`alerts` are excluded in the request and not read).
struct OpenWeatherMapOneCallResponse: Decodable, Equatable {
    let lat: Double
    let lon: Double
    /// IANA identifier, `America/New_York`.
    let timezone: String?
    /// Seconds east of UTC now; absent in 2020-era bodies.
    let timezoneOffset: Int?
    let current: Current?
    let hourly: [Hour]?
    let daily: [Day]?
    let minutely: [Minute]?

    enum CodingKeys: String, CodingKey {
        case lat, lon, timezone, current, hourly, daily, minutely
        case timezoneOffset = "timezone_offset"
    }

    struct Current: Decodable, Equatable {
        let dt: Int
        /// 0 (or absent) in polar day or night.
        let sunrise: Int?
        let sunset: Int?
        let temp: Double?
        let feelsLike: Double?
        let humidity: Double?
        let windSpeed: Double?
        let windDeg: Double?
        let weather: [OpenWeatherMapWeather]?
        let rain: OpenWeatherMapVolume?
        let snow: OpenWeatherMapVolume?
        let uvi: Double?
        /// Sea-level hPa.
        let pressure: Double?

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, humidity, weather, rain, snow, uvi, pressure
            case feelsLike = "feels_like"
            case windSpeed = "wind_speed"
            case windDeg = "wind_deg"
        }
    }

    struct Hour: Decodable, Equatable {
        let dt: Int
        let temp: Double?
        let weather: [OpenWeatherMapWeather]?
        /// 0…1.
        let pop: Double?
        let uvi: Double?
        let pressure: Double?
    }

    /// One minute of the next hour: `precipitation` is a rate in mm/h.
    struct Minute: Decodable, Equatable {
        let dt: Int
        let precipitation: Double?
    }

    struct Day: Decodable, Equatable {
        /// Local midday of the day (13:00 or so), unix seconds.
        let dt: Int
        let sunrise: Int?
        let sunset: Int?
        let temp: Temperatures?
        let weather: [OpenWeatherMapWeather]?
        let pop: Double?
        /// Millimetres for the day: a plain number here, unlike the hourly `{"1h"}` objects.
        let rain: Double?
        let snow: Double?
        let uvi: Double?
        /// Unix seconds; 0 on a day without the event.
        let moonrise: Int?
        let moonset: Int?
    }

    struct Temperatures: Decodable, Equatable {
        let min: Double?
        let max: Double?
    }
}
