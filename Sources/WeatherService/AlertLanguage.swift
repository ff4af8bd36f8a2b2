import Translation

/// The language official alerts are asked for (`AlertRequest.language`): a lowercase ISO 639 code such as `de`.
public enum AlertLanguage {
    /// `--lang`'s language part when given (`pt_br` → `pt`); else the interface's language (`interface`, chosen by
    /// `Settings`); else, for a language the interface does not speak, that language all the same (a Czech reader
    /// gets MeteoAlarm's Czech texts): the code the interface was `named` by (`--ui-lang`, config `ui-lang`,
    /// WXDASH_LANG), else the locale's; else English.
    public static func choose(option: String?, interface: UILanguage, named: String?, environment: [String: String])
        -> String
    {
        if let option { return code(option) }
        if interface != .english, interface != .pseudo { return interface.rawValue }
        if let named, !named.isEmpty { return interface == .pseudo ? "en" : code(named) }
        return code(["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "")
    }

    private static func code(_ value: String) -> String {
        let code = value.prefix { $0.isASCII && $0.isLetter }.lowercased()
        return (2...3).contains(code.count) ? code : "en"
    }
}
