import Translation

/// The language official alerts are asked for (`AlertRequest.language`): a lowercase ISO 639 code such as `de`.
enum AlertLanguage {
    /// `--lang`'s language part when given (`pt_br` → `pt`); else the interface's language (`--ui-lang`, config
    /// `ui-lang`, WXDASH_LANG, the locale); else, for a locale whose language the interface does not speak, that
    /// language all the same (a Czech reader gets MeteoAlarm's Czech texts); else English.
    static func choose(option: String?, interface: String? = nil, environment: [String: String]) -> String {
        if let option { return code(option) }
        let chosen = UILanguage.choose(flag: interface, environment: environment)
        if chosen != .english, chosen != .pseudo { return chosen.rawValue }
        let named = interface ?? environment["WXDASH_LANG"].flatMap { $0.isEmpty ? nil : $0 }
        if let named { return chosen == .pseudo ? "en" : code(named) }
        return code(["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "")
    }

    private static func code(_ value: String) -> String {
        let code = value.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return (2...3).contains(code.count) ? code : "en"
    }
}
