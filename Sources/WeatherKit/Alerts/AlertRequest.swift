/// What an alert source is asked: the place (its country and region matter for country-wide feeds) and the
/// language the person reads, for feeds that carry several.
public struct AlertRequest: Sendable, Equatable {
    public var place: Place
    /// A language code such as `de` or `pt_br`; nil means English.
    public var language: String?

    public init(place: Place, language: String? = nil) {
        self.place = place
        self.language = language
    }

    /// `de` from `de`, `de-DE` or `de_DE.UTF-8`.
    var languagePrefix: String {
        let code = language?.lowercased() ?? "en"
        return String(code.prefix { $0.isLetter })
    }
}
