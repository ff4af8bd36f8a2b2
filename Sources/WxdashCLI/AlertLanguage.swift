/// The language official alerts are asked for (`AlertRequest.language`): a lowercase ISO 639 code such as `de`.
enum AlertLanguage {
    /// `--lang`'s language part when given (`pt_br` → `pt`), else that of the first non-empty of LC_ALL, LC_MESSAGES
    /// and LANG (`de_DE.UTF-8` → `de`; C, POSIX and C.UTF-8 read English), else English.
    static func choose(option: String?, environment: [String: String]) -> String {
        let value = option ?? ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let code = (value ?? "").prefix { $0.isASCII && $0.isLetter }.lowercased()
        return (2...3).contains(code.count) ? code : "en"
    }
}
