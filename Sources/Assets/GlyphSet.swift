import Drawing
import ScreenText
import WeatherKit

/// Art and table symbols for every condition, read from a glyph set file (`Assets/glyphs/*.txt`, format in
/// `Assets/README.md`).
///
/// Sections are `[unknown]`, `[<slug>]` (day and night), `[<slug> day]` or `[<slug> night]`. A lookup for day
/// takes `[<slug> day]`, else `[<slug>]`, else `[<slug> night]` (and the mirror image for night), so one section
/// may serve both. Every condition needs at least one section, and `[unknown]` is required.
///
/// A picture may be followed by a colour layer, `[<name> colours]`: as many rows, one letter a column, `s` for the
/// sun or moon, `c` for the cloud, a space for the picture's own colour. Without one the picture is one colour.
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

    /// The letters of a colour layer.
    public static let colourLetters: Set<Character> = [" ", "s", "c"]

    private struct Entry: Sendable, Equatable {
        var art: [String]
        var symbol: String
        /// One letter a display column of `art` (`colourLetters`), rows padded like the art; nil for one colour.
        var colours: [String]?
    }

    public func art(for condition: Condition?, isDay: Bool) -> [String] {
        entry(for: condition, isDay: isDay).art
    }

    /// The picture's colour layer, rows as wide as the art; nil when it is drawn in one colour.
    public func colours(for condition: Condition?, isDay: Bool) -> [String]? {
        entry(for: condition, isDay: isDay).colours
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
        var colourLayers: [String: (rows: [String], line: Int)] = [:]

        for section in file.sections {
            if section.name.hasSuffix(" colours") {
                let picture = String(section.name.dropLast(" colours".count))
                if let earlier = colourLayers[picture] {
                    throw AssetParseError(
                        source: name, line: section.line,
                        problem: "[\(section.name)] appears twice (first on line \(earlier.line))")
                }
                try checkColours(section, source: name)
                colourLayers[picture] = (section.rows, section.line)
                continue
            }
            try checkName(section, source: name)
            if let earlier = firstLine[section.name] {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem: "[\(section.name)] appears twice (first on line \(earlier))")
            }
            firstLine[section.name] = section.line

            let symbol = section.argument
            let columns = DisplayWidth.of(symbol)
            guard columns > 0 else {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem:
                        "[\(section.name)] has no symbol; write the one for table rows after the bracket, e.g. “[\(section.name)] *”"
                )
            }
            if let symbolWidth, symbolWidth.columns != columns {
                throw AssetParseError(
                    source: name, line: section.line,
                    problem:
                        "symbol “\(symbol)” is \(columns) columns wide, but the set's symbols are \(symbolWidth.columns) (as on line \(symbolWidth.line))"
                )
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
        guard var unknown, let symbolWidth else {
            throw AssetParseError(
                source: name, line: nil, problem: "no [unknown] section; add one for when the condition is not known")
        }
        for (picture, layer) in colourLayers {
            if let (offset, row) = layer.rows.enumerated().first(where: { $0.element.count > artWidth }) {
                throw AssetParseError(
                    source: name, line: layer.line + 1 + offset,
                    problem: "colour row is \(row.count) columns wide; the art is \(artWidth)")
            }
            if picture == "unknown" {
                unknown.colours = layer.rows
            } else if entries[picture] != nil {
                entries[picture]?.colours = layer.rows
            } else {
                throw AssetParseError(
                    source: name, line: layer.line,
                    problem: "[\(picture) colours] colours no picture; add [\(picture)] or remove the layer")
            }
        }

        let pad = { (rows: [String]) in rows.map { $0 + String(repeating: " ", count: artWidth - DisplayWidth.of($0)) }
        }
        let padEntry = { (entry: Entry) in
            Entry(art: pad(entry.art), symbol: entry.symbol, colours: entry.colours.map(pad))
        }
        return GlyphSet(
            name: name, artWidth: artWidth, artHeight: file.height, symbolWidth: symbolWidth.columns,
            entries: entries.mapValues(padEntry), unknown: padEntry(unknown))
    }

    /// A colour layer's rows hold only `colourLetters`, one a column, no wider than a picture may be.
    private static func checkColours(_ section: SectionedText.Section, source: String) throws {
        guard section.argument.isEmpty else {
            throw AssetParseError(
                source: source, line: section.line,
                problem: "nothing may follow [\(section.name)], not “\(section.argument)”")
        }
        for (offset, row) in section.rows.enumerated() {
            if let letter = row.first(where: { !colourLetters.contains($0) }) {
                throw AssetParseError(
                    source: source, line: section.line + 1 + offset,
                    problem: "“\(letter)” in a colour layer; use s (sun or moon), c (cloud) or a space")
            }
        }
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
                problem:
                    "unknown section [\(section.name)]; use [unknown] or a condition (\(slugs)), optionally followed by day or night"
            )
        }
    }
}
