import Foundation

/// One official alerts service: asked for a place, answers with the alerts current for it.
public protocol AlertFetching: Sendable {
    var source: AlertSource { get }
    func alerts(_ request: AlertRequest, now: Date) async throws(WeatherError) -> AlertReport
}
