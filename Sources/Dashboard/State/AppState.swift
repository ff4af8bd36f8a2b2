import Foundation
import WeatherKit

/// Everything the dashboard shows, including "now": views are pure functions of this.
public struct AppState: Sendable, Equatable {
    /// The forecast as fetched, in the units it was fetched in.
    public var forecast: Forecast?
    /// The units shown; `u` switches them without a refetch.
    public var units: UnitSystem
    public var page: Page = .now
    public var size: Size
    public var now: Date
    public var showingHelp = false
    public var banner: Banner?
    public var isFetching = false
    /// When the last fetch failed and why, for the footer.
    public var lastFailure: String?
    /// Shown in the header when the data is bundled sample data, not live.
    public var isSampleData = false
    public var nextRefresh: Date?
    public var appearance: Appearance
    public var hasQuit = false

    public init(forecast: Forecast? = nil, units: UnitSystem, size: Size, now: Date, appearance: Appearance = Appearance()) {
        self.forecast = forecast
        self.units = units
        self.size = size
        self.now = now
        self.appearance = appearance
    }

    /// The forecast in the units on screen.
    public var displayedForecast: Forecast? {
        guard let forecast else { return nil }
        let target = Units(system: units)
        return forecast.units == target ? forecast : forecast.converted(to: target)
    }
}
