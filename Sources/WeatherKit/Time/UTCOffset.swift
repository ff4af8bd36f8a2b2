/// UTC offsets a place can have: ISO 8601 and Foundation allow ±18 h; the widest in use are −12 h and +14 h.
public enum UTCOffset {
    public static let limitSeconds = 18 * 3600

    public static func isPossible(_ seconds: Int) -> Bool {
        (-limitSeconds...limitSeconds).contains(seconds)
    }

    /// `seconds` when a place can have it; otherwise the answer from `host` is refused, saying why.
    static func checked(_ seconds: Int, from host: String) throws(WeatherError) -> Int {
        guard isPossible(seconds) else {
            throw .invalidResponse(
                host: host, reason: "its UTC offset of \(seconds) s is no place's (they lie within ±18 h)")
        }
        return seconds
    }
}
