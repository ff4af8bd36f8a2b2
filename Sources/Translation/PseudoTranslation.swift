/// The pseudo-language: each English message with its vowels doubled and accented and every other consonant
/// doubled ("Feels like" → "Féèéèlls lííkkéè"), about 40 % longer, so a test sees where a longer language would clip or
/// overlap. `{placeholders}` stay as they are.
enum PseudoTranslation {
    static func catalog(from english: MessageCatalog) -> MessageCatalog {
        MessageCatalog(
            texts: english.texts.mapValues(stretch),
            plurals: english.plurals.mapValues { $0.mapValues(stretch) })
    }

    private static let vowels: [Character: String] = [
        "a": "áà", "e": "éè", "i": "íì", "o": "óò", "u": "úù", "y": "ýÿ",
        "A": "ÁÀ", "E": "ÉÈ", "I": "ÍÌ", "O": "ÓÒ", "U": "ÚÙ", "Y": "ÝŸ"
    ]

    static func stretch(_ text: String) -> String {
        var result = ""
        var inPlaceholder = false
        var consonants = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                result.append(character)
                if character == "}" { inPlaceholder = false }
                continue
            }
            if let vowel = vowels[character] {
                result += vowel
            } else if character.isLetter {
                consonants += 1
                result += consonants % 2 == 0 ? String(repeating: character, count: 2) : String(character)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
