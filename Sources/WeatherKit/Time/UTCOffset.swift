/// UTC offsets a place can have: ISO 8601 and Foundation allow ±18 h; the widest in use are −12 h and +14 h.
public enum UTCOffset {
    public static let limitSeconds = 18 * 3600

    public static func isPossible(_ seconds: Int) -> Bool {
        (-limitSeconds...limitSeconds).contains(seconds)
    }
}
