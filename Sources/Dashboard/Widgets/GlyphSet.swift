import Drawing
import ScreenText
import WeatherKit

/// Art and table symbols for every condition, read from a glyph set file (`Assets/glyphs/*.txt`, format in
/// `Assets/README.md`).
///
/// Sections are `[unknown]`, `[<slug>]` (day and night), `[<slug> day]` or `[<slug> night]`. A lookup for day
/// takes `[<slug> day]`, else `[<slug>]`, else `[<slug> night]` (and the mirror image for night), so one section
/// may serve both. Every condition needs at least one section, and `[unknown]` is required.
public struct GlyphSet: Sendable, Equatable {
    public static let maximumArtWidth = 13
    public static let maximumArtHeight = 5
    /// The limits of the large art for wall-sized screens (`Assets/art/`).
    public static let maximumLargeArt = Size(columns: 48, rows: 24)

    /// What the set was parsed as, usually its file name.
    public let name: String
    /// Display columns of every art row (rows are padded with spaces to it).
    public let artWidth: Int
    public let artHeight: Int
    /// Display columns of every symbol.
    public let symbolWidth: Int

    private let entries: [String: Entry]
    private let unknown: Entry

    private struct Entry: Sendable, Equatable {
        var art: [String]
        var symbol: String
    }

    public func art(for condition: Condition?, isDay: Bool) -> [String] {
        entry(for: condition, isDay: isDay).art
    }

    public func symbol(for condition: Condition?, isDay: Bool) -> String {
        entry(for: condition, isDay: isDay).symbol
    }

    private func entry(for condition: Condition?, isDay: Bool) -> Entry {
        guard let condition else { return unknown }
        let slug = condition.rawValue
        let (own, other) = isDay ? ("day", "night") : ("night", "day")
        return entries["\(slug) \(own)"] ?? entries[slug] ?? entries["\(slug) \(other)"] ?? unknown
    }

    public static func parse(_ text: String, name: String) throws -> GlyphSet {
        try parse(text, name: name, limit: Size(columns: maximumArtWidth, rows: maximumArtHeight))
    }

    /// A set whose art may be up to `limit` in size.
    public static func parse(_ text: String, name: String, limit: Size) throws -> GlyphSet {
        let maximumArtWidth = limit.columns
        let file = try SectionedText.parse(text, source: name, maximumHeight: limit.rows)
        var entries: [String: Entry] = [:]
        var unknown: Entry?
        var firstLine: [String: Int] = [:]
        var symbolWidth: (columns: Int, line: Int)?
        var artWidth = 1

        for section in file.sections {
            try checkName(section, source: name)
            if let earlier = firstLine[section.name] {
                throw AssetParseError(source: name, line: section.line, problem: "[\(section.name)] appears twice (first on line \(earlier))")
            }
            firstLine[section.name] = section.line

            let symbol = section.argument
            let columns = DisplayWidth.of(symbol)
            guard columns > 0 else {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem: "[\(section.name)] has no symbol; write the one for table rows after the bracket, e.g. “[\(section.name)] *”")
            }
            if let symbolWidth, symbolWidth.columns != columns {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem: "symbol “\(symbol)” is \(columns) columns wide, but the set's symbols are \(symbolWidth.columns) (as on line \(symbolWidth.line))")
            }
            symbolWidth = symbolWidth ?? (columns, section.line)

            for (offset, row) in section.rows.enumerated() {
                let rowWidth = DisplayWidth.of(row)
                guard rowWidth <= maximumArtWidth else {
                    throw AssetParseError(
                        source: name, line: section.line + 1 + offset,
                        problem: "art row is \(rowWidth) columns wide; at most \(maximumArtWidth)")
                }
                artWidth = max(artWidth, rowWidth)
            }

            let entry = Entry(art: section.rows, symbol: symbol)
            if section.name == "unknown" { unknown = entry } else { entries[section.name] = entry }
        }

        for condition in Condition.allCases {
            let slug = condition.rawValue
            guard [slug, "\(slug) day", "\(slug) night"].contains(where: { entries[$0] != nil }) else {
                throw AssetParseError(
                    source: name, line: nil,
                    problem: "no section for \(slug); add [\(slug)], or [\(slug) day] and [\(slug) night]")
            }
        }
        guard let unknown, let symbolWidth else {
            throw AssetParseError(source: name, line: nil, problem: "no [unknown] section; add one for when the condition is not known")
        }

        let pad = { (entry: Entry) in
            Entry(art: entry.art.map { $0 + String(repeating: " ", count: artWidth - DisplayWidth.of($0)) }, symbol: entry.symbol)
        }
        return GlyphSet(
            name: name, artWidth: artWidth, artHeight: file.height, symbolWidth: symbolWidth.columns,
            entries: entries.mapValues(pad), unknown: pad(unknown))
    }

    private static func checkName(_ section: SectionedText.Section, source: String) throws {
        if section.name == "unknown" { return }
        let words = section.name.split(separator: " ")
        let validSlug = words.first.flatMap { Condition(rawValue: String($0)) } != nil
        let validVariant = words.count == 1 || (words.count == 2 && (words[1] == "day" || words[1] == "night"))
        guard validSlug, validVariant else {
            let slugs = Condition.allCases.map(\.rawValue).joined(separator: ", ")
            throw AssetParseError(
                source: source, line: section.line,
                problem: "unknown section [\(section.name)]; use [unknown] or a condition (\(slugs)), optionally followed by day or night")
        }
    }
}
