/// Words for a precipitation rate, from the AMS glossary's bands for rain.
public enum RainIntensity: String, Sendable, Equatable {
    case light, moderate, heavy

    public init(millimetresPerHour rate: Double) {
        switch rate {
        case ..<2.5: self = .light
        case ..<7.6: self = .moderate
        default: self = .heavy
        }
    }
}
