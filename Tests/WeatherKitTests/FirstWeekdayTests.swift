import Foundation
import Testing

@testable import WeatherKit

/// The first weekday comes from the locale's name, the same on every machine.
@Suite struct FirstWeekdayTests {
    @Test(arguments: [
        ("en_US.UTF-8", 7), ("de_DE.UTF-8", 1), ("en_GB.UTF-8", 1), ("de_DE.UTF-8@euro", 1), ("fr_FR", 1),
        ("ja_JP.UTF-8", 7),
        ("pt_BR.UTF-8", 7), ("pt_PT.UTF-8", 7), ("he_IL.UTF-8", 7), ("ar_EG.UTF-8", 6), ("fa_IR.UTF-8", 6),
        ("dv_MV", 5),
        ("en_CA.UTF-8", 7), ("en_AU.UTF-8", 1), ("en", 7), ("de", 1), ("C", 1), ("C.UTF-8", 1), ("POSIX", 1), ("", 1),
        ("not a locale!", 1), ("xx_US.UTF-8", 7), ("xx_YY", 1), ("en-us", 7)
    ])
    func theLocaleNameGivesTheFirstWeekday(name: String, first: Int) {
        #expect(FirstWeekday.of(localeName: name) == first, "\(name)")
    }

    /// A language the machine's locale data does not know still gets its region's week (en_US-like: Sunday).
    @Test func theTimeStyleTakesItFromTheNameNotTheMachinesLocales() {
        #expect(TimeStyle.fromLocale(environment: ["LC_TIME": "xx_US.UTF-8"]).firstWeekday == 7)
        #expect(TimeStyle.fromLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]).firstWeekday == 1)
        #expect(TimeStyle.fromLocale(environment: ["LANG": "en_US.UTF-8"]).firstWeekday == 7)
        #expect(TimeStyle.fromLocale(environment: ["LANG": "en_GB.UTF-8"], clock: .twentyFourHour).firstWeekday == 1)
    }

    @Test func aWeekIsLaidOutFromItsFirstDay() {
        #expect(FirstWeekday.week(startingOn: 1) == [1, 2, 3, 4, 5, 6, 7])
        #expect(FirstWeekday.week(startingOn: 7) == [7, 1, 2, 3, 4, 5, 6])
        #expect(FirstWeekday.week(startingOn: 6) == [6, 7, 1, 2, 3, 4, 5])
        #expect(FirstWeekday.week(startingOn: 0) == [1, 2, 3, 4, 5, 6, 7], "out of range reads as Monday")
    }

    /// `mood stats` by weekday: the moods of a Sunday and a Monday (by the clock they were logged by), Sunday first
    /// for a week that starts on Sunday.
    @Test func moodsByWeekdayFollowTheFirstWeekday() {
        let monday = Date(timeIntervalSince1970: MoodStatisticsTests.midnight + 12 * 3600)
        let sunday = monday.addingTimeInterval(-86_400)
        let entries = [
            MoodEntry(id: 1, createdAt: monday, utcOffsetSeconds: 0, level: .good, comment: nil, forecast: nil),
            MoodEntry(id: 2, createdAt: sunday, utcOffsetSeconds: 0, level: .great, comment: nil, forecast: nil),
            MoodEntry(id: 3, createdAt: sunday, utcOffsetSeconds: 0, level: .okay, comment: nil, forecast: nil),
            // 23:00 on Monday in UTC is already Tuesday in Kathmandu, where it was logged.
            MoodEntry(
                id: 4, createdAt: monday.addingTimeInterval(11 * 3600), utcOffsetSeconds: 20_700, level: .bad,
                comment: nil, forecast: nil)
        ]
        let mondayFirst = MoodStatistics(entries, firstWeekday: 1).byWeekday
        #expect(mondayFirst.map(\.name) == ["Mon", "Tue", "Sun"])
        #expect(mondayFirst.map(\.count) == [1, 1, 2])
        #expect(mondayFirst[2].averageLevel == 4)
        #expect(MoodStatistics(entries, firstWeekday: 7).byWeekday.map(\.name) == ["Sun", "Mon", "Tue"])
    }
}
