import Translation

/// The dashboard's pages, in paging order. `radar` is only in the order while the rain radar is on, and `places`
/// (the overview of every saved place) only when there are two or more saved places: `AppState.pages` is the
/// order in force.
public enum Page: Int, CaseIterable, Sendable {
    case now
    case forecast
    case radar
    case mood
    case places

    /// The digit key that shows the page: the pages keep the numbers they had before the Radar page came (Mood 3,
    /// Places 4), and the Radar page is 5.
    public var number: Int {
        switch self {
        case .now: 1
        case .forecast: 2
        case .mood: 3
        case .places: 4
        case .radar: 5
        }
    }

    public var title: String { named(in: .english) }

    public func named(in language: Language) -> String {
        switch self {
        case .now: language.text(.pageNow)
        case .forecast: language.text(.pageForecast)
        case .radar: language.text(.pageRadar)
        case .mood: language.text(.pageMood)
        case .places: language.text(.pagePlaces)
        }
    }

    /// The page after this one among `pages` (the pages in force), wrapping; the first when this one is not there.
    public func next(in pages: [Page] = Page.allCases) -> Page {
        guard let index = pages.firstIndex(of: self) else { return pages.first ?? .now }
        return pages[(index + 1) % pages.count]
    }

    public func previous(in pages: [Page] = Page.allCases) -> Page {
        guard let index = pages.firstIndex(of: self) else { return pages.first ?? .now }
        return pages[(index + pages.count - 1) % pages.count]
    }
}
