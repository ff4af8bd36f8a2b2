import Translation

/// The dashboard's pages, in paging order. `places` (the overview of every saved place) is only in the order
/// when there are two or more saved places: `AppState.pages` is the order in force.
public enum Page: Int, CaseIterable, Sendable {
    case now
    case forecast
    case mood
    case places

    public var title: String { named(in: .english) }

    public func named(in language: Language) -> String {
        switch self {
        case .now: language.text(.pageNow)
        case .forecast: language.text(.pageForecast)
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
