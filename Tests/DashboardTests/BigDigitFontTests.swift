import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import Dashboard

@Suite struct BigDigitFontTests {
    static let fontFiles = ["big-3.txt", "big-5.txt", "big-7.txt"]

    private func font(_ file: String) throws -> BigDigitFont {
        try BigDigitFont.parse(RepositoryAssets.text("fonts/\(file)"), name: file)
    }

    @Test(arguments: fontFiles)
    func everyGlyphHasHeightRowsOfOneWidth(_ file: String) throws {
        let font = try font(file)
        #expect(file == "big-\(font.height).txt")
        for character in BigDigitFont.requiredCharacters + [":"] {
            let rows = try #require(font.render(String(character)), "\(file) lacks “\(character)”")
            #expect(rows.count == font.height)
            #expect(Set(rows.map(DisplayWidth.of)).count == 1, "\(file) “\(character)”: \(rows)")
            #expect(DisplayWidth.of(rows[0]) == font.width(of: String(character)))
            if character != " " {
                #expect(rows.contains { $0.contains { $0 != " " } }, "\(file) “\(character)” is blank")
            }
        }
    }

    @Test(arguments: fontFiles)
    func digitsShareOneWidth(_ file: String) throws {
        let font = try font(file)
        #expect(Set("0123456789".map { font.width(of: String($0)) }).count == 1)
    }

    @Test(arguments: fontFiles)
    func rendersANegativeDecimalTemperature(_ file: String) throws {
        let font = try font(file)
        let rows = try #require(font.render("-12.5°"))
        #expect(rows.count == font.height)
        #expect(rows.allSatisfy { DisplayWidth.of($0) == font.width(of: "-12.5°") })
        let glyphs = ["-", "1", "2", ".", "5", "°"].map { font.width(of: $0) }
        #expect(font.width(of: "-12.5°") == glyphs.reduce(0, +) + glyphs.count - 1)
    }

    @Test func rendersGlyphsSideBySideWithOneBlankColumn() throws {
        let font = try BigDigitFont.parse(
            "height 2\n"
                + BigDigitFont.requiredCharacters.map { "[\($0 == " " ? "space" : String($0))] width 2\n\($0)\n\n" }
                .joined())
        #expect(font.render("1-2") == ["1  -  2 ", "        "])
        #expect(font.render("") == ["", ""])
        #expect(font.width(of: "1-2") == 8)
        #expect(font.width(of: "") == 0)
    }

    @Test func aMissingCharacterRendersNil() throws {
        let font = try font("big-5.txt")
        #expect(font.render("12°F") == nil)
        #expect(font.width(of: "12°F") == 0)
    }

    @Test func theShippedFontsAreSortedByHeight() throws {
        let library = try AssetLibrary.load(from: RepositoryAssets.directory)
        #expect(library.fonts.map(\.height) == [3, 5, 7, 10, 14, 21, 28])
        #expect(library.lettering.map(\.height) == [3, 5])
        #expect(library.font(fittingHeight: 6)?.height == 5)
        #expect(library.font(fittingHeight: 40)?.height == 28)
        #expect(library.font(fittingHeight: 13)?.height == 10)
        #expect(library.font(fittingHeight: 2) == nil)
    }

    private static func allRequired(except skipped: Character? = nil) -> String {
        BigDigitFont.requiredCharacters.filter { $0 != skipped && $0 != " " }.map { "[\($0)]\n\($0)\n" }.joined()
            + (skipped == " " ? "" : "[space] width 1\n\n")
    }

    @Test func parseErrorsNameTheLine() {
        let cases: [(String, Int?, String)] = [
            ("height 1\n" + Self.allRequired(except: "7"), nil, "no section for [7]"),
            ("height 1\n" + Self.allRequired(except: " "), nil, "[space]"),
            ("height 1\n[space]\n\n", 2, "[space] is blank; give it a width"),
            ("height 1\n[12]\nx\n", 2, "not one character"),
            ("height 1\n[1] width 1\nxx\n", 2, "declared 1 columns wide but a row is 2"),
            ("height 1\n[1] wide\nx\n", 2, "only “width N”"),
            ("height 1\n[1]\nx\n[1]\ny\n", 4, "appears twice"),
            ("height 2\n[1]\nx\n[2]\ny\nz\n", 3, "has 1 rows")
        ]
        for (text, line, problem) in cases {
            #expect {
                _ = try BigDigitFont.parse(text, name: "f.txt")
            } throws: { error in
                guard let error = error as? AssetParseError else { return false }
                return error.line == line && error.problem.contains(problem)
            }
        }
    }
}
