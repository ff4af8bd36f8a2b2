/// The WHO's words for a UV index.
public enum UVLevel: String, Sendable, Equatable {
    case low, moderate, high
    case veryHigh = "very high"
    case extreme

    /// Protection is advised from this index on.
    public static let protectFrom = 3.0

    public init(index: Double) {
        switch index.rounded() {
        case ..<3: self = .low
        case ..<6: self = .moderate
        case ..<8: self = .high
        case ..<11: self = .veryHigh
        default: self = .extreme
        }
    }
}
