import Foundation

/// A Locationforecast 2.0 `complete` body laid out from `TestClock.now`, in MET's shape: 60 hourly steps with
/// `next_1_hours`, then six-hourly ones with `next_6_hours`, the last step `instant` only; times in UTC.
enum MetNorwayFixture {
    /// 1 °C at now, one degree warmer each hour for a day; light rain showers in the third hour.
    static func body(start: Date = TestClock.now, temperature: Double = 1) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var steps: [String] = []
        var time = start
        for index in 0..<84 {
            let hourly = index < 60
            let symbol = index == 2 ? "lightrainshowers_day" : "partlycloudy_day"
            var data = [
                #""instant":{"details":{"air_temperature":\#(temperature + Double(index % 24)),"apparent_air_temperature":\#(temperature - 2),"relative_humidity":81.0,"wind_speed":5.0,"wind_from_direction":225.0,"air_pressure_at_sea_level":1012.0}}"#
            ]
            if index < 83 {
                let period =
                    #"{"summary":{"symbol_code":"\#(symbol)"},"details":{"precipitation_amount":0.0,"probability_of_precipitation":\#(index == 2 ? 60.0 : 5.0)}}"#
                if hourly { data.append(#""next_1_hours":\#(period)"#) }
                data.append(#""next_6_hours":\#(period)"#)
            }
            steps.append(#"{"time":"\#(formatter.string(from: time))","data":{\#(data.joined(separator: ","))}}"#)
            time = time.addingTimeInterval(hourly ? 3600 : 6 * 3600)
            if index == 59 {
                time = Date(timeIntervalSince1970: (time.timeIntervalSince1970 / 21_600).rounded(.up) * 21_600)
            }
        }
        return
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[13.4105,52.5244,40]},"properties":{"meta":{"updated_at":"\#(formatter.string(from: start))","units":{"air_temperature":"celsius"}},"timeseries":[\#(steps.joined(separator: ","))]}}"#
    }

    static let path = "/weatherapi/locationforecast/2.0/complete"
}
