/// CLDR's cardinal plural rules for whole numbers, per language (https://cldr.unicode.org, plurals.xml). wxdash only
/// ever counts whole things (hours, days, moods), so the fraction cases are left out.
public enum PluralRule {
    public static func category(of count: Int, in language: UILanguage) -> PluralCategory {
        let n = count.magnitude
        let lastDigit = n % 10
        let lastTwo = n % 100
        switch language {
        case .english, .german, .dutch, .swedish, .norwegianBokmal, .finnish, .italian, .spanish, .pseudo:
            return n == 1 ? .one : .other
        case .french, .portuguese:
            // "0 heure", "1 heure", "2 heures"; CLDR's pt (as Portugal speaks it too in wxdash's words) the same.
            return n <= 1 ? .one : .other
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(lastDigit), !(12...14).contains(lastTwo) { return .few }
            return .many
        case .lithuanian:
            if lastDigit == 1, !(11...19).contains(lastTwo) { return .one }
            if (2...9).contains(lastDigit), !(11...19).contains(lastTwo) { return .few }
            return .other
        }
    }

    /// The categories whole numbers reach in `language`: each needs its form in a catalog.
    public static func categories(of language: UILanguage) -> [PluralCategory] {
        switch language {
        case .polish: [.one, .few, .many]
        case .lithuanian: [.one, .few, .other]
        default: [.one, .other]
        }
    }
}
