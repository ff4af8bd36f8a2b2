import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit
import WeatherText

@testable import Dashboard

@Suite struct GlyphSetTests {
    static let library = Result { try AssetLibrary.load(from: RepositoryAssets.directory) }

    private func shipped(_ set: IconSet) throws -> GlyphSet {
        try GlyphSetTests.library.get().glyphs(set)
    }

    /// Every condition, day and night, and the unknown one.
    private static let lookups: [(Condition?, Bool)] =
        Condition.allCases.flatMap { [($0, true), ($0, false)] } + [(nil, true), (nil, false)]

    @Test(arguments: IconSet.allCases)
    func shippedSetParsesWithItsOwnName(_ set: IconSet) throws {
        let text = try RepositoryAssets.text("glyphs/\(set.rawValue).txt")
        let parsed = try GlyphSet.parse(text, name: "\(set.rawValue).txt")
        #expect(parsed == (try shipped(set)))
        #expect(parsed.artHeight == 5)
        #expect(parsed.artWidth <= 13)
    }

    @Test(arguments: IconSet.allCases)
    func everyLookupIsARectangleAndASymbolOfTheSetsWidth(_ set: IconSet) throws {
        let glyphs = try shipped(set)
        for (condition, isDay) in GlyphSetTests.lookups {
            let art = glyphs.art(for: condition, isDay: isDay)
            #expect(art.count == glyphs.artHeight, "\(set) \(String(describing: condition)) day=\(isDay)")
            for row in art {
                #expect(DisplayWidth.of(row) == glyphs.artWidth, "\(set) \(String(describing: condition)): “\(row)”")
            }
            #expect(DisplayWidth.of(glyphs.symbol(for: condition, isDay: isDay)) == glyphs.symbolWidth)
        }
    }

    @Test(arguments: IconSet.allCases)
    func artFillsExactlyItsWidthOnACanvas(_ set: IconSet) throws {
        let glyphs = try shipped(set)
        for (condition, isDay) in GlyphSetTests.lookups {
            var canvas = Canvas(size: Size(columns: glyphs.artWidth + glyphs.symbolWidth + 1, rows: glyphs.artHeight))
            for (row, line) in glyphs.art(for: condition, isDay: isDay).enumerated() {
                #expect(canvas.write(line, column: 0, row: row) == glyphs.artWidth)
                #expect(
                    canvas.write(glyphs.symbol(for: condition, isDay: isDay), column: glyphs.artWidth + 1, row: row)
                        == glyphs.symbolWidth)
            }
        }
    }

    @Test(arguments: IconSet.allCases)
    func nightDiffersFromDayWhereTheSunShows(_ set: IconSet) throws {
        let glyphs = try shipped(set)
        for condition in [Condition.clear, .mostlyClear, .partlyCloudy] {
            #expect(
                glyphs.art(for: condition, isDay: true) != glyphs.art(for: condition, isDay: false),
                "\(set) \(condition)")
        }
        #expect(glyphs.symbol(for: .clear, isDay: true) != glyphs.symbol(for: .clear, isDay: false))
    }

    @Test(arguments: IconSet.allCases)
    func unknownArtIsItsOwn(_ set: IconSet) throws {
        let glyphs = try shipped(set)
        for condition in Condition.allCases {
            #expect(glyphs.art(for: nil, isDay: true) != glyphs.art(for: condition, isDay: true))
        }
    }

    @Test func symbolWidths() throws {
        #expect(try shipped(.ascii).symbolWidth == 1)
        #expect(try shipped(.unicode).symbolWidth == 1)
        #expect(try shipped(.emoji).symbolWidth == 2)
        #expect(try shipped(.nerd).symbolWidth == 1)
    }

    @Test func asciiFileIsPureASCII() throws {
        let text = try RepositoryAssets.text("glyphs/ascii.txt")
        let offending = text.unicodeScalars.filter { !$0.isASCII }
        #expect(offending.isEmpty, "non-ASCII: \(String(String.UnicodeScalarView(offending)))")
    }

    @Test func unicodeHasOnlyOneColumnCharactersAndNoEmoji() throws {
        let glyphs = try shipped(.unicode)
        for (condition, isDay) in GlyphSetTests.lookups {
            let text = glyphs.art(for: condition, isDay: isDay).joined() + glyphs.symbol(for: condition, isDay: isDay)
            for scalar in text.unicodeScalars {
                #expect(
                    DisplayWidth.of(scalar) == 1,
                    "U+\(String(scalar.value, radix: 16)) in \(String(describing: condition))")
                #expect(!scalar.properties.isEmojiPresentation, "U+\(String(scalar.value, radix: 16)) is an emoji")
            }
        }
    }

    @Test func unicodeSymbolsMatchThoseOfWxdashNow() throws {
        let glyphs = try shipped(.unicode)
        for (condition, isDay) in GlyphSetTests.lookups {
            #expect(glyphs.symbol(for: condition, isDay: isDay) == ConditionSymbol.symbol(for: condition, isDay: isDay))
        }
    }

    @Test func emojiSymbolsAreEmojiByDefault() throws {
        let glyphs = try shipped(.emoji)
        for (condition, isDay) in GlyphSetTests.lookups {
            let symbol = glyphs.symbol(for: condition, isDay: isDay)
            #expect(symbol.unicodeScalars.count == 1, "“\(symbol)” needs a variation selector")
            #expect(symbol.unicodeScalars.allSatisfy { $0.properties.isEmojiPresentation }, "“\(symbol)”")
        }
    }

    @Test func nerdSymbolsAreWeatherIconsOverTheUnicodeArt() throws {
        let nerd = try shipped(.nerd)
        let unicode = try shipped(.unicode)
        for (condition, isDay) in GlyphSetTests.lookups {
            let scalars = nerd.symbol(for: condition, isDay: isDay).unicodeScalars
            #expect(scalars.count == 1 && scalars.allSatisfy { (0xE300...0xE3EB).contains($0.value) })
            #expect(nerd.art(for: condition, isDay: isDay) == unicode.art(for: condition, isDay: isDay))
        }
    }

    // MARK: - The format

    /// A valid set: every condition as `[slug] *` with two rows, and `[unknown] ?`.
    static func minimalSet(height: Int = 2, extra: String = "") -> String {
        var text = "# test set\nheight \(height)\n"
        for condition in Condition.allCases {
            text +=
                "[\(condition.rawValue)] *\n" + String(repeating: " \(condition.rawValue.prefix(3))\n", count: height)
        }
        return text + "[unknown] ?\n" + String(repeating: "?\n", count: height) + extra
    }

    @Test func sharedAndSingleVariantSectionsServeBothTimesOfDay() throws {
        let text = Self.minimalSet(
            extra: "[clear day] O\nsun\nsun\n\n# only a night one:\n[fog night] =\nnight fog\n\n")
        let glyphs = try GlyphSet.parse(text, name: "test")
        #expect(glyphs.art(for: .clear, isDay: true) == ["sun      ", "sun      "])
        #expect(glyphs.art(for: .clear, isDay: false) == [" cle     ", " cle     "])
        #expect(glyphs.symbol(for: .clear, isDay: true) == "O")
        #expect(glyphs.symbol(for: .clear, isDay: false) == "*")
        #expect(glyphs.art(for: .fog, isDay: false) == ["night fog", "         "])
        #expect(glyphs.art(for: .fog, isDay: true) == [" fog     ", " fog     "])
        #expect(glyphs.art(for: nil, isDay: true) == ["?        ", "?        "])
        #expect(glyphs.artWidth == 9)
        #expect(glyphs.artHeight == 2)
    }

    @Test func aDayOnlySectionServesTheNightToo() throws {
        let text = Self.minimalSet().replacingOccurrences(of: "[rain] *", with: "[rain day] *")
        let glyphs = try GlyphSet.parse(text, name: "test")
        #expect(glyphs.art(for: .rain, isDay: false) == glyphs.art(for: .rain, isDay: true))
    }

    @Test func aColourLayerColoursItsPictureAndASetWithoutLayersReadsAsBefore() throws {
        let glyphs = try GlyphSet.parse(
            Self.minimalSet(extra: "[clear colours]\nss\n c\n[unknown colours]\nc\n\n"), name: "test")
        #expect(glyphs.colours(for: .clear, isDay: true) == ["ss  ", " c  "])
        #expect(glyphs.colours(for: .clear, isDay: false) == ["ss  ", " c  "])
        #expect(glyphs.colours(for: nil, isDay: true) == ["c   ", "    "])
        #expect(glyphs.colours(for: .rain, isDay: true) == nil)
        #expect(glyphs.art(for: .clear, isDay: true) == [" cle", " cle"])
        #expect(try GlyphSet.parse(Self.minimalSet(), name: "test").colours(for: .clear, isDay: true) == nil)
    }

    @Test(
        arguments: [
            ("[clear colours]\nsx\nc\n", "“x” in a colour layer"),
            ("[fog day colours]\ns\nc\n", "[fog day colours] colours no picture"),
            ("[clear colours]\nsssss\nc\n", "colour row is 5 columns wide"),
            ("[clear colours] *\ns\nc\n", "nothing may follow"),
            ("[clear colours]\ns\nc\n[clear colours]\ns\nc\n", "appears twice")
        ] as [(String, String)])
    func colourLayerProblemsAreNamed(extra: String, problem: String) {
        #expect {
            _ = try GlyphSet.parse(Self.minimalSet(extra: extra), name: "broken.txt")
        } throws: { error in
            (error as? AssetParseError)?.problem.contains(problem) == true
        }
    }

    /// The shipped large art colours the sun or moon apart from the cloud in a sky of both.
    @Test func largeArtColoursTheSunApartFromTheCloud() throws {
        let assets = try Snapshot.assets()
        #expect(!assets.largeArt.isEmpty)
        for art in assets.largeArt {
            for condition: Condition in [.partlyCloudy, .mostlyClear] {
                for isDay in [true, false] {
                    let letters = Set((art.colours(for: condition, isDay: isDay) ?? []).joined())
                    #expect(letters == [" ", "s", "c"], "\(art.name) \(condition) \(isDay ? "day" : "night")")
                }
            }
            #expect(art.colours(for: .cloudy, isDay: true) == nil)
        }
    }

    @Test func windowsLineEndingsAreRead() throws {
        let text = Self.minimalSet().replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try GlyphSet.parse(text, name: "test") == GlyphSet.parse(Self.minimalSet(), name: "test"))
    }

    @Test(
        arguments: [
            // (text, line, words the problem must contain)
            ("height 2\n[clear] *\na\n", 3, "has 1 rows"),
            ("[clear] *\na\n", 1, "height"),
            ("height 2\nheight 3\n", 2, "twice"),
            ("height 9\n", 1, "1 to 5"),
            ("hieght 2\n", 1, "not a setting"),
            ("height 2\n[sunny] *\na\nb\n", 2, "unknown section [sunny]"),
            ("height 2\n[clear evening] *\na\nb\n", 2, "unknown section"),
            ("height 2\n[clear *\na\nb\n", 2, "no closing ]"),
            ("height 2\n[clear]*\na\nb\n", 2, "space between"),
            ("height 2\n[clear]\na\nb\n", 2, "no symbol"),
            ("height 2\n[clear] *\na\nb\n[rain] 🌧\na\nb\n", 5, "2 columns wide"),
            ("height 2\n[clear] *\n12345678901234\nb\n", 3, "14 columns"),
            ("height 2\n[clear] *\na\nb\nc\n", 5, "already has its 2 rows"),
            ("height 2\n[clear] *\na\n\tb\n", 4, "tab"),
            ("height 2\n[clear] *\na\nb\u{1B}[31m\n", 4, "control character U+001B"),
            ("height 2\n[clear] *\na\nb\n[clear] *\na\nb\n", 5, "appears twice (first on line 2)")
        ] as [(String, Int, String)])
    func parseErrorsNameTheLine(text: String, line: Int, problem: String) {
        #expect {
            _ = try GlyphSet.parse(text, name: "broken.txt")
        } throws: { error in
            guard let error = error as? AssetParseError else { return false }
            return error.line == line && error.problem.contains(problem) && error.source == "broken.txt"
                && error.description.hasPrefix("broken.txt, line \(line): ")
        }
    }

    @Test func aMissingConditionOrUnknownIsNamed() {
        #expect(
            throws: AssetParseError(
                source: "t", line: nil, problem: "no section for snow; add [snow], or [snow day] and [snow night]")
        ) {
            _ = try GlyphSet.parse(
                Self.minimalSet().replacingOccurrences(of: "[snow] *\n sno\n sno\n", with: ""), name: "t")
        }
        let withoutUnknown = Self.minimalSet().replacingOccurrences(of: "[unknown] ?\n?\n?\n", with: "")
        #expect(
            throws: AssetParseError(
                source: "t", line: nil, problem: "no [unknown] section; add one for when the condition is not known")
        ) {
            _ = try GlyphSet.parse(withoutUnknown, name: "t")
        }
    }
}
