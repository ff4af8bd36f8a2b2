/// The kinds of data whose age matters on their own: each grows too old at its own pace (`DataAgePolicy`).
public enum DataKind: String, Sendable, Equatable, CaseIterable {
    /// The next two hours in short steps.
    case nowcast
    /// The hourly rows.
    case hourly
    /// The daily rows.
    case daily
    /// Official alerts.
    case alerts
    /// Air quality and pollen.
    case airQuality = "air quality"
}
