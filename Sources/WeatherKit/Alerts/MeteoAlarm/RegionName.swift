import Foundation
import Translation

/// A region's name reduced to what two spellings of it share, so geocoding's "Vilnius County" meets
/// MeteoAlarm's "Vilnius county": case and accents folded, punctuation to spaces, and words that only say
/// what kind of region it is dropped.
struct RegionName: Equatable {
    let words: [String]

    static let kindWords: Set<String> = [
        "county", "province", "provincie", "provincia", "region", "regione", "state", "district", "department",
        "departement", "land", "bundesland", "canton", "kanton", "oblast", "voivodeship", "wojewodztwo", "apskritis",
        "maakond", "novads", "megye", "kraj", "judetul", "of", "the"
    ]

    init(_ text: String) {
        let folded = NameFolding.folded(text)
        words = folded.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter {
            !Self.kindWords.contains($0)
        }
    }

    var isEmpty: Bool { words.isEmpty }

    /// The same name, or one name whole inside the other ("Utrecht" in "Province of Utrecht").
    func matches(_ other: RegionName) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        let (short, long) = words.count <= other.words.count ? (words, other.words) : (other.words, words)
        guard short.count <= long.count else { return false }
        return (0...(long.count - short.count)).contains { Array(long[$0..<($0 + short.count)]) == short }
    }
}
