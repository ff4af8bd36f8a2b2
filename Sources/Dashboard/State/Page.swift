/// The dashboard's pages, in paging order. `places` (the overview of every saved place) is only in the order
/// when there are two or more saved places: `AppState.pages` is the order in force.
public enum Page: Int, CaseIterable, Sendable {
    case now
    case forecast
    case mood
    case places

    public var title: String {
        switch self {
        case .now: "Now"
        case .forecast: "Forecast"
        case .mood: "Mood"
        case .places: "Places"
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
