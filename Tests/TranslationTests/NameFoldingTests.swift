import Foundation
import Testing
import Translation

/// Folding names without ICU gives what Foundation's folding gave for Latin script.
struct NameFoldingTests {
    static func foundation(_ text: String) -> String {
        text.folding(
            options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
            locale: Locale(identifier: "en_US_POSIX")
        ).lowercased()
    }

    @Test(arguments: [
        "São Paulo", "Vilniaus apskritis", "Zürich", "Île-de-France", "Ａｂｃ　１２３", "Śląskie", "Łódź", "Ærøskøbing",
        "Hà Nội", "Cañón",
        "Straße", "Mazowieckie", "Provence-Alpes-Côte d’Azur", "Ålesund", "Tromsø", "Jõgeva", "Šiaulių", "A\u{301}vila"
    ])
    func latinNamesFoldAsFoundationFoldedThem(name: String) {
        #expect(NameFolding.folded(name) == Self.foundation(name))
    }

    @Test func everyLatinLetterFoldsAsFoundationFoldedIt() {
        var differences: [String] = []
        for code in Array(0xC0..<0x250) + Array(0x1E00..<0x1F00) + Array(0xFF01..<0xFF5F) {
            guard let scalar = Unicode.Scalar(code), scalar.properties.isAlphabetic || code >= 0xFF01 else { continue }
            let text = String(scalar)
            if NameFolding.folded(text) != Self.foundation(text) {
                differences.append("\(text) \(NameFolding.folded(text)) \(Self.foundation(text))")
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }
}
