import Testing
@testable import Drawing

@Suite struct DisplayWidthTests {
    @Test func columnsOfCommonText() {
        #expect(DisplayWidth.of("Berlin") == 6)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("서울") == 4)
        #expect(DisplayWidth.of("☀") == 1)
        #expect(DisplayWidth.of("°C") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Ile\u{302}") == 3)
        #expect(DisplayWidth.of("🌧") == 2)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("⛄") == 2)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{1b}[2J") == 3, "ESC takes no column; what follows it does")
        #expect(DisplayWidth.of("Ｗｅａｔｈｅｒ") == 14)
    }

    static let samples = [
        "Berlin", "東京都渋谷区", "Hollywood, Florida, United States", "e\u{301}e\u{301}e\u{301}e\u{301}",
        "🌧 Rain likely from 15:00 (70%)", "a東b京c", "Île MacMurdo", "Llanfairpwllgwyngyll東京",
    ]

    @Test func truncateNeverExceedsTheWidthAndMarksTheCut() {
        for text in Self.samples {
            for columns in 0...40 {
                let cut = DisplayWidth.truncate(text, to: columns)
                #expect(DisplayWidth.of(cut) <= columns, "\(text) to \(columns): \(cut)")
                if DisplayWidth.of(text) > columns {
                    #expect(columns == 0 ? cut.isEmpty : cut.hasSuffix("…"), "\(text) to \(columns): \(cut)")
                    // Only a wide character that no longer fits leaves a column spare.
                    #expect(DisplayWidth.of(cut) >= columns - 1, "\(text) to \(columns): \(cut)")
                } else {
                    #expect(cut == text)
                }
            }
        }
    }

    @Test func truncateExamples() {
        #expect(DisplayWidth.truncate("Hollywood, Florida", to: 10) == "Hollywood…")
        #expect(DisplayWidth.truncate("東京都渋谷区", to: 5) == "東京…")
        #expect(DisplayWidth.truncate("東京都渋谷区", to: 4) == "東…")
        #expect(DisplayWidth.truncate("東京", to: 4) == "東京")
        #expect(DisplayWidth.truncate("Berlin", to: 1) == "…")
        #expect(DisplayWidth.truncate("Berlin", to: 0) == "")
        #expect(DisplayWidth.truncate("Berlin", to: -3) == "")
        // A combining mark stays with its letter.
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2).unicodeScalars.map(\.value) == [0x65, 0x301, 0x2026])
    }

    @Test func padGivesExactWidth() {
        #expect(DisplayWidth.pad("abc", to: 5) == "abc  ")
        #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.pad("東京", to: 4) == "東京")
        #expect(DisplayWidth.pad("東京都", to: 4) == "東… ")
        #expect(DisplayWidth.pad("東京都", to: 5) == "東京…")
        #expect(DisplayWidth.pad("", to: 3) == "   ")
        for text in Self.samples {
            for columns in 0...40 {
                #expect(DisplayWidth.of(DisplayWidth.pad(text, to: columns)) == columns, "\(text) to \(columns)")
            }
        }
    }
}

@Suite struct TerminalTextTests {
    @Test func removesEscapeSequencesIntroducers() {
        #expect(TerminalText.sanitized("Berlin\u{1b}[2J") == "Berlin[2J")
        #expect(TerminalText.sanitized("\u{1b}]0;title\u{07}Paris") == "]0;titleParis")
        #expect(TerminalText.sanitized("\u{9b}31mred") == "31mred")
        #expect(TerminalText.sanitized("a\u{9d}b\u{85}c\u{7f}d\u{0}e") == "abcde")
    }

    @Test func removesInvisibleAndDirectionCharacters() {
        #expect(TerminalText.sanitized("abc\u{202E}fed") == "abcfed")
        #expect(TerminalText.sanitized("a\u{200B}b\u{200D}c\u{200F}d") == "abcd")
        #expect(TerminalText.sanitized("\u{FEFF}x\u{2066}y\u{2069}") == "xy")
    }

    @Test func separatorsTagsAndLetterMarksAreHandledToo() {
        #expect(TerminalText.sanitized("a\u{2028}b\u{2029}c") == "a b c")
        #expect(TerminalText.sanitized("x\u{061C}y\u{180E}z\u{E0041}\u{FFF9}!") == "xyz!")
    }

    @Test func whitespaceControlsBecomeSpaces() {
        #expect(TerminalText.sanitized("Line1\nLine2\tx\r") == "Line1 Line2 x ")
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "Île-de-France, 東京, 25 °C ☀ 🌧 e\u{301} Saint-Étienne (FR)"
        #expect(TerminalText.sanitized(text) == text)
    }
}
