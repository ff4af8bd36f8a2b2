import Testing

@testable import ScreenText

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

    /// An emoji sequence is one picture of two columns, measured as a cluster (issue 43: a ZWJ family counted as
    /// eight columns and a rainbow flag as three moved the header's place number and left letters behind).
    @Test func emojiSequencesAreMeasuredAsOneCluster() {
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 2)
        #expect(DisplayWidth.of("🏳️‍🌈") == 2)
        #expect(DisplayWidth.of("🇱🇹") == 2)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("❤️") == 2, "the presentation selector asks for the two-column picture")
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦🏳️‍🌈🇱🇹 (2/6)") == 12)
        #expect(DisplayWidth.of("e\u{301}") == 1, "an accent still takes no column of its own")
    }

    @Test func truncateKeepsEmojiSequencesWholeOrLeavesThemOut() {
        let name = "👨‍👩‍👧‍👦🏳️‍🌈🇱🇹"
        for columns in 0...8 {
            let cut = DisplayWidth.truncate(name, to: columns)
            #expect(DisplayWidth.of(cut) <= columns, "\(columns): \(cut)")
            for character in cut where character != "…" {
                #expect(["👨‍👩‍👧‍👦", "🏳️‍🌈", "🇱🇹"].contains(String(character)), "only whole clusters: \(cut)")
            }
        }
        #expect(DisplayWidth.truncate(name, to: 5) == "👨‍👩‍👧‍👦🏳️‍🌈…")
        #expect(DisplayWidth.truncate(name, to: 6) == name)
    }

    static let samples = [
        "Berlin", "東京都渋谷区", "Hollywood, Florida, United States", "e\u{301}e\u{301}e\u{301}e\u{301}",
        "🌧 Rain likely from 15:00 (70%)", "a東b京c", "Île MacMurdo", "Llanfairpwllgwyngyll東京"
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
        #expect(
            DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2).unicodeScalars.map(\.value) == [
                0x65, 0x301, 0x2026
            ])
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
    /// Whole sequences go, not just the ESC before them (which left `[31m` and `]0;pwned` on screen).
    @Test func removesWholeEscapeSequences() {
        #expect(TerminalText.sanitized("Berlin\u{1b}[2J") == "Berlin")
        #expect(TerminalText.sanitized("Evil\u{1b}]0;pwned\u{07}\u{1b}[31mTown") == "EvilTown")
        #expect(TerminalText.sanitized("a\u{1b}[1;38;5;196mred\u{1b}[0m") == "ared")
        #expect(TerminalText.sanitized("\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\ text") == "link text")
        #expect(TerminalText.sanitized("\u{1b}(Bplain\u{1b}=\u{1b}Pq#0;1\u{1b}\\!") == "plain!")
        #expect(
            TerminalText.sanitized("cut\u{1b}") == "cut" && TerminalText.sanitized("cut\u{1b}]0;never ends") == "cut")
        #expect(
            TerminalText.sanitized("\u{9b}31mred") == "31mred",
            "a C1 introducer alone is dropped; UTF-8 terminals print it")
        #expect(
            TerminalText.sanitized("a\u{1b}[\u{1b}]0;x\u{07}b") == "ab",
            "an ESC that cuts a CSI short starts its own sequence")
        #expect(
            TerminalText.sanitized("a\u{1b}[12é") == "aé", "a letter that ends a CSI without being its final byte stays"
        )
        #expect(
            TerminalText.sanitized("\u{1b}]0;x\u{1b}[31mred") == "red", "an escape inside a string ends it and goes too"
        )
        let endless = "\u{1b}]0;" + String(repeating: "x", count: 5000) + "after"
        #expect(
            TerminalText.sanitized(endless).hasSuffix("after"), "an unterminated string does not swallow the whole text"
        )
        let nested = String(repeating: "\u{1b}]", count: 200_000) + "end"
        #expect(
            TerminalText.sanitized(nested) == "", "200,000 nested strings end where the text does, with no stack grown")
        #expect(TerminalText.sanitized("a\u{9d}b\u{85}c\u{7f}d\u{0}e") == "abcde")
    }

    @Test func removesInvisibleAndDirectionCharacters() {
        #expect(TerminalText.sanitized("abc\u{202E}fed") == "abcfed")
        #expect(TerminalText.sanitized("a\u{200B}b\u{200D}c\u{200F}d") == "abcd")
        let family = "👩\u{200D}👩\u{200D}👧 and ن\u{200C}ی"
        #expect(TerminalText.sanitized(family, keepingJoiners: true) == family, "kept text keeps its joiners")
        #expect(TerminalText.sanitized("x\u{1b}[31m\u{202E}y", keepingJoiners: true) == "xy")
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
