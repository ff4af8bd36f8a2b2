import Foundation

/// One step of the short-term precipitation forecast.
public struct NowcastStep: Sendable, Equatable, Codable {
    /// The start of the step.
    public var time: Date
    /// Precipitation that falls during the step, in the forecast's precipitation unit (not a rate).
    public var precipitation: Double?

    public init(time: Date, precipitation: Double?) {
        self.time = time
        self.precipitation = precipitation
    }
}
