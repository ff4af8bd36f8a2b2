import Testing

@testable import Translation

struct LanguageTextTests {
    @Test func placeholdersAreFilledAndUnknownOnesKept() {
        #expect(Language.fill("Feels like {temperature}", ["temperature": "21°"]) == "Feels like 21°")
        #expect(Language.fill("{a} and {b}", ["a": "x"]) == "x and {b}")
        #expect(Language.fill("no braces", [:]) == "no braces")
        #expect(Language.fill("open { only", [:]) == "open { only")
    }

    @Test func aKeyATranslationLacksReadsInEnglish() {
        let german = Language(ui: .german, catalog: MessageCatalog(texts: ["pageNow": "Jetzt"]))
        #expect(german.text(.pageNow) == "Jetzt")
        #expect(german.text(.pageForecast) == "Forecast")
    }

    @Test func decimalCommasWhereTheLanguageWritesThem() {
        let german = Language(ui: .german, catalog: MessageCatalog())
        #expect(german.decimals("1.5 mm") == "1,5 mm")
        #expect(german.decimals("29.92 inHg · 10:30 · v1.2.3.") == "29,92 inHg · 10:30 · v1,2,3.")
        #expect(german.decimals("Mo. 30 Nov.") == "Mo. 30 Nov.")
        #expect(Language.english.decimals("1.5 mm") == "1.5 mm")
    }

    @Test func thousandsAreGroupedAsTheLanguageWritesThem() {
        func grouped(_ ui: UILanguage, _ number: Int) -> String {
            Language(ui: ui, catalog: MessageCatalog()).grouped(number)
        }
        #expect(grouped(.english, 8_214) == "8,214")
        #expect(grouped(.english, 10_000_000) == "10,000,000")
        #expect(grouped(.english, 999) == "999")
        #expect(grouped(.german, 8_214) == "8.214")
        #expect(grouped(.french, 10_000) == "10\u{202F}000")
        #expect(grouped(.polish, 8_214) == "8214", "Polish and Spanish group only from five digits")
        #expect(grouped(.spanish, 10_000) == "10.000")
        #expect(grouped(.english, -1_234) == "-1,234")
    }

    @Test func thePseudoLanguageIsLongerAndAccentedButKeepsPlaceholders() {
        let pseudo = Language(ui: .pseudo, catalog: MessageCatalog())
        let text = pseudo.text(.feelsLike, ["temperature": "21°"])
        #expect(text.hasSuffix("21°"))
        #expect(text.contains("é"))
        let english = MessageKey.allCases.map { Language.english.text($0).count }.reduce(0, +)
        let stretched = MessageKey.allCases.map { pseudo.text($0).count }.reduce(0, +)
        #expect(Double(stretched) >= Double(english) * 1.3)
    }

    @Test func aBadCatalogLineIsNamed() {
        #expect(throws: MessageCatalog.ParseError(line: 2, problem: "the text must be in double quotes")) {
            try MessageCatalog(parsing: "# c\nkey = text\n")
        }
        #expect(throws: MessageCatalog.ParseError(line: 2, problem: "key is given twice")) {
            try MessageCatalog(parsing: "key = \"a\"\nkey = \"b\"\n")
        }
        #expect(
            throws: MessageCatalog.ParseError(
                line: 1, problem: "“some” is not a plural category (zero, one, two, few, many, other)")
        ) {
            try MessageCatalog(parsing: "key.some = \"a\"\n")
        }
        let parsed = try? MessageCatalog(parsing: "quote = \"say \\\"hi\\\"\"\n")
        #expect(parsed?.texts["quote"] == "say \"hi\"")
    }
}
