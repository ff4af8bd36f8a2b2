/// What to ask a provider for.
public struct ForecastRequest: Sendable, Equatable {
    public static let defaultDays = 7
    public static let maximumDays = 16

    public var place: Place
    public var units: UnitSystem
    /// Days of daily forecast, today included: 1 … 16.
    public var days: Int
    /// Language for the provider's own descriptions, where it has them (`de`, `pt_br`).
    public var language: String?

    public init(
        place: Place, units: UnitSystem = .metric, days: Int = ForecastRequest.defaultDays, language: String? = nil
    ) {
        self.place = place
        self.units = units
        self.days = min(max(days, 1), ForecastRequest.maximumDays)
        self.language = language
    }
}
