/// The text layout glyph sets and big-digit fonts share (see `Assets/README.md`): a preamble of blank lines,
/// `#` comments and a `height N` line, then sections. A section is a `[name]` header line, optionally followed by
/// a space and an argument, and exactly `height` rows. After its rows, blank lines and `#` comments may follow
/// before the next header. Rows keep their leading spaces and lose their trailing ones; a line starting with `[`
/// is always a header.
struct SectionedText: Sendable {
    struct Section: Sendable {
        var name: String
        var argument: String
        /// 1-based line of the header; row `i` is on line `line + 1 + i`.
        var line: Int
        var rows: [String]
    }

    var height: Int
    var sections: [Section]

    static func parse(_ text: String, source: String, maximumHeight: Int) throws -> SectionedText {
        // Split on the bytes (LF, or CRLF): walking the text as grapheme clusters costs more than the rest of the parse.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            String(Substring(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes))
        }
        if lines.last == "" { lines.removeLast() }

        var height: Int?
        var sections: [Section] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            try checkCharacters(line, source: source, line: number)
            let trimmed = line.trimmingSpaces()

            if line.hasPrefix("[") {
                guard let height else {
                    throw AssetParseError(
                        source: source, line: number,
                        problem: "no “height N” line before the first section; add one, e.g. “height 5”")
                }
                if let last = sections.last {
                    try checkComplete(last, height: height, source: source, before: number)
                }
                sections.append(try header(line, source: source, line: number))
            } else if var current = sections.last, current.rows.count < height ?? 0 {
                current.rows.append(line.trimmingTrailingSpaces())
                sections[sections.count - 1] = current
            } else if trimmed.isEmpty || trimmed.hasPrefix("#") {
                continue
            } else if let last = sections.last {
                throw AssetParseError(
                    source: source, line: number,
                    problem:
                        "[\(last.name)] already has its \(height ?? 0) rows; only blank lines and # comments may follow before the next [section]"
                )
            } else {
                height = try setting(
                    trimmed, current: height, source: source, line: number, maximumHeight: maximumHeight)
            }
        }
        guard let height, let last = sections.last else {
            throw AssetParseError(
                source: source, line: nil, problem: "no sections; each starts with a [name] line followed by its rows")
        }
        try checkComplete(last, height: height, source: source, before: lines.count + 1)
        return SectionedText(height: height, sections: sections)
    }

    private static func setting(_ text: String, current: Int?, source: String, line: Int, maximumHeight: Int) throws
        -> Int
    {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[0] == "height" else {
            throw AssetParseError(
                source: source, line: line,
                problem:
                    "“\(text)” is not a setting; before the first section only “height N”, blank lines and # comments may appear"
            )
        }
        guard current == nil else {
            throw AssetParseError(source: source, line: line, problem: "height is set twice")
        }
        guard let value = Int(words[1]), (1...maximumHeight).contains(value) else {
            throw AssetParseError(
                source: source, line: line,
                problem: "height must be a whole number from 1 to \(maximumHeight), not “\(words[1])”")
        }
        return value
    }

    private static func header(_ line: String, source: String, line number: Int) throws -> Section {
        guard let close = line.firstIndex(of: "]") else {
            throw AssetParseError(source: source, line: number, problem: "section header “\(line)” has no closing ]")
        }
        let name = line[line.index(after: line.startIndex)..<close].split(separator: " ").joined(separator: " ")
        let rest = line[line.index(after: close)...]
        guard rest.isEmpty || rest.hasPrefix(" ") else {
            throw AssetParseError(
                source: source, line: number, problem: "put a space between ] and what follows it in “\(line)”")
        }
        guard !name.isEmpty else {
            throw AssetParseError(source: source, line: number, problem: "section header “\(line)” has no name")
        }
        return Section(name: name, argument: String(rest).trimmingSpaces(), line: number, rows: [])
    }

    private static func checkComplete(_ section: Section, height: Int, source: String, before line: Int) throws {
        guard section.rows.count == height else {
            throw AssetParseError(
                source: source, line: line - 1,
                problem:
                    "[\(section.name)] (line \(section.line)) has \(section.rows.count) rows; every section has exactly \(height) (blank rows count)"
            )
        }
    }

    private static func checkCharacters(_ line: String, source: String, line number: Int) throws {
        for scalar in line.unicodeScalars {
            if scalar == "\t" {
                throw AssetParseError(
                    source: source, line: number, problem: "tab character; use spaces so columns line up")
            }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                throw AssetParseError(
                    source: source, line: number, problem: "control character U+\(hex(scalar.value)); remove it")
            }
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(trimmingTrailingSpaces().drop(while: { $0 == " " }))
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(Substring(utf8[...last]))
    }
}
