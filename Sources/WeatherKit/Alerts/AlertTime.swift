import Foundation

/// Instants in the forms the alert services write: `2024-07-18T12:50:00-07:00`, `…+00:00`,
/// `2026-03-05T21:26:06.795Z` (fractions dropped). Text without an offset is refused: its zone is unknown.
enum AlertTime {
    static func parse(_ text: String?) -> Date? {
        guard var clock = text?.trimmingCharacters(in: .whitespaces).uppercased()[...], clock.count >= 16 else {
            return nil
        }
        var offset = 0
        if clock.hasSuffix("Z") {
            clock = clock.dropLast()
        } else {
            let suffix = clock.suffix(6)
            guard let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
            let parts = suffix.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...18).contains(hours),
                (0...59).contains(minutes)
            else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            clock = clock.dropLast(6)
        }
        if let dot = clock.firstIndex(of: ".") {
            guard clock[clock.index(after: dot)...].allSatisfy(\.isASCII),
                clock[clock.index(after: dot)...].allSatisfy(\.isNumber)
            else { return nil }
            clock = clock[..<dot]
        }
        return LocalDateTime.instant(parsing: clock, utcOffsetSeconds: offset)
    }

    /// Unix seconds, as OpenWeatherMap sends them; 0 and absurd values are unknown.
    static func epoch(_ seconds: Double?) -> Date? {
        guard let seconds, seconds > 0, seconds < 1e11 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
