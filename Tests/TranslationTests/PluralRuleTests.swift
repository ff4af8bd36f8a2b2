import Testing

@testable import Translation

struct PluralRuleTests {
    @Test func polishHasOneFewAndMany() {
        let expected: [Int: PluralCategory] = [
            0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many, 21: .many, 22: .few,
            25: .many,
            102: .few, 112: .many
        ]
        for (count, category) in expected {
            #expect(PluralRule.category(of: count, in: .polish) == category, "\(count)")
        }
    }

    @Test func lithuanianHasOneFewAndOther() {
        let expected: [Int: PluralCategory] = [
            0: .other, 1: .one, 2: .few, 9: .few, 10: .other, 11: .other, 12: .other, 19: .other, 20: .other, 21: .one,
            22: .few,
            101: .one, 111: .other
        ]
        for (count, category) in expected {
            #expect(PluralRule.category(of: count, in: .lithuanian) == category, "\(count)")
        }
    }

    @Test func frenchCountsZeroAsOne() {
        #expect(PluralRule.category(of: 0, in: .french) == .one)
        #expect(PluralRule.category(of: 0, in: .german) == .other)
        #expect(PluralRule.category(of: 2, in: .french) == .other)
    }

    @Test func aCountTakesItsFormWithTheNumberInIt() {
        let catalog = MessageCatalog(plurals: [
            "hoursLong": [.one: "{n} godzina", .few: "{n} godziny", .many: "{n} godzin"]
        ])
        let polish = Language(ui: .polish, catalog: catalog)
        #expect(polish.count(.hoursLong, 1) == "1 godzina")
        #expect(polish.count(.hoursLong, 3) == "3 godziny")
        #expect(polish.count(.hoursLong, 5) == "5 godzin")
        #expect(polish.count(.hoursLong, 22) == "22 godziny")
    }
}
