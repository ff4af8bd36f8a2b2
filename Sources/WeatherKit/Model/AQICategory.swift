/// A band of an air quality index, in the words of the scale it belongs to.
public enum AQICategory: String, Sendable, Equatable, CaseIterable {
    case good, fair, moderate, poor
    case veryPoor = "very poor"
    case extremelyPoor = "extremely poor"
    case unhealthyForSensitiveGroups = "unhealthy for sensitive groups"
    case unhealthy
    case veryUnhealthy = "very unhealthy"
    case hazardous

    /// 0 (good) … 5 (the scale's worst band): what colours follow, the same for both scales.
    public var severity: Int {
        switch self {
        case .good: 0
        case .fair, .moderate: 1
        case .poor, .unhealthyForSensitiveGroups: 2
        case .veryPoor, .unhealthy: 3
        case .extremelyPoor, .veryUnhealthy: 4
        case .hazardous: 5
        }
    }
}
