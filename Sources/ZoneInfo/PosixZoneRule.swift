/// A POSIX TZ rule, as the footer of a TZif file gives it for instants past the file's table
/// (`EET-2EEST,M3.5.0/3,M10.5.0/4`, `AEST-10AEDT,M10.1.0,M4.1.0/3`, `<+0545>-5:45`, `<-03>3<-02>,M3.5.0/-2,M10.5.0/-1`).
public struct PosixZoneRule: Sendable, Equatable {
    public var standard: LocalTimeType
    /// Daylight-saving time and when it starts and ends; nil for a zone without it.
    public var daylight: Daylight?

    public struct Daylight: Sendable, Equatable {
        public var type: LocalTimeType
        /// When it starts, in local standard time.
        public var start: Transition
        /// When it ends, in local daylight-saving time.
        public var end: Transition
    }

    /// A day of the year and a time of that day in seconds (RFC 8536 lets it run from −167 to 167 hours).
    public struct Transition: Sendable, Equatable {
        public enum Day: Sendable, Equatable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julianNoLeap(Int)
            /// `n`: day 0…365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        public var day: Day
        public var seconds: Int

        /// Seconds since 1970-01-01 00:00 of this transition in `year`, as read on a clock `utcOffset` east of UTC.
        func instant(in year: Int, utcOffset: Int) -> Int {
            let firstOfYear = CivilDate.days(year: year, month: 1, day: 1)
            let days: Int
            switch day {
            case .julianNoLeap(let n):
                days = firstOfYear + n - 1 + (CivilDate.isLeap(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n):
                days = firstOfYear + n
            case .monthWeekDay(let month, let week, let weekday):
                let first = CivilDate.days(year: year, month: month, day: 1)
                var dayOfMonth = 1 + (weekday - CivilDate.weekday(ofDay: first) + 7) % 7 + 7 * (week - 1)
                while dayOfMonth > CivilDate.daysInMonth(month, of: year) { dayOfMonth -= 7 }
                days = first + dayOfMonth - 1
            }
            return days * 86_400 + seconds - utcOffset
        }
    }

    public init(standard: LocalTimeType, daylight: Daylight? = nil) {
        self.standard = standard
        self.daylight = daylight
    }

    /// The local time in force at `seconds` since 1970-01-01 00:00 UTC.
    public func type(at seconds: Int) -> LocalTimeType {
        guard let daylight else { return standard }
        let year = CivilDate.year(ofDay: Self.floorDiv(seconds + standard.utcOffset, 86_400))
        let start = daylight.start.instant(in: year, utcOffset: standard.utcOffset)
        let end = daylight.end.instant(in: year, utcOffset: daylight.type.utcOffset)
        let inDaylight =
            start < end
            ? seconds >= start && seconds < end
            // The southern hemisphere: daylight-saving time spans the new year.
            : !(seconds >= end && seconds < start)
        return inDaylight ? daylight.type : standard
    }

    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}

extension PosixZoneRule {
    /// Reads a rule such as `CET-1CEST,M3.5.0,M10.5.0/3`. Offsets are west of UTC in the text, as POSIX writes them.
    public init(_ text: String) throws(ZoneInfoError) {
        var scanner = RuleScanner(text)
        guard let standardName = scanner.name(), let standardWest = scanner.offset(allowingHours: 24) else {
            throw .badRule(text)
        }
        let standard = LocalTimeType(utcOffset: -standardWest, isDaylightSaving: false, abbreviation: standardName)
        guard !scanner.atEnd else {
            self.init(standard: standard)
            return
        }
        guard let daylightName = scanner.name() else { throw .badRule(text) }
        var daylightOffset = standard.utcOffset + 3600
        if !scanner.peek(",") && !scanner.atEnd {
            guard let west = scanner.offset(allowingHours: 24) else { throw .badRule(text) }
            daylightOffset = -west
        }
        let type = LocalTimeType(utcOffset: daylightOffset, isDaylightSaving: true, abbreviation: daylightName)
        // No rule: POSIX's default, the United States' rule since 2007.
        var start = Transition(day: .monthWeekDay(month: 3, week: 2, weekday: 0), seconds: 7200)
        var end = Transition(day: .monthWeekDay(month: 11, week: 1, weekday: 0), seconds: 7200)
        if scanner.take(",") {
            guard let first = scanner.transition(), scanner.take(","), let second = scanner.transition() else {
                throw .badRule(text)
            }
            (start, end) = (first, second)
        }
        guard scanner.atEnd else { throw .badRule(text) }
        self.init(standard: standard, daylight: Daylight(type: type, start: start, end: end))
    }
}

/// Reads the parts of a POSIX TZ string one by one.
private struct RuleScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }

    func peek(_ character: Character) -> Bool {
        !atEnd && bytes[index] == character.asciiValue
    }

    mutating func take(_ character: Character) -> Bool {
        guard peek(character) else { return false }
        index += 1
        return true
    }

    /// `EET`, or `<+0545>` quoted: at least three characters.
    mutating func name() -> String? {
        let start = index
        if take("<") {
            while !atEnd, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard !atEnd, index - start - 1 >= 3 else { return nil }
            let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
            index += 1
            return name
        }
        while !atEnd, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") {
            index += 1
        }
        guard index - start >= 3 else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds.
    mutating func offset(allowingHours limit: Int) -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number(maximumDigits: 3), hours <= limit else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number(maximumDigits: 2), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let secs = number(maximumDigits: 2), secs < 60 else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then `/time` (default 02:00).
    mutating func transition() -> PosixZoneRule.Transition? {
        let day: PosixZoneRule.Transition.Day
        if take("J") {
            guard let n = number(maximumDigits: 3), (1...365).contains(n) else { return nil }
            day = .julianNoLeap(n)
        } else if take("M") {
            guard let month = number(maximumDigits: 2), (1...12).contains(month), take("."),
                let week = number(maximumDigits: 1), (1...5).contains(week), take("."),
                let weekday = number(maximumDigits: 1), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(maximumDigits: 3), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var seconds = 7200
        if take("/") {
            guard let time = offset(allowingHours: 167) else { return nil }
            seconds = time
        }
        return PosixZoneRule.Transition(day: day, seconds: seconds)
    }

    private mutating func number(maximumDigits: Int) -> Int? {
        var value = 0
        var digits = 0
        while !atEnd, digits < maximumDigits, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
