import Foundation

/// The "rain soon?" line: when precipitation is likely in the next 24 hours, and how likely.
public struct RainOutlook: Sendable, Equatable {
    public enum Kind: String, Sendable { case rain = "Rain", snow = "Snow" }

    public static let likelyPercent = 50.0
    public static let possiblePercent = 25.0

    public var kind: Kind
    /// nil when nothing is expected.
    public var start: Date?
    /// The provider's chance for that hour; nil when it gave none and the hour's condition (rain, snow) said it.
    public var probability: Double?
    public var likely: Bool
    /// Whether any hourly forecast covers the next 24 hours at all.
    public var hasHourlyData: Bool

    public init(forecast: Forecast, now: Date) {
        let window = forecast.hourly.filter { $0.time >= now.addingTimeInterval(-3600) && $0.time < now.addingTimeInterval(86_400) }
        func chance(_ hour: HourlyForecast) -> Double {
            hour.precipitationProbability ?? ((hour.condition?.isPrecipitation ?? false) ? 100 : 0)
        }
        let likelyHour = window.first { chance($0) >= RainOutlook.likelyPercent }
        let possibleHour = window.first { chance($0) >= RainOutlook.possiblePercent }
        let hour = likelyHour ?? possibleHour
        self.likely = likelyHour != nil
        self.hasHourlyData = !window.isEmpty
        self.start = hour?.time
        self.probability = hour?.precipitationProbability
        let snowy: Set<Condition> = [.snow, .snowShowers]
        self.kind = hour?.condition.map { snowy.contains($0) } == true ? .snow : .rain
    }

    /// "Rain likely from 15:00 (70%)", "Snow possible from 03:00 (30%)", "Snow expected from 04:00" (no chance
    /// given, the hour's condition is snow), "No rain expected in the next 24 h".
    public func text(in location: Location, style: TimeStyle) -> String {
        guard hasHourlyData else { return "No hourly forecast for the next 24 h" }
        guard let start else { return "No rain expected in the next 24 h" }
        let clock = style.clock(location.localTime(at: start))
        guard let probability else { return "\(kind.rawValue) expected from \(clock)" }
        return "\(kind.rawValue) \(likely ? "likely" : "possible") from \(clock) (\(probability.wholeNumber)%)"
    }
}
