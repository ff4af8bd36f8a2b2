/// The 3.0 `/onecall` body exactly as sent (`minutely` and `alerts` are excluded in the request and not read).
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

    enum CodingKeys: String, CodingKey {
        case lat, lon, timezone, current, hourly, daily
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

        enum CodingKeys: String, CodingKey {
            case dt, sunrise, sunset, temp, humidity, weather, rain, snow
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
    }

    struct Temperatures: Decodable, Equatable {
        let min: Double?
        let max: Double?
    }
}
