/// What an alert source is asked: the place (its country and region matter for country-wide feeds) and the
/// language the person reads, for sources that carry several (each source picks its own: MeteoAlarm's `info` in
/// that language, MET Norway in Norwegian for `nb`/`nn`/`no`, Environment Canada in French, Bright Sky in German;
/// English otherwise).
public struct AlertRequest: Sendable, Equatable {
    public var place: Place
    /// A lowercase ISO 639 code such as `de`, `fr` or `nb`.
    public var language: String

    /// `language`'s language part is kept (`de` from `de`, `de-AT` or `de_AT.UTF-8`); anything that is not a
    /// language code (`C`, `POSIX`, nothing) reads as English.
    public init(place: Place, language: String = "en") {
        self.place = place
        let code = String(language.lowercased().prefix { $0.isASCII && $0.isLetter })
        self.language = (2...3).contains(code.count) ? code : "en"
    }
}
