/// OpenWeatherMap's condition ids and icon codes (openweathermap.org/weather-conditions) in the one vocabulary.
///
/// Choices where OWM's groups do not match ours:
/// - 611–616 (sleet, shower sleet, rain and snow) → `snow`: what reaches the ground is mostly frozen, and the
///   glyph that fits best is snow; `freezingRain` is kept for 511, which OWM itself draws with the snow icon.
/// - 313, 314, 321 (shower drizzle) stay `drizzle`: the amount is what a person notices, not the showery onset.
/// - 771 (squalls) and 781 (tornado) → `thunderstorm`: they are convective wind storms, nothing like fog,
///   and the worst condition is the right warning. The other 7xx ids (mist, smoke, haze, dust, sand, ash) → `fog`.
public struct OpenWeatherMapCondition: Sendable, Equatable {
    public var id: Int?
    public var icon: String?

    public init(id: Int?, icon: String?) {
        self.id = id
        self.icon = icon
    }

    /// From the id when OWM documents it, else from the icon, else nil.
    public var condition: Condition? {
        id.flatMap(OpenWeatherMapCondition.condition(id:)) ?? icon.flatMap(OpenWeatherMapCondition.condition(icon:))
    }

    /// Day or night from the icon's `d`/`n` suffix. OWM derives it from its own sunrise, which fails near the poles.
    public var iconSaysDay: Bool? {
        switch icon?.last {
        case "d": true
        case "n": false
        default: nil
        }
    }

    static func condition(id: Int) -> Condition? {
        switch id {
        case 200...202, 210...212, 221, 230...232: .thunderstorm
        case 300...302, 310...314, 321: .drizzle
        case 500...504: .rain
        case 511: .freezingRain
        case 520...522, 531: .showers
        case 600...602, 611...613, 615, 616: .snow
        case 620...622: .snowShowers
        case 701, 711, 721, 731, 741, 751, 761, 762: .fog
        case 771, 781: .thunderstorm
        case 800: .clear
        case 801: .mostlyClear
        case 802: .partlyCloudy
        case 803, 804: .cloudy
        default: nil
        }
    }

    static func condition(icon: String) -> Condition? {
        switch icon.prefix(2) {
        case "01": .clear
        case "02": .mostlyClear
        case "03": .partlyCloudy
        case "04": .cloudy
        case "09": .showers
        case "10": .rain
        case "11": .thunderstorm
        case "13": .snow
        case "50": .fog
        default: nil
        }
    }
}
