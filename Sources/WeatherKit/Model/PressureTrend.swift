/// Which way the sea-level pressure went over the last three hours: a change of 1 hPa or more either way counts.
public enum PressureTrend: String, Sendable, Equatable, CaseIterable, Codable {
    case rising, steady, falling

    public static let threshold = 1.0
    public static let span: Double = 3 * 3600

    public init(change hectopascals: Double) {
        if hectopascals >= PressureTrend.threshold {
            self = .rising
        } else if hectopascals <= -PressureTrend.threshold {
            self = .falling
        } else {
            self = .steady
        }
    }

    public var arrow: String {
        switch self {
        case .rising: "↗"
        case .steady: "→"
        case .falling: "↘"
        }
    }
}
