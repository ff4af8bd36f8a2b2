/// One entry of a `weather` array; when there are several, the first is the primary one.
struct OpenWeatherMapWeather: Decodable, Equatable {
    let id: Int?
    /// English group name (`Rain`); `lang` does not translate it.
    let main: String?
    /// Translated by `lang`, lower case as sent (`небольшой дождь`).
    let description: String?
    let icon: String?

    var condition: OpenWeatherMapCondition {
        OpenWeatherMapCondition(id: id, icon: icon)
    }
}
