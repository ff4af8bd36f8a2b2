/// Which OpenWeatherMap API answers: the free plan's current weather plus 5-day/3-hour forecast,
/// or One Call 3.0 (a separate subscription: hourly steps, 8 days).
public enum OpenWeatherMapAPI: String, Sendable, Equatable, CaseIterable {
    case free
    case oneCall = "onecall"
}
