/// The part of the day a mood was logged in, by the local clock it was logged at.
public enum PartOfDay: String, Sendable, CaseIterable {
    /// Before 14:00.
    case morning
    /// 14:00 to 19:59.
    case day
    /// From 20:00.
    case evening

    public init(hour: Int) {
        switch hour {
        case ..<14: self = .morning
        case 14..<20: self = .day
        default: self = .evening
        }
    }

    public var title: String {
        switch self {
        case .morning: "Morning"
        case .day: "Day"
        case .evening: "Evening"
        }
    }
}
