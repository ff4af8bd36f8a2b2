import Drawing
import ScreenText
import Testing

@testable import Dashboard

/// The block lettering draws the words of the translations (German, French, Spanish, Italian, Dutch, Polish, Portuguese,
/// Swedish, Norwegian, Finnish, Lithuanian) with their accents, and a word it cannot draw whole stays plain text.
@Suite struct LetteringTests {
    static let files = ["block-3.txt", "block-5.txt"]
    /// The capitals those languages need beyond A–Z (ß upper-cases to SS).
    static let accented = Array("ÄÖÜÉÈÊËÀÂÇÑÅØÆĄĆĘŁŃÓŚŹŻČĖĮŠŲŪŽÕÍÌÎÏÚÙÛÁÃÔÒŒÝŸ")
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + accented
    static let words = [
        "Donnerstag", "Śnieg", "Perkūnija", "Ąžuolas", "Pluie verglaçante", "Niebla", "Skyet", "Sää", "Straße"
    ]

    private func font(_ file: String) throws -> BigDigitFont {
        try BigDigitFont.parse(RepositoryAssets.text("lettering/\(file)"), name: file)
    }

    @Test(arguments: files)
    func drawsEveryLetterAndWordOfTheTranslations(_ file: String) throws {
        let font = try font(file)
        for letter in Self.letters {
            let rows = try #require(font.render(String(letter)), "\(file) lacks “\(letter)”")
            #expect(rows.count == font.height)
            #expect(Set(rows.map(DisplayWidth.of)).count == 1, "\(file) “\(letter)”: \(rows)")
            #expect(rows.contains { $0.contains { $0 != " " } }, "\(file) “\(letter)” is blank")
        }
        for word in Self.words {
            #expect(font.render(BlockText.letters(word)) != nil, "\(file) cannot draw “\(BlockText.letters(word))”")
        }
        #expect(font.render("E\u{301}") == font.render("É"), "a decomposed accent is the same letter")
    }

    @Test(arguments: files)
    func everyLetterHasItsOwnPicture(_ file: String) throws {
        // So O, Ó, Ò, Ô, Ö and Õ can be told apart: the mark shows.
        let font = try font(file)
        var seen: [[String]: Character] = [:]
        for letter in Self.letters {
            let rows = try #require(font.render(String(letter)))
            if let twin = seen[rows] { Issue.record("\(file) draws “\(letter)” like “\(twin)”: \(rows)") }
            seen[rows] = letter
        }
    }

    @Test func anAccentedWordShowsItsMarksAtBothHeights() {
        let lettering = BlockTextTests.lettering
        func drawn(_ word: String, columns: Int, rows: Int) -> [String] {
            var canvas = Canvas(size: Size(columns: columns, rows: rows))
            BlockText(lines: [(word, .plain)], lettering: lettering).draw(in: canvas.area, on: &canvas)
            return (0..<rows).map(canvas.line)
        }
        let small = drawn("Ąžuolas", columns: 28, rows: 3)
        #expect(
            small == [
                "▄▀▄  ▀▄▀ █ █ ▄▀▄ █   ▄▀▄ ▄▀▀",
                "█▀█  ▀▀█ █ █ █ █ █   █▀█  ▀▄",
                "▀ █▄ █▄▄ ▀▀▀  ▀  ▀▀▀ ▀ ▀ ▀▀ "
            ])
        #expect(small != drawn("Azuolas", columns: 28, rows: 3))
        let large = drawn("Ąžuolas", columns: 50, rows: 5)
        #expect(
            large == [
                "  ██     ▀▀▄▄▀▀ ██  ██   ██   ██       ██     ████",
                "██▄▄██   ▄▄▄▄▄▄ ██  ██ ██  ██ ██     ██  ██ ██    ",
                "██▀▀██       ██ ██  ██ ██  ██ ██     ██████   ██  ",
                "██  ██   ▄▄▀▀   ██  ██ ██  ██ ██     ██  ██     ██",
                "    ▀▀▄▄ ██▄▄▄▄ ██████   ██   ██████ ██  ██ ████  "
            ])
        #expect(large != drawn("Azuolas", columns: 50, rows: 5))
    }

    @Test func aWordWithALetterNoLetteringHasIsPlainText() throws {
        let lettering = BlockTextTests.lettering
        for word in ["Ǆemper", "Řeka", "東京"] {
            #expect(
                lettering.allSatisfy {
                    $0.render(BlockText.letters(word)) == nil && $0.width(of: BlockText.letters(word)) == 0
                })
            let text = BlockText(lines: [("Sää", .plain), (word, .plain)], lettering: lettering)
            #expect(
                text.font(fitting: Size(columns: 300, rows: 90)) == nil,
                "\(word): all lines plain, none lettered without a letter")
            var canvas = Canvas(size: Size(columns: 30, rows: 2))
            text.draw(in: canvas.area, on: &canvas)
            #expect(canvas.text == "Sää\n\(word)")
        }
    }

    @Test func aCardLineWithALetterTheLetteringLacksIsPlainText() throws {
        let font = try #require(BlockTextTests.lettering.first)
        let palette = Palette.make(condition: nil, isDay: true, theme: .dark, dimmed: false)
        let strip = CardStrip(
            title: "Days",
            cards: [[CardStrip.Line("Ǆ5", .plain, lettering: font)], [CardStrip.Line("Ä5", .plain, lettering: font)]],
            minimumWidth: 14, asciiOnly: false, palette: palette)
        var canvas = Canvas(size: Size(columns: 29, rows: strip.height))
        strip.draw(in: canvas.area, on: &canvas)
        let left = (0..<canvas.size.rows).map { String(canvas.line($0).prefix(14)) }
        #expect(left.contains { $0.contains("Ǆ5") }, "\(left)")
        #expect(!left.contains { $0.contains("▀") || $0.contains("▄") }, "not lettered: \(left)")
        let right = (0..<canvas.size.rows).map { String(canvas.line($0).dropFirst(15)) }
        #expect(!right.contains { $0.contains("Ä5") } && right.contains { $0.contains("▀") }, "lettered: \(right)")
    }
}
