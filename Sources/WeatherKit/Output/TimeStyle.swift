import ScreenText
import Translation

/// How times and days are written for the person: a 12- or 24-hour clock, weekday and month names (the interface
/// language's, from CLDR), and the day a week starts on. The words around them come from a `Language` passed beside it.
public struct TimeStyle: Sendable, Equatable {
    public enum Clock: String, Sendable, CaseIterable {
        case twelveHour = "12"
        case twentyFourHour = "24"
    }

    public let clock: Clock
    /// Abbreviated, Monday first.
    public let weekdayNames: [String]
    /// Abbreviated, January first.
    public let monthNames: [String]
    public let amSymbol: String
    public let pmSymbol: String
    /// The day weeks start on, as an ISO weekday: 1 Monday … 7 Sunday.
    public let firstWeekday: Int

    /// English names and a 24-hour clock: what the C and POSIX locales get.
    public static let standard = english(clock: .twentyFourHour)

    public static func english(clock: Clock, firstWeekday: Int = 1) -> TimeStyle {
        TimeStyle(
            clock: clock, weekdayNames: englishWeekdays, monthNames: englishMonths, amSymbol: "AM", pmSymbol: "PM",
            firstWeekday: firstWeekday)
    }

    private static let englishWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let englishMonths = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
    ]

    /// Names that are missing, empty or too wide to lay out fall back to the English ones.
    public init(
        clock: Clock, weekdayNames: [String], monthNames: [String], amSymbol: String, pmSymbol: String,
        firstWeekday: Int = 1
    ) {
        func usable(_ names: [String], count: Int) -> Bool {
            names.count == count && names.allSatisfy { !$0.isEmpty && DisplayWidth.of($0) <= Self.widestName }
        }
        self.clock = clock
        self.weekdayNames =
            usable(weekdayNames, count: 7) ? weekdayNames.map(TerminalText.sanitized) : Self.englishWeekdays
        self.monthNames = usable(monthNames, count: 12) ? monthNames.map(TerminalText.sanitized) : Self.englishMonths
        let symbolsUsable =
            [amSymbol, pmSymbol].allSatisfy { !$0.isEmpty && DisplayWidth.of($0) <= 4 } && amSymbol != pmSymbol
        self.amSymbol = symbolsUsable ? TerminalText.sanitized(amSymbol) : "AM"
        self.pmSymbol = symbolsUsable ? TerminalText.sanitized(pmSymbol) : "PM"
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 1
    }

    /// The style of `language`: its CLDR names and clock (unless `clock` is given); English names for English.
    public init(language: Language, clock: Clock? = nil, firstWeekday: Int? = nil) {
        var style = TimeStyle.english(clock: clock ?? .twentyFourHour, firstWeekday: firstWeekday ?? 1)
        if language.ui != .english, language.ui != .pseudo {
            let facts = CLDRFacts.interface(language.ui)
            style = TimeStyle(
                clock: clock ?? (facts.twelveHour ? .twelveHour : .twentyFourHour), weekdayNames: facts.weekdays,
                monthNames: facts.months,
                amSymbol: facts.amSymbol, pmSymbol: facts.pmSymbol, firstWeekday: firstWeekday ?? facts.firstWeekday)
        }
        self = style
    }

    /// `language`'s names, with the clock (unless `clock` is given) and first weekday of the time locale in
    /// `environment` (`LC_ALL`, then `LC_TIME`, then `LANG`, as the C library reads them): CLDR's, whatever locales
    /// the machine has generated.
    public static func fromLocale(environment: [String: String], clock: Clock? = nil, language: Language = .english)
        -> TimeStyle
    {
        let name = ["LC_ALL", "LC_TIME", "LANG"].compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let firstWeekday = FirstWeekday.of(localeName: name)
        let twelveHour = localeIdentifier(name).flatMap(CLDRFacts.usesTwelveHourClock(localeIdentifier:)) ?? false
        return TimeStyle(
            language: language, clock: clock ?? (twelveHour ? .twelveHour : .twentyFourHour), firstWeekday: firstWeekday
        )
    }

    /// "de_DE.UTF-8@euro" → "de_DE"; nil for C, POSIX and anything that is not a language code.
    static func localeIdentifier(_ name: String) -> String? {
        let withoutModifier = name.split(separator: "@").first.map(String.init) ?? name
        let withoutEncoding = withoutModifier.split(separator: ".").first.map(String.init) ?? withoutModifier
        let parts = withoutEncoding.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            language.uppercased() != "C"
        else { return nil }
        guard let region = parts.dropFirst().first,
            (2...3).contains(region.count), region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            return language.lowercased()
        }
        return "\(language.lowercased())_\(region.uppercased())"
    }

    static let widestName = 8

    /// `07:05` or `7:05 AM`.
    public func clock(_ time: LocalDateTime) -> String {
        switch clock {
        case .twentyFourHour: time.clockText
        case .twelveHour:
            String(twelveHour(time.hour)) + ":" + time.minute.zeroPadded(to: 2) + " " + meridiem(time.hour)
        }
    }

    /// An on-the-hour label for charts and hourly rows: `07:00` or `7 AM`.
    public func hour(_ time: LocalDateTime) -> String {
        switch clock {
        case .twentyFourHour: time.clockText
        case .twelveHour: "\(twelveHour(time.hour)) \(meridiem(time.hour))"
        }
    }

    /// The widest `hour(_:)` label, in columns.
    public var hourWidth: Int {
        switch clock {
        case .twentyFourHour: 5
        case .twelveHour: 3 + max(DisplayWidth.of(amSymbol), DisplayWidth.of(pmSymbol))
        }
    }

    /// The widest `clock(_:)` reading, in columns.
    public var clockWidth: Int {
        switch clock {
        case .twentyFourHour: 5
        case .twelveHour: 6 + max(DisplayWidth.of(amSymbol), DisplayWidth.of(pmSymbol))
        }
    }

    /// `Mon 30 Nov`
    public func day(_ date: LocalDate) -> String {
        "\(weekday(date)) \(date.day) \(monthNames[date.month - 1])"
    }

    /// `Mon`
    public func weekday(_ date: LocalDate) -> String {
        weekdayNames[date.isoWeekday - 1]
    }

    /// The widest weekday name, in columns.
    public var weekdayWidth: Int {
        weekdayNames.map(DisplayWidth.of).max() ?? 3
    }

    private func twelveHour(_ hour: Int) -> Int {
        hour % 12 == 0 ? 12 : hour % 12
    }

    private func meridiem(_ hour: Int) -> String {
        hour < 12 ? amSymbol : pmSymbol
    }
}
