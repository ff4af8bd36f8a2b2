import Foundation

/// A weather service that answers a request with the one model.
public protocol WeatherProvider: Sendable {
    var id: Provider { get }
    func forecast(_ request: ForecastRequest, now: Date) async throws(WeatherError) -> Forecast
}
