/// Names compared or turned into identifiers without their case, accents or full width (`São Paulo` → `sao paulo`,
/// `Ｔｏｋｙｏ` → `tokyo`), as Foundation's ICU folding did for Latin script, from Unicode's decompositions compiled in.
/// Letters without a decomposition (`ø`, `ł`) stay as they are, lower-cased; `ß` and the long `ſ` fold as
/// Unicode's case folding has them (`ss`, `s`).
public enum NameFolding {
    public static func folded(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) { continue }
            let bare = table[scalar] ?? scalar
            if let folded = caseFoldings[bare] {
                result.append(contentsOf: folded.unicodeScalars)
            } else {
                result.append(bare)
            }
        }
        return String(result).lowercased()
    }

    /// Unicode's full case folding where it is more than lower-casing one letter.
    private static let caseFoldings: [Unicode.Scalar: String] = ["ß": "ss", "ẞ": "ss", "ſ": "s", "ŉ": "ʼn", "ẚ": "aʾ"]

    private static let table: [Unicode.Scalar: Unicode.Scalar] = {
        var pairs: [Unicode.Scalar: Unicode.Scalar] = [:]
        var pending: Unicode.Scalar?
        for scalar in CLDRFacts.foldingTable.unicodeScalars where scalar != "\n" && scalar != " " {
            if let marked = pending {
                pairs[marked] = scalar
                pending = nil
            } else {
                pending = scalar
            }
        }
        return pairs
    }()
}
