/// The dashboard's pages, in paging order.
public enum Page: Int, CaseIterable, Sendable {
    case now
    case forecast
    case mood

    public var title: String {
        switch self {
        case .now: "Now"
        case .forecast: "Forecast"
        case .mood: "Mood"
        }
    }

    public func next() -> Page {
        Page(rawValue: (rawValue + 1) % Page.allCases.count) ?? .now
    }

    public func previous() -> Page {
        Page(rawValue: (rawValue + Page.allCases.count - 1) % Page.allCases.count) ?? .now
    }
}
