import ScreenText
import WeatherKit

/// Large characters for the temperature, read from a font file (`Assets/fonts/*.txt`, format in
/// `Assets/README.md`). A section is named after the character it draws (`[7]`, `[°]`), or `[space]`;
/// `width N` after the bracket pads a glyph to N columns, which a blank glyph such as `[space]` needs.
public struct BigDigitFont: Sendable, Equatable {
    /// Every font draws at least these, so any temperature can be shown.
    public static let requiredCharacters: [Character] = Array("0123456789-.°+ ")
    public static let maximumHeight = 32

    /// What the font was parsed as, usually its file name.
    public let name: String
    public let height: Int
    private let glyphs: [Character: [String]]

    /// `height` rows, glyphs separated by one blank column; nil when the font lacks one of the characters.
    public func render(_ text: String) -> [String]? {
        var rows = Array(repeating: "", count: height)
        for (index, character) in text.enumerated() {
            guard let glyph = glyphs[character] else { return nil }
            for row in rows.indices {
                rows[row] += (index == 0 ? "" : " ") + glyph[row]
            }
        }
        return rows
    }

    /// The display columns `render(text)` takes; 0 when the font lacks one of the characters.
    public func width(of text: String) -> Int {
        var total = 0
        for character in text {
            guard let glyph = glyphs[character], let row = glyph.first else { return 0 }
            total += DisplayWidth.of(row)
        }
        return text.isEmpty ? 0 : total + text.count - 1
    }

    public static func parse(_ text: String, name: String = "font") throws -> BigDigitFont {
        let file = try SectionedText.parse(text, source: name, maximumHeight: maximumHeight)
        var glyphs: [Character: [String]] = [:]
        var firstLine: [Character: Int] = [:]
        for section in file.sections {
            let character = try self.character(section, source: name)
            if let earlier = firstLine[character] {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem: "[\(section.name)] appears twice (first on line \(earlier))")
            }
            firstLine[character] = section.line
            let width = try glyphWidth(section, source: name)
            glyphs[character] = section.rows.map { $0 + String(repeating: " ", count: width - DisplayWidth.of($0)) }
        }
        let missing = requiredCharacters.filter { glyphs[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { $0 == " " ? "[space]" : "[\($0)]" }.joined(separator: " ")
            throw AssetParseError(
                source: name, line: nil, problem: "no section for \(names); a font must draw 0–9 - . ° + and space")
        }
        return BigDigitFont(name: name, height: file.height, glyphs: glyphs)
    }

    private static func character(_ section: SectionedText.Section, source: String) throws -> Character {
        if section.name == "space" { return " " }
        guard section.name.count == 1, let character = section.name.first else {
            throw AssetParseError(
                source: source, line: section.line,
                problem:
                    "[\(section.name)] is not one character; name a section after the character it draws, or [space]")
        }
        return character
    }

    private static func glyphWidth(_ section: SectionedText.Section, source: String) throws -> Int {
        let drawn = section.rows.map(DisplayWidth.of).max() ?? 0
        let words = section.argument.split(separator: " ")
        guard !words.isEmpty else {
            guard drawn > 0 else {
                throw AssetParseError(
                    source: source, line: section.line,
                    problem: "[\(section.name)] is blank; give it a width, e.g. “[\(section.name)] width 2”")
            }
            return drawn
        }
        guard words.count == 2, words[0] == "width", let declared = Int(words[1]), declared > 0 else {
            throw AssetParseError(
                source: source, line: section.line,
                problem: "after [\(section.name)] only “width N” may follow, not “\(section.argument)”")
        }
        guard declared >= drawn else {
            throw AssetParseError(
                source: source, line: section.line,
                problem: "[\(section.name)] is declared \(declared) columns wide but a row is \(drawn)")
        }
        return declared
    }
}
