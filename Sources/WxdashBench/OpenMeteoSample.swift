import Foundation

/// A 16-day Open-Meteo response, hourly and daily, built in memory: the largest body the dashboard asks for.
enum OpenMeteoSample {
    static func sixteenDays() -> Data {
        let hours = 16 * 24
        func clock(_ hour: Int) -> String {
            let day = 1 + hour / 24
            return String(format: "\"2026-12-%02dT%02d:00\"", day, hour % 24)
        }
        let times = (0..<hours).map(clock).joined(separator: ",")
        let temperatures = (0..<hours).map { String(format: "%.1f", 3 + 4 * sin(Double($0) / 24 * 2 * .pi)) }.joined(
            separator: ",")
        let codes = (0..<hours).map { String([0, 1, 2, 3, 61, 80][$0 % 6]) }.joined(separator: ",")
        let chances = (0..<hours).map { String($0 * 7 % 100) }.joined(separator: ",")
        let isDay = (0..<hours).map { (8...16).contains($0 % 24) ? "1" : "0" }.joined(separator: ",")
        let dates = (1...16).map { String(format: "\"2026-12-%02d\"", $0) }.joined(separator: ",")
        let sunrises = (1...16).map { String(format: "\"2026-12-%02dT07:55\"", $0) }.joined(separator: ",")
        let sunsets = (1...16).map { String(format: "\"2026-12-%02dT15:52\"", $0) }.joined(separator: ",")
        let numbers = (1...16).map { String($0 % 5) }.joined(separator: ",")
        let json = """
            {"latitude":52.52,"longitude":13.41,"utc_offset_seconds":3600,"timezone":"Europe/Berlin",
             "current":{"time":"2026-12-01T10:30","interval":900,"temperature_2m":3.2,"apparent_temperature":0.4,
               "relative_humidity_2m":81,"wind_speed_10m":12,"wind_direction_10m":225,"weather_code":2,"is_day":1},
             "hourly":{"time":[\(times)],"temperature_2m":[\(temperatures)],"weather_code":[\(codes)],
               "precipitation_probability":[\(chances)],"is_day":[\(isDay)]},
             "daily":{"time":[\(dates)],"weather_code":[\(numbers)],"temperature_2m_max":[\(numbers)],
               "temperature_2m_min":[\(numbers)],"precipitation_probability_max":[\(numbers)],
               "sunrise":[\(sunrises)],"sunset":[\(sunsets)]}}
            """
        return Data(json.utf8)
    }
}
