/// The part of the day a mood was logged in, by the local clock it was logged at: what the journal groups moods by
/// and the statistics count them by, in the same words. Raw values are stable slugs used in JSON.
public enum PartOfDay: String, Sendable, CaseIterable {
    /// Before 14:00.
    case morning
    /// 14:00 to 19:59 ("Afternoon"; its slug is the original app's).
    case day
    /// From 20:00.
    case evening

    /// The hours the afternoon and the evening begin at.
    public static let afternoonStartHour = 14
    public static let eveningStartHour = 20

    public init(hour: Int) {
        switch hour {
        case ..<Self.afternoonStartHour: self = .morning
        case ..<Self.eveningStartHour: self = .day
        default: self = .evening
        }
    }
}
