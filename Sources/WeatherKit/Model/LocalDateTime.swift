import Foundation

/// An instant as read off a wall clock with a given UTC offset.
public struct LocalDateTime: Sendable, Equatable {
    public var date: LocalDate
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var utcOffsetSeconds: Int

    /// Instants beyond ±3000 years and offsets beyond ±18 h (no clock has them) are clamped, so hostile
    /// values give a wrong-looking time rather than a crash.
    public static let instantLimit = 1e11
    public static let offsetLimit = 18 * 3600

    public init(instant: Date, utcOffsetSeconds: Int) {
        let seconds = min(max(instant.timeIntervalSince1970, -Self.instantLimit), Self.instantLimit)
        let offset = min(max(utcOffsetSeconds, -Self.offsetLimit), Self.offsetLimit)
        let local = Int(floor(seconds)) + offset
        let days = Int(floor(Double(local) / 86_400))
        let secondOfDay = local - days * 86_400
        self.date = LocalDate(daysSinceEpoch: days)
        self.hour = secondOfDay / 3600
        self.minute = secondOfDay % 3600 / 60
        self.second = secondOfDay % 60
        self.utcOffsetSeconds = offset
    }

    /// `2026-11-30T10:00:00+05:45`
    public var iso8601: String {
        // Not String(format:): `mood list --format json` writes this for every mood.
        date.description + "T" + hour.zeroPadded(to: 2) + ":" + minute.zeroPadded(to: 2) + ":"
            + second.zeroPadded(to: 2)
            + LocalDateTime.offsetText(utcOffsetSeconds)
    }

    /// `10:42`
    public var clockText: String {
        // Not String(format:): this runs for every hour on screen in every frame.
        (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
    }

    /// `+05:45`, `-03:30`, `+00:00`
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + (magnitude / 3600).zeroPadded(to: 2) + ":" + (magnitude % 3600 / 60).zeroPadded(to: 2)
    }

    /// The instant of a wall-clock reading `date` at `hour:minute` with a fixed offset.
    public static func instant(date: LocalDate, hour: Int, minute: Int, second: Int = 0, utcOffsetSeconds: Int) -> Date
    {
        let offset = min(max(utcOffsetSeconds, -offsetLimit), offsetLimit)
        let local = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(local - offset))
    }

    /// Parses provider clock strings without an offset — `2026-11-30T10:42`, with or without `:SS` — as read at `utcOffsetSeconds`.
    public static func instant(parsing text: some StringProtocol, utcOffsetSeconds: Int) -> Date? {
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2, let date = LocalDate(iso: halves[0]) else { return nil }
        let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 }),
            let hour = LocalDate.digits(clock[0]), let minute = LocalDate.digits(clock[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        var second = 0
        if clock.count == 3 {
            guard let parsed = LocalDate.digits(clock[2]), (0...60).contains(parsed) else { return nil }
            second = parsed
        }
        return instant(date: date, hour: hour, minute: minute, second: second, utcOffsetSeconds: utcOffsetSeconds)
    }
}
