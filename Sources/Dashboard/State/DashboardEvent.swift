import Foundation
import WeatherKit

/// Something that happened: the runtime turns keys, timers, signals and fetch results into these.
public enum DashboardEvent: Sendable, Equatable {
    case key(Key)
    case resize(Size)
    /// The clock moved on (a minute tick, or a banner's expiry).
    case tick(Date)
    case fetchSucceeded(Forecast, at: Date)
    case fetchFailed(message: String, at: Date)
    /// The refresh timer fired.
    case refreshDue
    /// A refresh was asked for but there is nothing to fetch (sample data): say so.
    case refreshUnavailable(message: String, at: Date)
}

/// Work `update` asks the runtime to do.
public enum DashboardEffect: Sendable, Equatable {
    case fetch
    case quit
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspend
}
