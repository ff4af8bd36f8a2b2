import Foundation

/// Locationforecast 2.0 bodies laid out from a pinned instant, in MET's shape: hourly steps with `next_1_hours`,
/// then six-hourly steps at 00/06/12/18 UTC with `next_6_hours`, the last step `instant` only.
struct MetNorwayBody {
    var start: Date
    var hourlySteps = 60
    var sixHourlySteps = 24
    var latitude = 59.9139
    var longitude = 10.7522
    var temperature: (Int) -> Double? = { index in -5 + Double(index % 24) / 4 }
    var symbol: (Int) -> String? = { _ in "cloudy" }
    var probability: Double? = nil

    func json() -> String {
        var steps: [String] = []
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var time = start
        let total = hourlySteps + sixHourlySteps
        for index in 0..<total {
            let hourly = index < hourlySteps
            let last = index == total - 1
            var data = [
                "\"instant\":{\"details\":{\"air_temperature\":\(number(temperature(index))),\"wind_speed\":5.0,\"wind_from_direction\":225.0,\"relative_humidity\":80.0,\"air_pressure_at_sea_level\":1013.2}}"
            ]
            if !last {
                let details =
                    "{\"precipitation_amount\":0.0\(probability.map { ",\"probability_of_precipitation\":\(number($0))" } ?? "")}"
                let summary = "{\"symbol_code\":\(symbol(index).map { "\"\($0)\"" } ?? "null")}"
                if hourly { data.append("\"next_1_hours\":{\"summary\":\(summary),\"details\":\(details)}") }
                data.append("\"next_6_hours\":{\"summary\":\(summary),\"details\":\(details)}")
            }
            steps.append("{\"time\":\"\(formatter.string(from: time))\",\"data\":{\(data.joined(separator: ","))}}")
            time = time.addingTimeInterval(hourly ? 3600 : 6 * 3600)
            // The six-hourly part starts on 00, 06, 12 or 18 UTC.
            if index == hourlySteps - 1 {
                let seconds = time.timeIntervalSince1970
                time = Date(timeIntervalSince1970: (seconds / 21_600).rounded(.up) * 21_600)
            }
        }
        return """
            {"type":"Feature","geometry":{"type":"Point","coordinates":[\(longitude),\(latitude),10]},
             "properties":{"meta":{"updated_at":"\(formatter.string(from: start))","units":{"air_temperature":"celsius"}},
             "timeseries":[\(steps.joined(separator: ",\n"))]}}
            """
    }

    func data() -> Data { Data(json().utf8) }

    private func number(_ value: Double?) -> String {
        value.map { String($0) } ?? "null"
    }
}
