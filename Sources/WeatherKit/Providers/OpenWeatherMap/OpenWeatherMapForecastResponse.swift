/// The 2.5 `/forecast` body (5 days in 3-hour steps) exactly as sent; the pro `/forecast/hourly` has the same shape.
struct OpenWeatherMapForecastResponse: Decodable, Equatable {
    let cod: OpenWeatherMapCode?
    let cnt: Int?
    let list: [Step]
    let city: City?

    struct Step: Decodable, Equatable {
        /// Start of the step, unix seconds.
        let dt: Int
        let main: OpenWeatherMapCurrentResponse.Main?
        let weather: [OpenWeatherMapWeather]?
        let clouds: OpenWeatherMapCurrentResponse.Clouds?
        let wind: OpenWeatherMapCurrentResponse.Wind?
        let visibility: Double?
        /// Probability of precipitation, 0…1.
        let pop: Double?
        let rain: OpenWeatherMapVolume?
        let snow: OpenWeatherMapVolume?
        let sys: Sys?
        /// `YYYY-MM-DD HH:MM:SS` in UTC; `dt` says the same.
        let dtTxt: String?

        enum CodingKeys: String, CodingKey {
            case dt, main, weather, clouds, wind, visibility, pop, rain, snow, sys
            case dtTxt = "dt_txt"
        }
    }

    struct Sys: Decodable, Equatable {
        /// `d` or `n`; wrong near the poles (all `d` in an Antarctic polar night).
        let pod: String?
    }

    struct City: Decodable, Equatable {
        let id: Int?
        /// Empty for remote points.
        let name: String?
        let coord: OpenWeatherMapCoordinates?
        let country: String?
        let population: Int?
        let timezone: Int?
        /// Today's, unix seconds; 0 in polar day or night.
        let sunrise: Int?
        let sunset: Int?
    }
}
