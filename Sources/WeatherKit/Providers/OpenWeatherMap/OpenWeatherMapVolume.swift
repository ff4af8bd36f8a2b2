/// `rain` / `snow` in millimetres over the last (or, in forecasts, the next) hour or three hours.
struct OpenWeatherMapVolume: Decodable, Equatable {
    let oneHour: Double?
    let threeHours: Double?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}
