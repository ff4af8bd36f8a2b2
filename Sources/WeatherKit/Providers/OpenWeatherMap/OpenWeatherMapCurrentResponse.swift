/// The 2.5 `/weather` body exactly as sent. Optional where some recording lacks the field.
struct OpenWeatherMapCurrentResponse: Decodable, Equatable {
    let coord: OpenWeatherMapCoordinates?
    let weather: [OpenWeatherMapWeather]?
    let main: Main?
    let visibility: Double?
    let wind: Wind?
    let clouds: Clouds?
    let rain: OpenWeatherMapVolume?
    let snow: OpenWeatherMapVolume?
    /// Unix seconds, UTC.
    let dt: Int
    let sys: Sys?
    /// Seconds east of UTC; absent in pre-2020 bodies.
    let timezone: Int?
    let id: Int?
    /// Translated by `lang`; empty for remote points.
    let name: String?
    let cod: OpenWeatherMapCode?

    struct Main: Decodable, Equatable {
        let temp: Double?
        let feelsLike: Double?
        let tempMin: Double?
        let tempMax: Double?
        let pressure: Double?
        let humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
        }
    }

    struct Wind: Decodable, Equatable {
        let speed: Double?
        /// Where the wind comes from, degrees; missing when it is calm or variable.
        let deg: Double?
        let gust: Double?
    }

    struct Clouds: Decodable, Equatable {
        let all: Double?
    }

    struct Sys: Decodable, Equatable {
        let country: String?
        /// Unix seconds; 0 on a day with no sunrise (polar day or night).
        let sunrise: Int?
        let sunset: Int?
    }
}
