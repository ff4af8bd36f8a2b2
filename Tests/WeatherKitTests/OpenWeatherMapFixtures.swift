import Foundation

@testable import WeatherKit

/// The project's own OpenWeatherMap bodies, written the way OWM writes them, for shapes the recordings lack.
enum OpenWeatherMapFixtures {
    struct Weather {
        var id: Int
        var description: String
        var icon: String
    }

    struct Step {
        var dt: Int
        var temp: Double
        var weather: Weather
        var pop: Double? = 0
    }

    /// A 2.5 `/weather` body. nil fields are left out, as OWM leaves them out.
    static func current(
        dt: Int, lat: Double, lon: Double, name: String, country: String, temp: Double, feelsLike: Double?,
        humidity: Double = 60, windSpeed: Double, windDeg: Double?, weather: [Weather],
        sunrise: Int, sunset: Int, timezone: Int?, cod: String = "200"
    ) -> String {
        var main = [
            "\"temp\":\(temp)", "\"temp_min\":\(temp - 1)", "\"temp_max\":\(temp + 1)", "\"pressure\":1012",
            "\"humidity\":\(humidity)"
        ]
        if let feelsLike { main.insert("\"feels_like\":\(feelsLike)", at: 1) }
        var wind = ["\"speed\":\(windSpeed)"]
        if let windDeg { wind.append("\"deg\":\(windDeg)") }
        let zone = timezone.map { "\"timezone\":\($0)," } ?? ""
        return """
            {"coord":{"lon":\(lon),"lat":\(lat)},"weather":[\(weather.map(json).joined(separator: ","))],"base":"stations",\
            "main":{\(main.joined(separator: ","))},"visibility":10000,"wind":{\(wind.joined(separator: ","))},\
            "clouds":{"all":40},"dt":\(dt),"sys":{"type":1,"id":9029,"country":"\(country)","sunrise":\(sunrise),"sunset":\(sunset)},\
            \(zone)"id":1283240,"name":"\(name)","cod":\(cod)}
            """
    }

    /// A 2.5 `/forecast` body with `cod` as the string OWM sends there.
    static func forecast(
        lat: Double, lon: Double, name: String, country: String, timezone: Int?, sunrise: Int, sunset: Int,
        steps: [Step]
    ) -> String {
        let list = steps.map { step in
            let pop = step.pop.map { ",\"pop\":\($0)" } ?? ""
            let pod = step.weather.icon.hasSuffix("d") ? "d" : "n"
            let time = Date(timeIntervalSince1970: TimeInterval(step.dt))
            let stamp = LocalDateTime(instant: time, utcOffsetSeconds: 0)
            let text = "\(stamp.date) \(stamp.clockText):00"
            return """
                {"dt":\(step.dt),"main":{"temp":\(step.temp),"feels_like":\(step.temp - 2),"temp_min":\(step.temp),\
                "temp_max":\(step.temp),"pressure":1012,"sea_level":1012,"grnd_level":900,"humidity":70,"temp_kf":0},\
                "weather":[\(json(step.weather))],"clouds":{"all":50},"wind":{"speed":2.1,"deg":200,"gust":3.4},\
                "visibility":10000\(pop),"sys":{"pod":"\(pod)"},"dt_txt":"\(text)"}
                """
        }
        let zone = timezone.map { ",\"timezone\":\($0)" } ?? ""
        return """
            {"cod":"200","message":0,"cnt":\(steps.count),"list":[\(list.joined(separator: ","))],\
            "city":{"id":0,"name":"\(name)","coord":{"lat":\(lat),"lon":\(lon)},"country":"\(country)",\
            "population":0\(zone),"sunrise":\(sunrise),"sunset":\(sunset)}}
            """
    }

    /// Steps every 3 hours from `start`, each from `make(index)`.
    static func steps(from start: Int, count: Int, make: (Int) -> (temp: Double, weather: Weather, pop: Double?))
        -> [Step]
    {
        (0..<count).map { index in
            let made = make(index)
            return Step(dt: start + index * 10_800, temp: made.temp, weather: made.weather, pop: made.pop)
        }
    }

    static func json(_ weather: Weather) -> String {
        let main = weather.id == 800 ? "Clear" : weather.id > 800 ? "Clouds" : "Other"
        return
            "{\"id\":\(weather.id),\"main\":\"\(main)\",\"description\":\"\(weather.description)\",\"icon\":\"\(weather.icon)\"}"
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    static let clear = Weather(id: 800, description: "clear sky", icon: "01d")
    static let clearNight = Weather(id: 800, description: "clear sky", icon: "01n")
    static let brokenClouds = Weather(id: 803, description: "broken clouds", icon: "04d")
    static let lightRain = Weather(id: 500, description: "light rain", icon: "10d")
    static let thunderstorm = Weather(id: 211, description: "thunderstorm", icon: "11d")
    static let lightSnow = Weather(id: 600, description: "light snow", icon: "13d")
    static let mist = Weather(id: 701, description: "mist", icon: "50d")
}
