/// A language the interface speaks: its catalog file is `Assets/locales/<code>.txt`.
public enum UILanguage: String, Sendable, CaseIterable, Equatable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case italian = "it"
    case dutch = "nl"
    case polish = "pl"
    case portuguese = "pt"
    case swedish = "sv"
    case norwegianBokmal = "nb"
    case finnish = "fi"
    case lithuanian = "lt"
    /// Every English string about 40 % longer and full of accents, for testing layouts; never chosen by a locale.
    case pseudo = "qps"

    /// The languages with a catalog file of their own (all but the pseudo-language, which is made from English).
    public static var translated: [UILanguage] { allCases.filter { $0 != .pseudo } }

    /// The language of a code as people write it: `de`, `de_AT`, `de-CH.UTF-8`, `pt_BR`, `no`, `nn` (Bokmål is the
    /// written Norwegian wxdash has), `pseudo`; nil for C, POSIX, languages without a catalog and anything that is not
    /// written as a language code (`de/../x`, a control character).
    public init?(code: String) {
        guard Self.isWellFormed(code) else { return nil }
        let lowered = code.lowercased()
        if lowered == "pseudo" || lowered == "qps" || lowered.hasPrefix("qps-") || lowered.hasPrefix("qps_") {
            self = .pseudo
            return
        }
        let language = String(lowered.prefix { $0.isLetter && $0.isASCII })
        switch language {
        case "no", "nn": self = .norwegianBokmal
        default:
            guard let known = UILanguage(rawValue: language), known != .pseudo else { return nil }
            self = known
        }
    }

    /// Whether `code` is written as a language code or a locale's name: two or three letters (or `pseudo`), then
    /// `_` or `-` parts of letters and digits, a `.codeset` and an `@modifier` (`de`, `pt_BR`, `de-CH.UTF-8`,
    /// `nn_NO@nynorsk`, `qps-ploc`); nothing with a slash, a space or a control character.
    public static func isWellFormed(_ code: String) -> Bool {
        func made(of text: Substring, _ allowed: (Character) -> Bool, length: ClosedRange<Int>) -> Bool {
            length.contains(text.count) && text.allSatisfy { $0.isASCII && allowed($0) }
        }
        guard code.count <= 40 else { return false }
        let atModifier = code.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        if atModifier.count == 2, !made(of: atModifier[1], { $0.isLetter || $0.isNumber }, length: 1...16) {
            return false
        }
        let withCodeset = atModifier[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if withCodeset.count == 2,
            !made(of: withCodeset[1], { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }, length: 1...16)
        {
            return false
        }
        let parts = withCodeset[0].split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let language = parts.first,
            language.lowercased() == "pseudo" || made(of: language, \.isLetter, length: 2...3)
        else {
            return false
        }
        return parts.dropFirst().allSatisfy { made(of: $0, { $0.isLetter || $0.isNumber }, length: 1...8) }
    }

    /// The language to speak: `--ui-lang` (then config `ui-lang`, then `WXDASH_LANG`) when given, else the locale
    /// variables' values in the C library's order (`LC_ALL`, `LC_MESSAGES`, `LANG`), read as text so that it works
    /// where no locale is generated; English when none names a language wxdash has.
    public static func choose(flag: String? = nil, config: String? = nil, environment: [String: String]) -> UILanguage {
        for chosen in [flag, config, environment["WXDASH_LANG"]] {
            if let chosen, !chosen.isEmpty, let language = UILanguage(code: chosen) { return language }
        }
        // The first of these that is set decides, as in setlocale(3): LANG=de with LC_ALL=C is English.
        guard let name = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else {
            return .english
        }
        return UILanguage(code: name) ?? .english
    }

    /// The locale whose CLDR data gives this language's month and weekday names, digits and decimal separator.
    public var localeIdentifier: String {
        switch self {
        case .english, .pseudo: "en_GB"
        case .german: "de_DE"
        case .french: "fr_FR"
        case .spanish: "es_ES"
        case .italian: "it_IT"
        case .dutch: "nl_NL"
        case .polish: "pl_PL"
        case .portuguese: "pt_PT"
        case .swedish: "sv_SE"
        case .norwegianBokmal: "nb_NO"
        case .finnish: "fi_FI"
        case .lithuanian: "lt_LT"
        }
    }

    /// Its name in itself, for lists of languages.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .spanish: "Español"
        case .italian: "Italiano"
        case .dutch: "Nederlands"
        case .polish: "Polski"
        case .portuguese: "Português"
        case .swedish: "Svenska"
        case .norwegianBokmal: "Norsk bokmål"
        case .finnish: "Suomi"
        case .lithuanian: "Lietuvių"
        case .pseudo: "Pseudo"
        }
    }
}
