import Foundation
import ScreenText
import Testing
import Translation

@testable import WeatherKit

@Suite struct TimeStyleTests {
    /// 2026-11-30 is a Monday.
    static func time(_ hour: Int, _ minute: Int) -> LocalDateTime {
        let instant = LocalDateTime.instant(
            date: LocalDate(year: 2026, month: 11, day: 30), hour: hour, minute: minute, utcOffsetSeconds: 0)
        return LocalDateTime(instant: instant, utcOffsetSeconds: 0)
    }

    @Test(arguments: [
        ((0, 5), "00:05", "12:05 AM", "12 AM"), ((7, 0), "07:00", "7:00 AM", "7 AM"),
        ((12, 0), "12:00", "12:00 PM", "12 PM"),
        ((13, 45), "13:45", "1:45 PM", "1 PM"), ((23, 59), "23:59", "11:59 PM", "11 PM")
    ])
    func clocks(at: (Int, Int), twentyFour: String, twelve: String, twelveHourLabel: String) {
        let time = Self.time(at.0, at.1)
        #expect(TimeStyle.standard.clock(time) == twentyFour)
        #expect(TimeStyle.english(clock: .twelveHour).clock(time) == twelve)
        #expect(TimeStyle.english(clock: .twelveHour).hour(time) == twelveHourLabel)
        #expect(
            DisplayWidth.of(TimeStyle.english(clock: .twelveHour).clock(time))
                <= TimeStyle.english(clock: .twelveHour).clockWidth)
        #expect(
            DisplayWidth.of(TimeStyle.english(clock: .twelveHour).hour(time))
                <= TimeStyle.english(clock: .twelveHour).hourWidth)
    }

    /// Until the interface is translated, the names stay English under any locale: "Mon 30 Nov", never "Mo. 30 Nov."
    /// beside English words.
    @Test(arguments: [
        ("en_US.UTF-8", TimeStyle.Clock.twelveHour, 7), ("en_GB.UTF-8", .twentyFourHour, 1),
        ("de_DE.UTF-8@euro", .twentyFourHour, 1),
        ("fr_FR", .twentyFourHour, 1), ("ja_JP.UTF-8", .twentyFourHour, 7), ("C.UTF-8", .twentyFourHour, 1),
        ("POSIX", .twentyFourHour, 1), ("", .twentyFourHour, 1), ("not a locale!", .twentyFourHour, 1),
        ("xx_YY.UTF-8", .twentyFourHour, 1), ("ko_KR.UTF-8", .twelveHour, 7)
    ])
    func theTimeLocaleGivesTheClockAndFirstWeekdayButNotTheNames(
        locale: String, clock: TimeStyle.Clock, firstWeekday: Int
    ) {
        let style = TimeStyle.fromLocale(environment: ["LC_TIME": locale])
        #expect(style.clock == clock)
        #expect(style.firstWeekday == firstWeekday)
        #expect(style.day(LocalDate(year: 2026, month: 11, day: 30)) == "Mon 30 Nov")
        #expect(
            style.weekdayNames == TimeStyle.standard.weekdayNames && style.monthNames == TimeStyle.standard.monthNames)
        #expect(style.amSymbol == "AM" && style.pmSymbol == "PM")
    }

    @Test func anUnknownLanguageReadsInEnglishNotInPlaceholders() {
        #expect(
            TimeStyle.fromLocale(environment: ["LC_TIME": "xx_YY.UTF-8"]).day(LocalDate(year: 2026, month: 11, day: 30))
                == "Mon 30 Nov")
    }

    @Test func lcAllWinsOverLcTimeWhichWinsOverLang() {
        #expect(
            TimeStyle.fromLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"]
            ).clock == .twentyFourHour)
        #expect(
            TimeStyle.fromLocale(environment: ["LC_ALL": "", "LC_TIME": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"]).clock
                == .twelveHour)
        #expect(TimeStyle.fromLocale(environment: ["LANG": "en_US.UTF-8"]).firstWeekday == 7)
        #expect(
            TimeStyle.fromLocale(environment: ["LC_MEASUREMENT": "en_US.UTF-8"]) == .standard,
            "only the time locale counts")
    }

    @Test func theFlagOverridesTheLocaleClock() {
        let style = TimeStyle.fromLocale(environment: ["LANG": "de_DE.UTF-8"], clock: .twelveHour)
        #expect(style.clock == .twelveHour)
        #expect(style.day(LocalDate(year: 2026, month: 11, day: 30)) == "Mon 30 Nov")
        #expect(style.clock(Self.time(21, 5)) == "9:05 PM")
        #expect(
            TimeStyle.fromLocale(environment: ["LANG": "en_US.UTF-8"], clock: .twentyFourHour).clock(Self.time(21, 5))
                == "21:05")
        #expect(TimeStyle.fromLocale(environment: [:], clock: .twelveHour).clock(Self.time(21, 5)) == "9:05 PM")
    }

    @Test func unusableNamesFallBackToEnglish() {
        let style = TimeStyle(
            clock: .twelveHour, weekdayNames: ["a", "b"], monthNames: Array(repeating: "", count: 12),
            amSymbol: "before noon", pmSymbol: "x")
        #expect(style.weekdayNames == TimeStyle.standard.weekdayNames)
        #expect(style.monthNames == TimeStyle.standard.monthNames)
        #expect(style.clock(Self.time(9, 0)) == "9:00 AM")
        let hostile = TimeStyle(
            clock: .twentyFourHour, weekdayNames: ["M\u{1B}[2J", "T", "W", "T", "F", "S", "S"],
            monthNames: TimeStyle.standard.monthNames,
            amSymbol: "AM", pmSymbol: "PM")
        #expect(!hostile.weekdayNames[0].contains("\u{1B}"))
    }

    @Test func widthsCoverTheWidestReading() {
        for ui in UILanguage.allCases {
            let style = TimeStyle(language: Language(ui: ui, catalog: MessageCatalog()), clock: .twelveHour)
            for hour in 0..<24 {
                #expect(DisplayWidth.of(style.clock(Self.time(hour, 59))) <= style.clockWidth, "\(ui) \(hour)")
                #expect(DisplayWidth.of(style.hour(Self.time(hour, 0))) <= style.hourWidth, "\(ui) \(hour)")
            }
            #expect(style.weekdayNames.allSatisfy { DisplayWidth.of($0) <= style.weekdayWidth })
        }
    }

    /// What ICU gave each interface language before wxdash carried CLDR's facts itself: the same words after
    /// (Spanish `a. m.` and Lithuanian `priešpiet` are wider than a clock's four columns: AM and PM, as before).
    @Test(arguments: [
        (
            UILanguage.german, "Mo.|Di.|Mi.|Do.|Fr.|Sa.|So.",
            "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez.", "AM PM"
        ),
        (
            .french, "lun.|mar.|mer.|jeu.|ven.|sam.|dim.",
            "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.", "AM PM"
        ),
        (.spanish, "lun|mar|mié|jue|vie|sáb|dom", "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic", "AM PM"),
        (.italian, "lun|mar|mer|gio|ven|sab|dom", "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic", "AM PM"),
        (.dutch, "ma|di|wo|do|vr|za|zo", "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec", "AM PM"),
        (.polish, "pon.|wt.|śr.|czw.|pt.|sob.|niedz.", "sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru", "AM PM"),
        (
            .portuguese, "seg.|ter.|qua.|qui.|sex.|sáb.|dom.",
            "jan.|fev.|mar.|abr.|mai.|jun.|jul.|ago.|set.|out.|nov.|dez.", "AM PM"
        ),
        (
            .swedish, "mån|tis|ons|tors|fre|lör|sön", "jan.|feb.|mars|apr.|maj|juni|juli|aug.|sep.|okt.|nov.|dec.",
            "fm em"
        ),
        (
            .norwegianBokmal, "man.|tir.|ons.|tor.|fre.|lør.|søn.",
            "jan.|feb.|mars|apr.|mai|juni|juli|aug.|sep.|okt.|nov.|des.", "am pm"
        ),
        (
            .finnish, "ma|ti|ke|to|pe|la|su", "tammi|helmi|maalis|huhti|touko|kesä|heinä|elo|syys|loka|marras|joulu",
            "ap. ip."
        ),
        (
            .lithuanian, "pr|an|tr|kt|pn|št|sk",
            "saus.|vas.|kov.|bal.|geg.|birž.|liep.|rugp.|rugs.|spal.|lapkr.|gruod.", "AM PM"
        )
    ])
    func eachLanguageKeepsTheNamesItHad(ui: UILanguage, weekdays: String, months: String, meridiems: String) {
        let style = TimeStyle(language: Language(ui: ui, catalog: MessageCatalog()))
        #expect(style.weekdayNames.joined(separator: "|") == weekdays)
        #expect(style.monthNames.joined(separator: "|") == months)
        #expect(style.amSymbol + " " + style.pmSymbol == meridiems)
        #expect(style.clock == .twentyFourHour)
        #expect(style.firstWeekday == (ui == .portuguese ? 7 : 1))
    }
}
